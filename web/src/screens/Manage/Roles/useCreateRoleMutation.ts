import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RoleInput, useCreateRoleMutation as Mutation } from '../../../__generated__/useCreateRoleMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Creates a custom role and adds it at the end of the given role lists. */
export function useCreateRoleMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateRoleMutation($input: RoleInput!, $connections: [ID!]!) {
      createRole(input: $input) {
        __typename
        ... on RolePayload {
          role @appendNode(connections: $connections, edgeTypeName: "WorkspaceRolesConnectionEdge") {
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
  const create = useCallback(
    (input: RoleInput, connections: string[]) =>
      commitForSave(commit, { variables: { input, connections } }, (response) => response.createRole, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
