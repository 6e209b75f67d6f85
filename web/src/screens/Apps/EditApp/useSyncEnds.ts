import { useState } from 'react';

type RunStatus = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';

const active = (status: RunStatus | null | undefined) => status === 'QUEUED' || status === 'RUNNING';

/**
 * Counts the syncs seen to end while the page is open: lists that a sync changes (documents, the
 * runs' item errors) fetch again when it moves on.
 */
export function useSyncEnds(status: RunStatus | null | undefined): number {
  const [seen, setSeen] = useState({ status, ends: 0 });
  if (seen.status !== status) {
    // Derived during render (React's "storing information from previous renders").
    setSeen({ status, ends: seen.ends + (active(seen.status) && !active(status) ? 1 : 0) });
  }
  return seen.ends;
}
