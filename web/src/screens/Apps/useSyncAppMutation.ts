import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useSyncAppMutation as Mutation } from '../../__generated__/useSyncAppMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/**
 * Starts a sync of an app (or finds the run already under way). The run goes to the top of the
 * app's run history, when that is on screen; the progress bar follows it from the app's status.
 */
export function useSyncAppMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSyncAppMutation($appId: ID!, $connections: [ID!]!) {
      syncApp(appId: $appId) {
        __typename
        ... on AppPayload {
          app {
            id
            ...AppRow_app
            ...SyncPanel_app
            latestRun @prependNode(connections: $connections, edgeTypeName: "AppRunsConnectionEdge") {
              id
              ...RunItem_run
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const sync = useCallback(
    (appId: string) =>
      commitForResult(
        commit,
        { variables: { appId, connections: [ConnectionHandler.getConnectionID(appId, 'RunHistory_runs')] } },
        (response) => response.syncApp,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [sync, inFlight] as const;
}
