import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRegenerateAnswerMutation as Mutation } from '../../__generated__/useRegenerateAnswerMutation.graphql';
import { commitAsk } from './askOutcome';
import { moveToTopOfHistory } from './historyConnection';
import { openMessagesToRead } from './loadedCounts';

/**
 * Answers a question again (one more chat): the server puts a new answer in place of the old one,
 * so the conversation's messages are read back with it.
 */
export function useRegenerateAnswerMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRegenerateAnswerMutation($messageId: ID!, $messageCount: Int!) {
      regenerateAnswer(messageId: $messageId) {
        __typename
        ... on SendMessagePayload {
          conversation {
            id
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
  const regenerate = useCallback(
    (messageId: string) =>
      commitAsk(
        commit,
        {
          variables: { messageId, messageCount: openMessagesToRead() },
          updater: (store) => {
            const conversation = store.getRootField('regenerateAnswer')?.getLinkedRecord('conversation');
            if (conversation) moveToTopOfHistory(store, conversation);
          },
        },
        (response) => response.regenerateAnswer,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [regenerate, inFlight] as const;
}
