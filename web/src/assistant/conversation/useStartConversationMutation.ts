import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStartConversationMutation as Mutation } from '../../__generated__/useStartConversationMutation.graphql';
import { toaster } from '../../components/ui/toaster';
import { commitForSave } from '../../relay/mutationResult';

/**
 * Starts a conversation before its first question (to attach files to it first), with the agent
 * chosen for it. Settles with its ID, or null after saying why it could not start. It joins the
 * history with its first question, as the server lists it.
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
    async (agentId: string | null) => {
      const outcome = await commitForSave(
        commit,
        { variables: { input: agentId ? { agentId } : {} } },
        (response) => response.startConversation,
        t`Operation failed`,
      );
      const result = outcome.response?.startConversation;
      if (result && 'conversation' in result && result.conversation) return result.conversation.id;
      toaster.error({ title: outcome.message ?? t`Operation failed` });
      return null;
    },
    [commit, t],
  );
}
