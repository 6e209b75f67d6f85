import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameConversationMutation as Mutation } from '../../__generated__/useRenameConversationMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Renames a conversation of the viewer's; an empty title is refused by the server. */
export function useRenameConversationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRenameConversationMutation($conversationId: ID!, $title: String!) {
      renameConversation(conversationId: $conversationId, title: $title) {
        __typename
        ... on ConversationPayload {
          conversation {
            id
            title
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const rename = useCallback(
    (conversationId: string, title: string) =>
      commitForResult(
        commit,
        {
          variables: { conversationId, title },
          optimisticResponse: { renameConversation: { __typename: 'ConversationPayload', conversation: { id: conversationId, title } } },
        },
        (response) => response.renameConversation,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [rename, inFlight] as const;
}
