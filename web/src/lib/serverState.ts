/** The id of the server-rendered page's data block holding the Apollo cache it was rendered with (JSON). */
export const SERVER_STATE_ID = 'club-server-state';

/**
 * JSON that can sit inside a <script> element: `<` is escaped, so no `</script>` or `<!--` in a
 * string ends or changes the element; U+2028/2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute a server-rendered element's inline style travels in (entry-server.tsx `withoutStyleAttributes`). */
export const SERVER_STYLE_ATTRIBUTE = 'data-ssr-style';

/**
 * Gives the server-rendered elements under `root` their inline styles, through the CSS object model
 * (a `style` attribute in the markup is refused by the page's style-src 'self'; `style.cssText` is
 * not), before React hydrates them.
 */
export function applyServerStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(SERVER_STYLE_ATTRIBUTE);
  }
}
