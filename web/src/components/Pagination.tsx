import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_SIZES } from './pageSizes';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pageSizes';

/** What `usePaginationFragment` hands over that paging needs. */
type LoadsMore = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
};

export type Pages<T> = ReturnType<typeof usePages<T>>;

/**
 * Numbered pages over a Relay connection: a page is a slice of the edges loaded so far, and
 * "next" loads only what the next page is missing. A new `resetKey` (other filters, another page
 * size) starts again at page one.
 */
export function usePages<T>(items: readonly T[], total: number, pageSize: number, connection: LoadsMore, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, page: 0 });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Derived rather than reset in an effect: other filters mean page one, fewer rows mean fewer pages.
  const page = state.key === resetKey ? Math.min(state.page, pageCount - 1) : 0;
  const go = (next: number) => setState({ key: resetKey, page: next });
  const next = () => {
    const missing = Math.min(total, (page + 2) * pageSize) - items.length;
    if (missing > 0 && connection.hasNext) {
      connection.loadNext(missing, { onComplete: (error) => (error ? undefined : go(page + 1)) });
    } else {
      go(page + 1);
    }
  };
  return {
    page,
    pageCount,
    total,
    visible: items.slice(page * pageSize, (page + 1) * pageSize),
    hasPrevious: page > 0,
    hasNext: page + 1 < pageCount,
    loading: connection.isLoadingNext,
    previous: () => go(page - 1),
    next,
  };
}

/** The total, the page size and previous/next, under a paged table. */
export function Pagination<T>({
  pages,
  total: totalCount = pages.total,
  atLeast = false,
  pageSize,
  onPageSizeChange,
}: {
  pages: Pages<T>;
  /** The count to show, when rows outside the pages (pinned ones) count too. */
  total?: number;
  /** Whether the total is a lower bound (a search counts a bounded number of matches): there may be more pages. */
  atLeast?: boolean;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}) {
  const { t, i18n } = useLingui();
  const page = i18n.number(pages.page + 1);
  const count = `${i18n.number(pages.pageCount)}${atLeast ? '+' : ''}`;
  const total = i18n.number(totalCount);
  return (
    <HStack as="nav" aria-label={t`Pagination`} justify="space-between" wrap="wrap" gap={3}>
      <Text color="fg.muted" fontSize="sm" data-testid="pagination-total">
        {atLeast ? <Trans>At least {total}</Trans> : <Trans>Total {total}</Trans>}
      </Text>
      <HStack gap={3} wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t`Page size`} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t`${size} per page`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" disabled={!pages.hasPrevious} onClick={pages.previous}>
          <Trans>Previous</Trans>
        </Button>
        <Text fontSize="sm" aria-live="polite">
          <Trans>
            Page {page} of {count}
          </Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={!pages.hasNext} loading={pages.loading} loadingText={t`Loading…`} onClick={pages.next}>
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
