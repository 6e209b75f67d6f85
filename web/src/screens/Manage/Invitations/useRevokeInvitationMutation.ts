import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeInvitationMutation as Mutation } from '../../../__generated__/useRevokeInvitationMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Revokes an invitation link (nobody else joins with it) and drops it from the given lists. */
export function useRevokeInvitationMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRevokeInvitationMutation($invitationId: ID!, $connections: [ID!]!) {
      revokeInvitation(invitationId: $invitationId) {
        __typename
        ... on RevokeInvitationPayload {
          revokedInvitationId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const revoke = useCallback(
    (invitationId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { invitationId, connections },
          optimisticResponse: { revokeInvitation: { __typename: 'RevokeInvitationPayload', revokedInvitationId: invitationId } },
        },
        (response) => response.revokeInvitation,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [revoke, inFlight] as const;
}
