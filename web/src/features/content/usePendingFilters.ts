import { useState } from 'react';
import { sameFilters, type NewsFilters } from './newsFilters';

/**
 * The filters a form is editing before they apply. They start from the applied ones (the URL) and
 * start again from them whenever those change from outside: a chip removed, the back button.
 */
export function usePendingFilters(applied: NewsFilters): [NewsFilters, (next: NewsFilters) => void] {
  const [pending, setPending] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (!sameFilters(lastApplied, applied)) {
    setLastApplied(applied);
    setPending(applied);
  }
  return [pending, setPending];
}
