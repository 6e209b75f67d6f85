import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RoleInput, useUpdateRoleMutation as Mutation } from '../../../__generated__/useUpdateRoleMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Renames, re-describes a role or replaces its members. */
export function useUpdateRoleMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateRoleMutation($roleId: ID!, $input: RoleInput!) {
      updateRole(roleId: $roleId, input: $input) {
        __typename
        ... on RolePayload {
          role {
            id
            name
            ...RoleRow_role
            ...RoleDialog_role
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
    (roleId: string, input: RoleInput) =>
      commitForSave(commit, { variables: { roleId, input } }, (response) => response.updateRole, t`Operation failed`),
    [commit, t],
  );
  return [update, inFlight] as const;
}
