import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRejectTransferMutation as Mutation } from '../../__generated__/useRejectTransferMutation.graphql';
import { changeTotalCount } from '../../relay/connectionTotals';
import { commitForResult } from '../../relay/mutationResult';

/** Rejects a transfer with a reason the buyer reads; the order awaits payment again and leaves the pending list. */
export function useRejectTransferMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRejectTransferMutation($orderId: ID!, $reason: String!, $connections: [ID!]!) {
      rejectTransfer(orderId: $orderId, reason: $reason) {
        __typename
        ... on OrderPayload {
          order {
            id
            status
            removed: id @deleteEdge(connections: $connections)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const reject = useCallback(
    (orderId: string, reason: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { orderId, reason, connections },
          updater: (store, response) => {
            if (response?.rejectTransfer?.__typename === 'OrderPayload') changeTotalCount(store, connections, -1);
          },
        },
        (response) => response.rejectTransfer,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [reject, inFlight] as const;
}
