import { useEffect, useState } from 'react';

/** How long the search boxes wait after the last keystroke before searching (spec 1 §9: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs` (SEARCH_DEBOUNCE_MS for the search boxes). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
