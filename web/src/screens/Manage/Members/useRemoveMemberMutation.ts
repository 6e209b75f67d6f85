import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveMemberMutation as Mutation } from '../../../__generated__/useRemoveMemberMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';

/** Removes a member and drops them from the given member connections (and their totals). */
export function useRemoveMemberMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveMemberMutation($memberId: ID!, $connections: [ID!]!) {
      removeMember(memberId: $memberId) {
        __typename
        ... on RemoveMemberPayload {
          removedMemberId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (memberId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { memberId, connections },
          updater: (store, data) => {
            if (data?.removeMember.__typename !== 'RemoveMemberPayload') return;
            for (const id of connections) {
              const connection = store.get(id);
              const total = connection?.getValue('totalCount');
              if (typeof total === 'number') connection!.setValue(Math.max(0, total - 1), 'totalCount');
            }
          },
        },
        (response) => response.removeMember,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [remove, inFlight] as const;
}
