import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTransferCreatorMutation as Mutation } from '../../../__generated__/useTransferCreatorMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Hands the creator role to another member; the viewer (the former creator) stays on as an admin. */
export function useTransferCreatorMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useTransferCreatorMutation($memberId: ID!) {
      transferCreator(memberId: $memberId) {
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
  const transfer = useCallback(
    (memberId: string) =>
      commitForResult(
        commit,
        {
          variables: { memberId },
          updater: (store, data) => {
            if (data?.transferCreator.__typename !== 'MemberPayload') return;
            // The payload names the new creator only; the viewer's own membership is now an admin's.
            store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('currentMember')?.setValue('ADMIN', 'wsUserType');
          },
        },
        (response) => response.transferCreator,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [transfer, inFlight] as const;
}
