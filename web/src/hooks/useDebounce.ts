import { useEffect, useState } from 'react';

/** The spec's default debounce for typed input. */
export const DEBOUNCE_MS = 300;

/** The value, once it has stopped changing for `delay` ms. */
export function useDebounce<T>(value: T, delay = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
