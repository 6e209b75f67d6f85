import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateDingBotMutation as Mutation, DingBotInput } from '../../../../../__generated__/useCreateDingBotMutation.graphql';
import { commitForSave } from '../../../../../relay/mutationResult';

/** Adds a DingTalk bot; its message receive URL is made for it. */
export function useCreateDingBotMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateDingBotMutation($input: DingBotInput!) {
      createDingBot(input: $input) {
        __typename
        ... on DingBotPayload {
          dingBot {
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
    (input: DingBotInput) => commitForSave(commit, { variables: { input } }, (response) => response.createDingBot, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
