/** /search?s={text} (spec 1 §2). */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ s: text.trim() }).toString()}`;
}
