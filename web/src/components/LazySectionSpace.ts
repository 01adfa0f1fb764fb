import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * How a lazily loaded section learns that its content is still loading: the content holds the
 * section's reserved space (the returned function lets go of it). Outside a LazySection there is
 * nothing to hold.
 */
export const SectionSpaceContext = createContext<(() => () => void) | null>(null);

/**
 * Keeps the reserved space of the enclosing LazySection while `pending` is true, so a section that
 * is still loading (a spinner, or nothing yet) does not collapse and pull the page up, only to push
 * it down again when its content arrives (spec 2 §2 'Lazy loading'; CLS). The hold is taken and let
 * go in layout effects: the content and the released space are painted in the same frame.
 */
export function useSectionPending(pending: boolean): void {
  const hold = useContext(SectionSpaceContext);
  useLayoutEffect(() => {
    if (pending && hold) return hold();
  }, [pending, hold]);
}
