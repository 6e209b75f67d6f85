import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AppSyncUpdatesSubscription } from '../../__generated__/AppSyncUpdatesSubscription.graphql';
import type { AppSyncUpdatesCheckQuery } from '../../__generated__/AppSyncUpdatesCheckQuery.graphql';

// What a sync changes on the app and on its latest run; the store hands it to every component
// showing the app (row, sync panel, run history).
const subscription = graphql`
  subscription AppSyncUpdatesSubscription($appId: ID!) {
    appSyncProgress(appId: $appId) {
      id
      syncStatus
      syncErrorMessage
      syncErrorDetail
      docCount
      updatedAt
      lastSyncedAt
      latestRun {
        id
        status
        processed
        total
        added
        updated
        unchanged
        deleted
        failed
        errorMessage
        errorDetail
        startedAt
        finishedAt
      }
    }
  }
`;

// The same, asked once: the subscription tells only what happens after it starts, and a short
// run (a few files) may end while the socket is still opening.
const check = graphql`
  # eslint-disable-next-line relay/unused-fields
  query AppSyncUpdatesCheckQuery($appId: ID!) {
    node(id: $appId) {
      ... on App {
        id
        syncStatus
        syncErrorMessage
        syncErrorDetail
        docCount
        updatedAt
        lastSyncedAt
        latestRun {
          id
          status
          processed
          total
          added
          updated
          unchanged
          deleted
          failed
          errorMessage
          errorDetail
          startedAt
          finishedAt
        }
      }
    }
  }
`;

const FIRST_CHECK_MS = 1_000;
const CHECK_EVERY_MS = 10_000;

/** Follows an app's sync while it is queued or running, or its end has not reached the app's status yet (mounted only then). */
export function AppSyncUpdates({ appId }: { appId: string }) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<AppSyncUpdatesSubscription>>(
    () => ({ subscription, variables: { appId } }),
    [appId],
  );
  useSubscription(config);
  useEffect(() => {
    const ask = () => fetchQuery<AppSyncUpdatesCheckQuery>(environment, check, { appId }, { fetchPolicy: 'network-only' }).subscribe({});
    const first = setTimeout(ask, FIRST_CHECK_MS);
    // A safety net should the socket drop without a word.
    const every = setInterval(ask, CHECK_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [appId, environment]);
  return null;
}
