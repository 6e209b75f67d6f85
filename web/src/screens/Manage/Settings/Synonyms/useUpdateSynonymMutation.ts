import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SynonymInput, useUpdateSynonymMutation as Mutation } from '../../../../__generated__/useUpdateSynonymMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';
import { searchesChanged } from './searchesChanged';

/** Rewrites a synonym set whole; its row reads the new terms from the store. */
export function useUpdateSynonymMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateSynonymMutation($synonymId: ID!, $input: SynonymInput!) {
      updateSynonym(synonymId: $synonymId, input: $input) {
        __typename
        ... on SynonymPayload {
          synonym {
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
  const update = useCallback(
    (synonymId: string, input: SynonymInput) =>
      commitForSave(
        commit,
        {
          variables: { synonymId, input },
          updater: (store, response) => (response?.updateSynonym.__typename === 'SynonymPayload' ? searchesChanged(store) : undefined),
        },
        (response) => response.updateSynonym,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [update, inFlight] as const;
}
