import { useCallback, useEffect, useState } from 'react';

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, unknown>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/**
 * For code a page's first paint does not need: answers what `load` resolves to once it has
 * loaded (undefined until then), and a function that starts loading at once. Left alone, loading
 * starts when the browser is idle after the page shows, so it is there before anyone asks.
 * `load` must be a module-level function: results are kept per loader for every later mount.
 * With `whenIdle: false` it waits for `loadNow` (the person's intent: a hover, a focus, a press).
 */
export function useIdleImport<T>(load: Loader<T>, options: { whenIdle?: boolean } = {}): readonly [T | undefined, () => void] {
  const idle = options.whenIdle ?? true;
  const [value, setValue] = useState(() => loaded.get(load) as T | undefined);
  const loadNow = useCallback(() => {
    let pending = loading.get(load) as Promise<T> | undefined;
    if (!pending) {
      pending = load().then((result) => {
        loaded.set(load, result);
        return result;
      });
      loading.set(load, pending);
      // A failed load (a chunk gone after a deployment, the network down) may be tried again.
      pending.catch(() => loading.delete(load));
    }
    pending.then((result) => setValue(() => result), () => {});
  }, [load]);
  useEffect(() => {
    if (value !== undefined || !idle) return;
    return whenIdle(loadNow);
  }, [value, loadNow, idle]);
  return [value, loadNow] as const;
}

/** Runs `task` once the browser has nothing more urgent to do; answers a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
