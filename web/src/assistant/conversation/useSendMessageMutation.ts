import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendMessageMutation as Mutation } from '../../__generated__/useSendMessageMutation.graphql';
import { commitAsk } from './askOutcome';
import { moveToTopOfHistory } from './historyConnection';
import { messagesToRead } from './loadedCounts';

/**
 * Asks a question in a conversation (or starts one): the answer then streams. The conversation's
 * messages come back with it, and it moves to the top of the history.
 */
export function useSendMessageMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSendMessageMutation($input: SendMessageInput!, $messageCount: Int!) {
      sendMessage(input: $input) {
        __typename
        ... on SendMessagePayload {
          conversation {
            id
            title
            updatedAt
            ...ChatConversation_conversation @arguments(messageCount: $messageCount)
          }
          answer {
            id
          }
        }
        ... on ChatQuotaExhaustedError {
          inviteReward
          canTopUp
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const send = useCallback(
    (text: string, conversationId: string | null, agentId: string | null = null) =>
      commitAsk(
        commit,
        {
          variables: {
            input: { text, conversationId, ...(agentId && !conversationId && { agentId }) },
            // As many messages back as are shown (earlier ones loaded stay), plus the new two.
            messageCount: messagesToRead(conversationId),
          },
          updater: (store) => {
            const conversation = store.getRootField('sendMessage')?.getLinkedRecord('conversation');
            if (conversation) moveToTopOfHistory(store, conversation);
          },
        },
        (response) => response.sendMessage,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [send, inFlight] as const;
}
