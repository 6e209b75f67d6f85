import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { RunHistory_app$key } from '../../../__generated__/RunHistory_app.graphql';
import type { RunHistoryPaginationQuery } from '../../../__generated__/RunHistoryPaginationQuery.graphql';
import { RunItem } from './RunItem';

const PAGE = 5;

/** The app's sync runs, newest first; a new run comes in at the top as it starts. */
export function RunHistory({ app, syncEnds }: { app: RunHistory_app$key; syncEnds: number }) {
  const { t } = useLingui();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<RunHistoryPaginationQuery, RunHistory_app$key>(
    graphql`
      fragment RunHistory_app on App
      @refetchable(queryName: "RunHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        runs(first: $count, after: $cursor) @connection(key: "RunHistory_runs") {
          edges {
            node {
              id
              ...RunItem_run
            }
          }
        }
      }
    `,
    app,
  );
  const [, startTransition] = useTransition();
  const edges = data.runs.edges;

  // A run that ended has its item errors now; the live updates carry only its counts.
  const seen = useRef(syncEnds);
  useEffect(() => {
    if (seen.current === syncEnds) return;
    seen.current = syncEnds;
    startTransition(() => {
      refetch({ count: Math.max(PAGE, edges.length) }, { fetchPolicy: 'network-only' });
    });
  }, [syncEnds, refetch, edges.length]);

  return (
    <Card.Root as="section" aria-labelledby="run-history-heading">
      <Card.Header>
        <Card.Title id="run-history-heading" as="h2">
          <Trans>Run history</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={3} as="ol" listStyleType="none" aria-labelledby="run-history-heading">
          {edges.map(({ node }) => (
            <RunItem key={node.id} run={node} />
          ))}
        </Stack>
        {edges.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No syncs yet.</Trans>
          </Text>
        ) : null}
        {hasNext ? (
          <Button mt={3} variant="ghost" size="sm" alignSelf="center" loading={isLoadingNext} loadingText={t`Loading…`} onClick={() => loadNext(PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
