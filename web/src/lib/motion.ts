/** True when the user asked the system for reduced motion (no autoplay, no smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
