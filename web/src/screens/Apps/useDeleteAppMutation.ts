import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAppMutation as Mutation } from '../../__generated__/useDeleteAppMutation.graphql';
import { changeTotalCount } from '../../relay/connectionTotals';
import { commitForResult } from '../../relay/mutationResult';

/** Removes an app with its documents, and drops it from the given app lists (and their totals). */
export function useDeleteAppMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteAppMutation($appId: ID!, $connections: [ID!]!) {
      deleteApp(appId: $appId) {
        __typename
        ... on DeleteAppPayload {
          deletedAppId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (appId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { appId, connections },
          updater: (store, data) => {
            if (data?.deleteApp.__typename === 'DeleteAppPayload') changeTotalCount(store, connections, -1);
          },
        },
        (response) => response.deleteApp,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
