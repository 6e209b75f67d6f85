import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteConversationMutation as Mutation } from '../../__generated__/useDeleteConversationMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Deletes a conversation with its messages and files, and drops it from the given lists. */
export function useDeleteConversationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteConversationMutation($conversationId: ID!, $connections: [ID!]!) {
      deleteConversation(conversationId: $conversationId) {
        __typename
        ... on DeleteConversationPayload {
          deletedConversationId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (conversationId: string, connections: string[]) =>
      commitForResult(commit, { variables: { conversationId, connections } }, (response) => response.deleteConversation, t`Operation failed`),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
