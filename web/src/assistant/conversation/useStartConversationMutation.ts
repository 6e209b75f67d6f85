import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStartConversationMutation as Mutation } from '../../__generated__/useStartConversationMutation.graphql';
import { toaster } from '../../components/ui/toaster';
import { moveToTopOfHistory } from './historyConnection';

/**
 * Starts a conversation before its first question (to attach files to it first), with the agent
 * chosen for it. Settles with its ID, or null after saying why it could not start.
 */
export function useStartConversationMutation() {
  const { t } = useLingui();
  const [commit] = useMutation<Mutation>(graphql`
    mutation useStartConversationMutation($input: StartConversationInput) {
      startConversation(input: $input) {
        __typename
        ... on ConversationPayload {
          conversation {
            id
            title
            updatedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (agentId: string | null) =>
      new Promise<string | null>((resolve) => {
        const fail = (message?: string) => {
          toaster.error({ title: message || t`Operation failed` });
          resolve(null);
        };
        commit({
          variables: { input: agentId ? { agentId } : {} },
          updater: (store) => {
            const conversation = store.getRootField('startConversation')?.getLinkedRecord('conversation');
            if (conversation) moveToTopOfHistory(store, conversation);
          },
          onCompleted: (response, errors) => {
            const result = response.startConversation;
            if (errors?.length) return fail();
            if ('conversation' in result && result.conversation) return resolve(result.conversation.id);
            fail('message' in result ? result.message : undefined);
          },
          onError: () => fail(),
        });
      }),
    [commit, t],
  );
}
