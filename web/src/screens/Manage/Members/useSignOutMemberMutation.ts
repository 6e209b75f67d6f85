import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSignOutMemberMutation as Mutation } from '../../../__generated__/useSignOutMemberMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Signs a member out of every browser; answers the failure's message, or null. */
export function useSignOutMemberMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSignOutMemberMutation($memberId: ID!) {
      signOutMember(memberId: $memberId) {
        __typename
        ... on SignOutMemberPayload {
          endedSessionCount
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const signOut = useCallback(
    (memberId: string) => commitForResult(commit, { variables: { memberId } }, (response) => response.signOutMember, t`Operation failed`),
    [commit, t],
  );
  return [signOut, inFlight] as const;
}
