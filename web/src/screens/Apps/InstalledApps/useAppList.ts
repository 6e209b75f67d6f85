import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { DEFAULT_PAGE_SIZE, usePages } from '../../../components/Pagination';
import { toaster } from '../../../components/ui/toaster';
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
 * The paging and the deleting shared by the workspace's and the personal app lists: a page size
 * (fetching page one again when it changes), numbered pages, and an app to delete once confirmed.
 */
export function useAppList<T>(apps: AppConnection<T>) {
  const { t } = useLingui();
  const { connectionId, edges, total, refetch } = apps;
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [refetching, startTransition] = useTransition();
  const pages = usePages(edges, total, pageSize, apps, String(pageSize));
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [remove, removing] = useDeleteAppMutation();

  const fetched = useRef(pageSize);
  useEffect(() => {
    if (fetched.current === pageSize) return;
    fetched.current = pageSize;
    startTransition(() => refetch({ count: pageSize }));
  }, [pageSize, refetch]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, [connectionId]);
    const title = deleting.title;
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`App ${title} deleted` });
  };

  return { pages, pageSize, setPageSize, refetching, empty: edges.length === 0, deleting, setDeleting, removing, confirmDelete };
}

export type AppList = ReturnType<typeof useAppList<unknown>>;
