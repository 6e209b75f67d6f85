import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateInvitationMutation as Mutation } from '../../../__generated__/useCreateInvitationMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Makes an invitation link and puts it first in the given invitation lists; the link itself comes back once. */
export function useCreateInvitationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateInvitationMutation($expiresInDays: Int, $maxUses: Int, $connections: [ID!]!) {
      createInvitation(expiresInDays: $expiresInDays, maxUses: $maxUses) {
        __typename
        ... on CreateInvitationPayload {
          link
          invitation @prependNode(connections: $connections, edgeTypeName: "WorkspaceInvitationsConnectionEdge") {
            id
            ...InvitationRow_invitation
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
    (input: { expiresInDays: number; maxUses: number | null }, connections: string[]) =>
      commitForSave(commit, { variables: { ...input, connections } }, (response) => response.createInvitation, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
