import { jumpToSection } from './jumpToSection';
import { linkActionOf } from './linkMarkers';

/**
 * Every in-page link of the client (a plain `<a href="#…">`, a router link to `#…` on the same page,
 * the skip link, an article's table of contents, a service page's anchor menu) jumps with
 * jumpToSection: it lands on its section even while sections above it are still loading, and moves
 * focus there. Left to themselves, the browser jumps once (with the layout of that moment) and the
 * router does not jump at all. Link markers (`#phonecall`, `#modalproducts`, …) are dialogs, not
 * sections, and keep their own handling; a click something else already handled is left alone.
 * Returns the uninstaller.
 */
export function installInPageLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return;
    if (link.target && link.target !== '_self') return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    if (linkActionOf(link.getAttribute('href') ?? '') !== null) return;
    let id: string;
    try {
      id = decodeURIComponent(link.hash.slice(1));
    } catch {
      return;
    }
    const target = root.getElementById(id);
    if (!target) return;
    event.preventDefault();
    jumpToSection(target);
    // The router's own state is kept: the address only gains the hash, as the browser's jump does.
    window.history.replaceState(window.history.state, '', link.hash);
  };
  // Capture: before a router link's own handler, which would navigate without jumping.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
