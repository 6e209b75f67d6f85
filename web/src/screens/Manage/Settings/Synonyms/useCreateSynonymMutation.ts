import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SynonymInput, useCreateSynonymMutation as Mutation } from '../../../../__generated__/useCreateSynonymMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';
import { searchesChanged } from './searchesChanged';

/** Adds a synonym set and puts it first in the given lists (they are newest first). */
export function useCreateSynonymMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateSynonymMutation($input: SynonymInput!, $connections: [ID!]!) {
      createSynonym(input: $input) {
        __typename
        ... on SynonymPayload {
          synonym @prependNode(connections: $connections, edgeTypeName: "WorkspaceSynonymsConnectionEdge") {
            id
            input
            terms
            ...SynonymRow_synonym
            ...SynonymDialog_synonym
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: SynonymInput, connections: string[]) =>
      commitForSave(
        commit,
        {
          variables: { input, connections },
          updater: (store, response) => (response?.createSynonym.__typename === 'SynonymPayload' ? searchesChanged(store) : undefined),
        },
        (response) => response.createSynonym,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [create, inFlight] as const;
}
