import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs` (spec 1 §5: search results are debounced by
 * 500 ms, so typing a word costs one request, not one per key).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
