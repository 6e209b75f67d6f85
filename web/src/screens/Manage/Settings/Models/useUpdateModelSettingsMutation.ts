import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ModelKind,
  ModelSettingsInput,
  useUpdateModelSettingsMutation as Mutation,
} from '../../../../__generated__/useUpdateModelSettingsMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';

/**
 * Saves one of the workspace's models. The answer reads the model settings again, and the
 * re-embedding progress (a new embedding model starts it), so the screen shows both at once.
 */
export function useUpdateModelSettingsMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateModelSettingsMutation($kind: ModelKind!, $input: ModelSettingsInput!) {
      updateModelSettings(kind: $kind, input: $input) {
        __typename
        ... on UpdateModelSettingsPayload {
          workspace {
            id
            models {
              chat {
                ...ModelForm_settings
              }
              embedding {
                ...ModelForm_settings
              }
            }
            ...ReembeddingProgress_workspace
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
    (kind: ModelKind, input: ModelSettingsInput) =>
      commitForSave(commit, { variables: { kind, input } }, (response) => response.updateModelSettings, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
