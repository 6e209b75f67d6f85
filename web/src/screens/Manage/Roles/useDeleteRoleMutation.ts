import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteRoleMutation as Mutation } from '../../../__generated__/useDeleteRoleMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Deletes a custom role (its members stay members) and drops it from the given role lists. */
export function useDeleteRoleMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteRoleMutation($roleId: ID!, $connections: [ID!]!) {
      deleteRole(roleId: $roleId) {
        __typename
        ... on DeleteRolePayload {
          deletedRoleId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (roleId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { roleId, connections },
          optimisticResponse: { deleteRole: { __typename: 'DeleteRolePayload', deletedRoleId: roleId } },
        },
        (response) => response.deleteRole,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
