import { plural } from '@lingui/core/macro';
import { Badge, Box, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import type { RunItem_run$key } from '../../../__generated__/RunItem_run.graphql';
import RunItemErrorsQueryNode, { type RunItemErrorsQuery } from '../../../__generated__/RunItemErrorsQuery.graphql';
import { RunItemErrors } from './RunItemErrors';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** One sync run: how it went, when, what it took in, and the items it could not. */
export function RunItem({ run }: { run: RunItem_run$key }) {
  const data = useFragment(
    graphql`
      fragment RunItem_run on SyncRun {
        id
        status
        trigger
        createdAt
        startedAt
        finishedAt
        added
        updated
        unchanged
        deleted
        failed
        errorMessage
        errorDetail
      }
    `,
    run,
  );
  const { t, i18n } = useLingui();
  const [errors, loadErrors] = useQueryLoader<RunItemErrorsQuery>(RunItemErrorsQueryNode);
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const status = {
    QUEUED: { label: t`Queued`, palette: 'gray' },
    RUNNING: { label: t`Running`, palette: 'blue' },
    SUCCEEDED: { label: t`Succeeded`, palette: 'green' },
    FAILED: { label: t`Failed`, palette: 'red' },
  }[data.status];
  const trigger = { NIGHTLY: t`Nightly`, MANUAL: t`Manual`, UPLOAD: t`After upload` }[data.trigger];
  const { added, updated, unchanged, deleted, failed } = data;

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} data-testid="sync-run">
      <Stack gap={2}>
        <HStack gap={3} wrap="wrap">
          <Badge colorPalette={status.palette} variant="subtle">
            {status.label}
          </Badge>
          <Text fontSize="sm">{trigger}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={data.createdAt}>{when(data.startedAt ?? data.createdAt)}</time>
            {data.finishedAt ? (
              <>
                {' – '}
                <time dateTime={data.finishedAt}>{when(data.finishedAt)}</time>
              </>
            ) : null}
          </Text>
        </HStack>
        <Text fontSize="sm">
          <Trans>
            Added {added} · updated {updated} · unchanged {unchanged} · deleted {deleted} · failed {failed}
          </Trans>
        </Text>
        {data.errorMessage ? (
          <Box>
            <Text fontSize="sm" color="fg.error">
              {data.errorMessage}
            </Text>
            {data.errorDetail ? (
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all">
                {data.errorDetail}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {failed > 0 ? (
          <Collapsible.Root
            lazyMount
            // Loaded again each time it opens: a run under way still adds to its list.
            onOpenChange={(e) => (e.open ? loadErrors({ id: data.id }, { fetchPolicy: 'store-and-network' }) : undefined)}
          >
            <Collapsible.Trigger fontSize="sm" color="fg.error" cursor="pointer" textDecoration="underline">
              {plural(failed, { one: 'Show the failed item', other: 'Show the # failed items' })}
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Suspense fallback={<LoadingSpinner size="sm" />}>{errors ? <RunItemErrors errors={errors} /> : null}</Suspense>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
