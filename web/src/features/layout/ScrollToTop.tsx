import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import { ArrowUpIcon } from './icons';

/** Spec 1 §9: the button appears after 300 px of scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/**
 * Whether the page is scrolled past the threshold, as of the last scroll event (or the first frame
 * after mounting). Read from a cache, not from window.scrollY while rendering: React reads a
 * store's snapshot on every render and after every commit, and scrollY then forces the browser to
 * lay out the page there and then, inside the app's first render.
 */
let scrolledPast = false;

function subscribe(onChange: () => void) {
  const update = () => {
    scrolledPast = window.scrollY > SCROLL_TO_TOP_THRESHOLD;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}
const scrolledPastThreshold = () => scrolledPast;

/**
 * 'Torna su' (spec 1 §2): scrolls smoothly to the top and moves focus there, so keyboard users
 * continue from the top of the page instead of from an off-screen button.
 */
export function ScrollToTop({ topId }: { topId: string }) {
  const visible = useSyncExternalStore(subscribe, scrolledPastThreshold, () => false);
  if (!visible) return null;

  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Torna su"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById(topId)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
