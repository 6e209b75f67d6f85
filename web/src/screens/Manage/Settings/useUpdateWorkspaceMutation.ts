import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateWorkspaceInput, useUpdateWorkspaceMutation as Mutation } from '../../../__generated__/useUpdateWorkspaceMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/**
 * Saves the workspace's settings. The answer updates the workspace record itself, so the header
 * (name, logo, colour) changes at once; other sessions hear of it through `workspaceUpdated`.
 */
export function useUpdateWorkspaceMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateWorkspaceMutation($input: UpdateWorkspaceInput!) {
      updateWorkspace(input: $input) {
        __typename
        ... on WorkspacePayload {
          workspace {
            id
            name
            primaryColor
            chatEnabled
            aiModelEnabled
            logoSquareUrl
            logoRectUrl
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
    (input: UpdateWorkspaceInput) =>
      commitForSave(commit, { variables: { input } }, (response) => response.updateWorkspace, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
