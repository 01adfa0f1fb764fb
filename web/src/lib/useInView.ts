import { useEffect, useState } from 'react';

/**
 * Becomes true the first time the element comes near the viewport and stays true (spec 2 §2
 * 'Lazy loading': sections load data once, when first scrolled into view). Without
 * IntersectionObserver (old browsers, jsdom) everything counts as in view; `initially` counts the
 * element as in view from the start (one always at the top of its page). The server render (no
 * window) counts only those: a section further down is its placeholder in the HTML and loads in the
 * browser when scrolled to, as on a page the browser rendered (and hydrating, the first render
 * matches the server's).
 */
export function useInView<T extends Element = HTMLElement>({ rootMargin = '200px 0px', initially = false }: { rootMargin?: string; initially?: boolean } = {}) {
  const [inView, setInView] = useState(() => initially || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
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
