import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useImportMembersMutation as Mutation } from '../../../__generated__/useImportMembersMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';

/**
 * Adds the people picked from an app's directory, by the addresses it gives, through the same
 * flow as adding by address: member limits apply, people without an account join at first sign-in.
 * The workspace's counts come back with the result.
 */
export function useImportMembersMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useImportMembersMutation($contacts: [MemberContactInput!]!) {
      addMembers(contacts: $contacts) {
        __typename
        ... on AddMembersPayload {
          added
          pending
          workspace {
            id
            ...MemberLimit_workspace
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const importMembers = useCallback(
    (emails: string[]) =>
      commitForSave(commit, { variables: { contacts: emails.map((email) => ({ email })) } }, (response) => response.addMembers, t`Operation failed`),
    [commit, t],
  );
  return [importMembers, inFlight] as const;
}
