/** URL slug of a course title: accents dropped, lower case, words joined by '-' ("Qualità e..." → "qualita-e-..."). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
