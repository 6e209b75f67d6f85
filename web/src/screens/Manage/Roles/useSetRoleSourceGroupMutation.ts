import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetRoleSourceGroupMutation as Mutation } from '../../../__generated__/useSetRoleSourceGroupMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Lets a role follow a source group, or none (an empty principal); the role's row shows it at once. */
export function useSetRoleSourceGroupMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetRoleSourceGroupMutation($input: SetRoleSourceGroupInput!) {
      setRoleSourceGroup(input: $input) {
        __typename
        ... on RolePayload {
          role {
            id
            ...RoleRow_role
            ...RoleDialog_role
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const setGroup = useCallback(
    (roleId: string, sourceGroup: string) =>
      commitForSave(commit, { variables: { input: { roleId, sourceGroup } } }, (response) => response.setRoleSourceGroup, t`Operation failed`),
    [commit, t],
  );
  return [setGroup, inFlight] as const;
}
