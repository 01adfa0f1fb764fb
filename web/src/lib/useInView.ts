import { useEffect, useState } from 'react';
import { isHydrating } from './hydration';

/**
 * Becomes true the first time the element comes near the viewport and stays true (spec 2 §2
 * 'Lazy loading': sections load data once, when first scrolled into view). Without
 * IntersectionObserver (old browsers, jsdom) everything counts as in view; `initially` counts the
 * element as in view from the start (one always at the top of its page). On the server (no
 * IntersectionObserver) every section renders, so search engines read the whole page; hydrating that
 * page, the sections start in view as the server rendered them.
 */
export function useInView<T extends Element = HTMLElement>({ rootMargin = '200px 0px', initially = false }: { rootMargin?: string; initially?: boolean } = {}) {
  const [inView, setInView] = useState(() => initially || typeof IntersectionObserver === 'undefined' || isHydrating());
  const [node, setNode] = useState<T | null>(null);

  useEffect(() => {
    if (inView || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, inView, rootMargin]);

  return { ref: setNode, inView };
}
