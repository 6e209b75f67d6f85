import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateWechatBotMutation as Mutation, WechatBotInput } from '../../../../../__generated__/useCreateWechatBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';

/** Adds a WeChat bot; its callback URL, and a token and key when none were given, are made for it. */
export function useCreateWechatBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateWechatBotMutation($input: WechatBotInput!) {
      createWechatBot(input: $input) {
        __typename
        ... on WechatBotPayload {
          wechatBot {
            id
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
  const create = useCallback(
    (input: WechatBotInput) => commitForSave(commit, { variables: { input } }, (response) => response.createWechatBot, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
