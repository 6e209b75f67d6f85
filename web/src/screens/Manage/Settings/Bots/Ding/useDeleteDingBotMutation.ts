import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteDingBotMutation as Mutation } from '../../../../../__generated__/useDeleteDingBotMutation.graphql';
import { commitForResult } from '../../../../../relay/mutationResult';

/** Deletes a DingTalk bot: its message receive URL stops answering at once, and its row leaves the list. */
export function useDeleteDingBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteDingBotMutation($id: ID!, $connections: [ID!]!) {
      deleteDingBot(id: $id) {
        __typename
        ... on DeleteBotPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, connections: string[]) =>
      commitForResult(commit, { variables: { id, connections } }, (response) => response.deleteDingBot, t`Operation failed`),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
