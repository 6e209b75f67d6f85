import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; `start(n)` begins counting down from n. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return [seconds, start] as const;
}
