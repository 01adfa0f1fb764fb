/**
 * Series pages live at /corsi-ecm-fad/collana/{name} (spec 2 §2). The name goes into the URL
 * lower-cased with hyphens for blanks ('Covid 19' → 'covid-19'); reading it back accepts any case
 * and either spelling, so hand-typed links still find the series.
 */
export function seriesSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function seriesBySlug<T extends { name: string }>(series: readonly T[], slug: string): T | undefined {
  const wanted = seriesSlug(decodeURIComponent(slug).replace(/-/g, ' '));
  return series.find((s) => seriesSlug(s.name.replace(/-/g, ' ')) === wanted);
}
