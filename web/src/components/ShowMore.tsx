import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** What `usePaginationFragment` hands over that "Show more" needs. */
export type LoadsMore = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
};

/** The lists' fragments load 20 rows first, and each "Show more" as many again. */
export const MORE_PAGE_SIZE = 20;

/** Under a list that pages by "Show more": the button, while there are more rows to load. */
export function ShowMore({ connection, count = MORE_PAGE_SIZE }: { connection: LoadsMore; count?: number }) {
  const { t } = useLingui();
  if (!connection.hasNext) return null;
  return (
    <Stack align="center">
      <Button variant="ghost" size="sm" loading={connection.isLoadingNext} loadingText={t`Loading…`} onClick={() => connection.loadNext(count)}>
        <Trans>Show more</Trans>
      </Button>
    </Stack>
  );
}
