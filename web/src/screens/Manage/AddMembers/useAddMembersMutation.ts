import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MemberContactInput, useAddMembersMutation as Mutation } from '../../../__generated__/useAddMembersMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/** Adds people by e-mail or phone; what happened to each, and the workspace's counts and limit, come back with the result. */
export function useAddMembersMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddMembersMutation($contacts: [MemberContactInput!]!) {
      addMembers(contacts: $contacts) {
        __typename
        ... on AddMembersPayload {
          added
          pending
          contacts {
            contact
            outcome
            name
          }
          workspace {
            id
            ...MemberLimit_workspace
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
  const add = useCallback(
    (contacts: MemberContactInput[]) =>
      commitForSave(commit, { variables: { contacts } }, (response) => response.addMembers, t`Operation failed`),
    [commit, t],
  );
  return [add, inFlight] as const;
}
