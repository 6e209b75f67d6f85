import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateMemberTypeMutation as Mutation } from '../../../__generated__/useUpdateMemberTypeMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Makes a member an admin or an admin a member; answers null, or why the server refused. */
export function useUpdateMemberTypeMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateMemberTypeMutation($memberId: ID!, $wsUserType: WorkspaceUserType!) {
      updateMemberType(memberId: $memberId, wsUserType: $wsUserType) {
        __typename
        ... on MemberPayload {
          member {
            id
            wsUserType
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (memberId: string, wsUserType: 'ADMIN' | 'MEMBER') =>
      commitForResult(
        commit,
        {
          variables: { memberId, wsUserType },
          optimisticResponse: { updateMemberType: { __typename: 'MemberPayload', member: { id: memberId, wsUserType } } },
        },
        (response) => response.updateMemberType,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [update, inFlight] as const;
}
