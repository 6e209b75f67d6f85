import { useEffect, useRef, useTransition } from 'react';

/** How long a file said to be indexing, with no run under way, waits before the list is read again. */
const RECHECK_MS = 2_000;

/**
 * Reads a file app's list again, as many files as are shown (20 to 100), whenever where its files
 * stand may have changed: on `reload` (after an upload), when a run ends (`syncEnds` counts them),
 * and while a file is `waiting`: still indexing with no run under way.
 */
export function useFilesReload({
  refetch,
  shown,
  syncEnds,
  waiting,
  edges,
}: {
  refetch: (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => unknown;
  shown: number;
  syncEnds: number;
  waiting: boolean;
  /** The list as read: each reading of it while `waiting` sets the next. */
  edges: unknown;
}) {
  const [, startTransition] = useTransition();
  const reload = () => startTransition(() => {
      refetch({ count: Math.min(100, Math.max(20, shown + 10)) }, { fetchPolicy: 'network-only' });
    });

  // A finished run changes where the files stand.
  const seenEnds = useRef(syncEnds);
  useEffect(() => {
    if (seenEnds.current === syncEnds) return;
    seenEnds.current = syncEnds;
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per run seen to end
  }, [syncEnds]);
  // The run that takes in a file still indexing follows the one that ended (files uploaded while
  // it ran): the list reads it again to learn of it.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(reload, RECHECK_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- while the list says so
  }, [waiting, edges]);

  return reload;
}
