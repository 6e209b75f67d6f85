import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnlinkSourceAccountMutation as Mutation } from '../../../__generated__/useUnlinkSourceAccountMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';
import type { LinkedAccount } from './sourceAccount';

/** Ends an account's link to a member; the row shows it unlinked at once. Settles with the failure's message, if any. */
export function useUnlinkSourceAccountMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUnlinkSourceAccountMutation($input: UnlinkSourceAccountInput!) {
      unlinkSourceAccount(input: $input) {
        __typename
        ... on UnlinkSourceAccountPayload {
          sourceAccount {
            id
            member {
              id
              wsUsername
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const unlink = useCallback(
    ({ id, provider, externalId }: LinkedAccount) =>
      commitForResult(
        commit,
        {
          variables: { input: { provider, externalId } },
          optimisticResponse: { unlinkSourceAccount: { __typename: 'UnlinkSourceAccountPayload', sourceAccount: { id, member: null } } },
        },
        (response) => response.unlinkSourceAccount,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [unlink, inFlight] as const;
}
