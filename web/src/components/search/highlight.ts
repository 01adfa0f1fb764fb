/** A piece of a title: `match` pieces are the typed text, shown in bold (spec 1 §2). */
export type HighlightPart = { text: string; match: boolean };

/**
 * Splits `title` around every case-insensitive occurrence of `query` (trimmed), so the caller can
 * wrap the matches in <strong>. No query, or no occurrence, gives the title as one plain part.
 */
export function highlightParts(title: string, query: string): HighlightPart[] {
  const needle = query.trim().toLocaleLowerCase('it');
  if (!needle) return [{ text: title, match: false }];
  const haystack = title.toLocaleLowerCase('it');
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: title.slice(from, at), match: false });
    parts.push({ text: title.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < title.length) parts.push({ text: title.slice(from), match: false });
  return parts.length > 0 ? parts : [{ text: title, match: false }];
}
