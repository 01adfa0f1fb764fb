/** Spec 1 §8 fallbacks and the card formats of the home sections. */
export const NO_TITLE = 'Articolo senza titolo';
export const NO_EXCERPT = 'Nessun estratto disponibile...';
export const EXCERPT_MAX_CHARS = 150;

/** dd/MM/yyyy from an ISO date, read from its calendar part so no time zone can shift the day. */
export function formatDate(iso: string | null | undefined): string | null {
  const match = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** Plain-text excerpt cut at 150 characters, or the spec's placeholder when there is none. */
export function excerpt(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return NO_EXCERPT;
  return plain.length > EXCERPT_MAX_CHARS ? `${plain.slice(0, EXCERPT_MAX_CHARS).trimEnd()}...` : plain;
}

export function titleOf(title: string | null | undefined): string {
  return title?.trim() || NO_TITLE;
}
