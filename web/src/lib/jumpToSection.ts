/**
 * An in-page jump that lands on its section even while the page above it is still loading.
 *
 * `scrollIntoView` aligns the section once, with the layout of that moment; sections above it that
 * load later (a library search that starts when scrolled into view, banners, a form's own data) then
 * grow and push the section down, and the browser's scroll anchoring may hold on to the growing
 * section itself rather than to the target. So after the first alignment the target's destination
 * (where the page must be scrolled for it to sit at the top, below its CSS `scroll-margin-top`) is
 * checked at every animation frame, and the page scrolled again whenever it has changed, for
 * `WINDOW_MS`, and longer while anything above the target still says it is loading (`aria-busy`),
 * up to `LIMIT_MS`. (Stopping at the first quiet second was tried: on a busy machine a late answer
 * came after it.) The destination, not the target's current top, is compared: scrolling (a smooth
 * scroll still on its way, global.css) never counts as a move, only a layout change does. The
 * member's own scrolling (wheel, touch, keys, a press anywhere) ends the watch at once, so nothing
 * ever scrolls against them; so does a newer jump.
 */

/** How long a jump keeps its target aligned through layout changes. */
export const WINDOW_MS = 5000;
/** The longest it keeps doing so while something above the target is still loading. */
export const LIMIT_MS = 20_000;
/** After this, a page found back at its very top (a smooth scroll to the section has long left it) was put there by something else. */
export const RESET_GRACE_MS = 250;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Ends the watch of the jump in progress, if any. */
let stopCurrent: (() => void) | null = null;

/** Whether an element before `target` in the document (not inside it) says it is still loading. */
function busyAbove(target: HTMLElement): boolean {
  for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
    if (busy.contains(target) || target.contains(busy)) continue;
    if (target.compareDocumentPosition(busy) & Node.DOCUMENT_POSITION_PRECEDING) return true;
  }
  return false;
}

/** The page's scroll position that puts `target` at the top, below its scroll margin (clamped to the page). */
function destinationOf(target: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const bottom = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  return Math.min(bottom, Math.max(0, window.scrollY + target.getBoundingClientRect().top - margin));
}

/**
 * Scrolls `target` to the top of the viewport (its CSS `scroll-margin-top` kept below the sticky
 * navigation) and keeps it there while the layout above it settles; moves keyboard focus to it, as
 * following an in-page link does (the section becomes focusable for that).
 */
export function jumpToSection(target: HTMLElement): void {
  stopCurrent?.();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'start' });
  let destination = destinationOf(target);
  target.focus({ preventScroll: true });
  if (typeof requestAnimationFrame !== 'function') return;

  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
    if (stopCurrent === stop) stopCurrent = null;
  };
  const watch = (now: number) => {
    if (!target.isConnected) return stop();
    const latest = destinationOf(target);
    const elapsed = now - started;
    if (Math.abs(latest - destination) > 1) {
      // At once, not smoothly: the page was already on its way to (or at) the section.
      target.scrollIntoView?.({ block: 'start', behavior: 'instant' });
      destination = latest;
    } else if (elapsed >= RESET_GRACE_MS && window.scrollY < 1 && destination > 1) {
      // Back at the very top with the section below, and not by the member (their scrolling ends the
      // watch): the router's scroll restoration of a first load scrolled the page after the jump.
      target.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    }
    if ((elapsed >= WINDOW_MS && !busyAbove(target)) || elapsed >= LIMIT_MS) return stop();
    frame = requestAnimationFrame(watch);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  stopCurrent = stop;
  frame = requestAnimationFrame(watch);
}
