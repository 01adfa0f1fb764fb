import { useMediaQuery } from './useMediaQuery';

/** True when the user asked the system for reduced motion (no autoplay, no smooth scrolling); false on the server, which cannot know. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Whether the user asked for reduced motion, following changes; false on the server and while
 * hydrating its markup (React then renders again with the browser's answer).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
