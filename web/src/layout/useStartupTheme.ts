import { useTheme } from 'next-themes';
import { useEffect } from 'react';

/**
 * The spec's theme: the person's stored theme at start-up, then the system colour scheme
 * whenever it changes. The toggle and the settings store a new choice on the account. A stored
 * theme read again and found different (a copy kept from before, then the account's own) is
 * applied as well.
 */
export function useStartupTheme(stored: 'LIGHT' | 'DARK' | undefined) {
  const { setTheme } = useTheme();
  useEffect(() => {
    if (stored) setTheme(stored === 'DARK' ? 'dark' : 'light');
  }, [stored, setTheme]);
  useEffect(() => {
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => setTheme(event.matches ? 'dark' : 'light');
    scheme.addEventListener('change', follow);
    return () => scheme.removeEventListener('change', follow);
  }, [setTheme]);
}
