import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteSynonymMutation as Mutation } from '../../../../__generated__/useDeleteSynonymMutation.graphql';
import { commitForResult } from '../../../../relay/mutationResult';
import { searchesChanged } from './searchesChanged';

/** Deletes a synonym set: it leaves the given lists at once, and comes back if the server refuses. */
export function useDeleteSynonymMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteSynonymMutation($synonymId: ID!, $connections: [ID!]!) {
      deleteSynonym(synonymId: $synonymId) {
        __typename
        ... on DeleteSynonymPayload {
          deletedSynonymId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (synonymId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { synonymId, connections },
          optimisticResponse: { deleteSynonym: { __typename: 'DeleteSynonymPayload', deletedSynonymId: synonymId } },
          updater: (store, response) => (response?.deleteSynonym.__typename === 'DeleteSynonymPayload' ? searchesChanged(store) : undefined),
        },
        (response) => response.deleteSynonym,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
