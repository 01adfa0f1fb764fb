import { useSyncExternalStore } from 'react';

/** The design's lg breakpoint (web/src/styles/global.css). */
export const LG_QUERY = '(min-width: 992px)';

/**
 * Whether a CSS media query matches now, following its changes. `fallback` is the answer where the
 * browser cannot tell (no matchMedia, as in tests' DOM), and the server render's: a page rendered on
 * the server and hydrated starts from it, then follows the browser's answer.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
