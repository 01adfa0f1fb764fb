import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import { ArrowUpIcon } from './icons';

/** Spec 1 §9: the button appears after 300 px of scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const scrolledPastThreshold = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD;


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
