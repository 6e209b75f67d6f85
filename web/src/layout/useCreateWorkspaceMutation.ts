import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateWorkspaceInput, useCreateWorkspaceMutation as Mutation } from '../__generated__/useCreateWorkspaceMutation.graphql';
import { commitForResult } from '../relay/mutationResult';

/** Creates a workspace whose creator is the viewer (and their current one); null when done, else the message. */
export function useCreateWorkspaceMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateWorkspaceMutation($input: CreateWorkspaceInput!) {
      createWorkspace(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateWorkspaceInput) => commitForResult(commit, { variables: { input } }, (response) => response.createWorkspace, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
