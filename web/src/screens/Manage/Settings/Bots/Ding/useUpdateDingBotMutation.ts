import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateDingBotMutation as Mutation, DingBotInput } from '../../../../../__generated__/useUpdateDingBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';

/** Saves a DingTalk bot's settings; a blank secret keeps the saved one. */
export function useUpdateDingBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateDingBotMutation($id: ID!, $input: DingBotInput!) {
      updateDingBot(id: $id, input: $input) {
        __typename
        ... on DingBotPayload {
          dingBot {
            id
            ...DingBotForm_bot
            ...DingConsoleSettings_bot
            ...DingBotRow_bot
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
    (id: string, input: DingBotInput) => commitForSave(commit, { variables: { id, input } }, (response) => response.updateDingBot, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
