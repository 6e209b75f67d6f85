import { useEffect, useState } from 'react';

export const TIP_TYPING_MS = 100;
export const TIP_HIDE_MS = 2000;

/**
 * Types `text` out one character every 100 ms from the moment the caller mounts, then hides it
 * 2 s after the last character (the spec's assistant tip). Answers what is typed so far (null
 * once hidden), and whether it is still typing.
 */
export function useTypedTip(text: string): { tip: string | null; typing: boolean } {
  const [typed, setTyped] = useState(0);
  const [hidden, setHidden] = useState(false);
  const length = [...text].length;

  useEffect(() => {
    if (hidden) return;
    const done = typed >= length;
    const timer = setTimeout(() => (done ? setHidden(true) : setTyped((n) => n + 1)), done ? TIP_HIDE_MS : TIP_TYPING_MS);
    return () => clearTimeout(timer);
  }, [hidden, typed, length]);

  return { tip: hidden ? null : [...text].slice(0, typed).join(''), typing: !hidden && typed < length };
}
