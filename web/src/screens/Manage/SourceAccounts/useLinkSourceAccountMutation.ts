import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLinkSourceAccountMutation as Mutation } from '../../../__generated__/useLinkSourceAccountMutation.graphql';
import { commitForSave } from '../../../relay/mutationResult';
import type { LinkedAccount } from './sourceAccount';

/** Links an account to a member; the row shows the member at once. Settles with what happened. */
export function useLinkSourceAccountMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useLinkSourceAccountMutation($input: LinkSourceAccountInput!) {
      linkSourceAccount(input: $input) {
        __typename
        ... on LinkSourceAccountPayload {
          sourceAccount {
            id
            member {
              id
              wsUsername
            }
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
  const link = useCallback(
    ({ id, provider, externalId }: LinkedAccount, member: { id: string; wsUsername: string }) =>
      commitForSave(
        commit,
        {
          // The account by its ID at the source: a login may have passed to someone else since.
          variables: { input: { memberId: member.id, provider, account: externalId } },
          optimisticResponse: { linkSourceAccount: { __typename: 'LinkSourceAccountPayload', sourceAccount: { id, member } } },
        },
        (response) => response.linkSourceAccount,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [link, inFlight] as const;
}
