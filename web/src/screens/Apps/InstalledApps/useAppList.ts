import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { DEFAULT_PAGE_SIZE, usePages } from '../../../components/Pagination';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import { useDeleteAppMutation } from '../useDeleteAppMutation';

/** What an app list hands over from its `usePaginationFragment`. */
type AppConnection<T> = {
  connectionId: string;
  edges: readonly T[];
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
  refetch: (variables: { count: number }) => void;
};

/**
 * The paging and the deleting of the installed apps list, either section's: a page size
 * (fetching page one again when it changes), numbered pages, and an app to delete once confirmed.
 */
export function useAppList<T>(apps: AppConnection<T>) {
  const { t } = useLingui();
  const { connectionId, edges, total, refetch } = apps;
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [refetching, startTransition] = useTransition();
  const pages = usePages(edges, total, pageSize, apps, String(pageSize));
  const [remove, removing] = useDeleteAppMutation();
  const deletion = useConfirmedAction(
    (app: { id: string; title: string }) => remove(app.id, [connectionId]),
    ({ title }) => t`App ${title} deleted`,
  );

  const fetched = useRef(pageSize);
  useEffect(() => {
    if (fetched.current === pageSize) return;
    fetched.current = pageSize;
    startTransition(() => refetch({ count: pageSize }));
  }, [pageSize, refetch]);

  return { pages, pageSize, setPageSize, refetching, empty: edges.length === 0, deletion, removing };
}

export type AppList = ReturnType<typeof useAppList<unknown>>;
