/**
 * Special link markers (spec 1 §2): CMS-authored hrefs carry a marker that turns the link into
 * an action. One registry, read by SmartLink wherever CMS links are drawn (nav, footer, menus).
 */
export type LinkAction = 'logout' | 'phonecall' | 'modalproducts' | 'external';

export const LINK_MARKERS: ReadonlyArray<{ marker: string; action: LinkAction }> = [
  { marker: '#logout', action: 'logout' },
  { marker: '#phonecall', action: 'phonecall' },
  { marker: '#modalproducts', action: 'modalproducts' },
  { marker: '#__next', action: 'external' },
];

/** The action a link's marker asks for, or null for an ordinary link. */
export function linkActionOf(href: string): LinkAction | null {
  return LINK_MARKERS.find(({ marker }) => href.includes(marker))?.action ?? null;
}

/** The href with its marker removed (an external-open link keeps its real target). */
export function stripMarker(href: string): string {
  const found = LINK_MARKERS.find(({ marker }) => href.includes(marker));
  return found ? href.replace(found.marker, '') : href;
}

