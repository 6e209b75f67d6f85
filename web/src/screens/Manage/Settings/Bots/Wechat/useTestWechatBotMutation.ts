import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTestWechatBotMutation as Mutation } from '../../../../../__generated__/useTestWechatBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';
import type { BotTestOutcome } from '../BotTestPanel';

/** Sends a test message to a WeChat bot through its signed callback; settles with its reply. */
export function useTestWechatBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useTestWechatBotMutation($id: ID!, $text: String!) {
      testWechatBot(id: $id, text: $text) {
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
      const outcome = await commitForSave(commit, { variables: { id, text } }, (response) => response.testWechatBot, t`Operation failed`);
      const result = outcome.response?.testWechatBot;
      return result?.__typename === 'TestBotPayload' && result.reply != null ? { reply: result.reply, message: null } : { reply: null, message: outcome.message ?? t`Operation failed` };
    },
    [commit, t],
  );
  return [test, inFlight] as const;
}
