import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AppInput, useUpdateAppMutation as Mutation } from '../../../__generated__/useUpdateAppMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Saves an app's settings; the answer refreshes what the edit page shows of them. */
export function useUpdateAppMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAppMutation($appId: ID!, $input: AppInput!) {
      updateApp(appId: $appId, input: $input) {
        __typename
        ... on AppPayload {
          app {
            id
            title
            updatedAt
            ...AppForm_app
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
    (appId: string, input: AppInput) =>
      commitForSave(commit, { variables: { appId, input } }, (response) => response.updateApp, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
