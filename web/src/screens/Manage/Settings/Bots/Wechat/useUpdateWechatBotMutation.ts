import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateWechatBotMutation as Mutation, WechatBotInput } from '../../../../../__generated__/useUpdateWechatBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';

/** Saves a WeChat bot's settings; a blank token, key or secret keeps the saved one. */
export function useUpdateWechatBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateWechatBotMutation($id: ID!, $input: WechatBotInput!) {
      updateWechatBot(id: $id, input: $input) {
        __typename
        ... on WechatBotPayload {
          wechatBot {
            id
            ...WechatBotForm_bot
            ...WechatConsoleSettings_bot
            ...WechatBotRow_bot
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
    (id: string, input: WechatBotInput) => commitForSave(commit, { variables: { id, input } }, (response) => response.updateWechatBot, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
