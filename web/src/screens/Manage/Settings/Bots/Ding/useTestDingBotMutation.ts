import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTestDingBotMutation as Mutation } from '../../../../../__generated__/useTestDingBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';
import type { BotTestOutcome } from '../BotTestPanel';

/** Sends a test message to a DingTalk bot through its signed callback; settles with its reply. */
export function useTestDingBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useTestDingBotMutation($id: ID!, $text: String!) {
      testDingBot(id: $id, text: $text) {
        __typename
        ... on TestBotPayload {
          reply
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const test = useCallback(
    async (id: string, text: string): Promise<BotTestOutcome> => {
      const outcome = await commitForSave(commit, { variables: { id, text } }, (response) => response.testDingBot, t`Operation failed`);
      const result = outcome.response?.testDingBot;
      return result?.__typename === 'TestBotPayload' && result.reply != null ? { reply: result.reply, message: null } : { reply: null, message: outcome.message ?? t`Operation failed` };
    },
    [commit, t],
  );
  return [test, inFlight] as const;
}
