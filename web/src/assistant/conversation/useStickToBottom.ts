import { useCallback, useEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling box at its end while what it shows grows (a streaming answer), unless the
 * person has scrolled up to read; `stick()` brings it back to the end (after sending a question).
 */
export function useStickToBottom<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const stuck = useRef(true);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const follow = () => {
      if (stuck.current) box.scrollTop = box.scrollHeight;
    };
    const onScroll = () => {
      stuck.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    };
    const observer = new MutationObserver(follow);
    observer.observe(box, { childList: true, subtree: true, characterData: true });
    box.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, []);

  const stick = useCallback(() => {
    stuck.current = true;
    const box = ref.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, []);

  return [ref, stick] as const;
}
