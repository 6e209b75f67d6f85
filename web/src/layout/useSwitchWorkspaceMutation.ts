import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSwitchWorkspaceMutation as Mutation } from '../__generated__/useSwitchWorkspaceMutation.graphql';
import { commitForResult } from '../relay/mutationResult';

/** Makes another of the viewer's workspaces their current one; null when done, else the message. */
export function useSwitchWorkspaceMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSwitchWorkspaceMutation($workspaceId: ID!) {
      switchWorkspace(workspaceId: $workspaceId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const switchTo = useCallback(
    (workspaceId: string) => commitForResult(commit, { variables: { workspaceId } }, (response) => response.switchWorkspace, t`Operation failed`),
    [commit, t],
  );
  return [switchTo, inFlight] as const;
}
