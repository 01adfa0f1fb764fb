/** Spec 1 §9: the 'Sommario' box needs at least 2 entries. */
export const SUMMARY_MIN_ENTRIES = 2;

export type SummaryEntry = { id: string; text: string };

/** Anchor id of a heading: lower case, accents dropped, words joined by hyphens. */
export function headingAnchor(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The 'Sommario' of an article body (spec 1 §2): its second-level headings, in order, each given an
 * anchor id so the box can link to it (a repeated heading gets '-2', '-3'…). Returns the body with
 * the ids set and the entries; `entries` is empty when there are fewer than 2, so no box shows.
 */
export function withSummary(body: string): { html: string; entries: SummaryEntry[] } {
  const found: SummaryEntry[] = [];
  const used = new Map<string, number>();
  const html = body.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_whole, attributes: string | undefined, inner: string) => {
    const text = plainText(inner);
    if (!text) return _whole;
    const base = headingAnchor(text) || 'sezione';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    found.push({ id, text });
    const kept = (attributes ?? '').replace(/\sid\s*=\s*("[^"]*"|'[^']*'|\S+)/i, '');
    return `<h2 id="${id}"${kept}>${inner}</h2>`;
  });
  return { html, entries: found.length >= SUMMARY_MIN_ENTRIES ? found : [] };
}
