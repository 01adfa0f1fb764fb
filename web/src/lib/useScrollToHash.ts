import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { jumpToSection } from './jumpToSection';

/**
 * Scrolls to the section the address's hash names once the page is `ready` (its sections rendered
 * with the data that sizes them), on load and on every later navigation to a hash, keeps it there while
 * later sections above it load, and moves keyboard focus there, as following an in-page link does. The
 * browser's own jump happens before a client-rendered page has drawn the section, so it misses.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || hash.length < 2) return;
    const visit = `${key}${hash}`;
    if (done.current === visit) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      done.current = visit;
      jumpToSection(target);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}
