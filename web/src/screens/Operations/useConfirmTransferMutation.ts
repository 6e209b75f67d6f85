import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmTransferMutation as Mutation } from '../../__generated__/useConfirmTransferMutation.graphql';
import { changeTotalCount } from '../../relay/connectionTotals';
import { commitForResult } from '../../relay/mutationResult';

/** Confirms that a transfer arrived: the order is paid and takes effect; it leaves the pending list. */
export function useConfirmTransferMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useConfirmTransferMutation($orderId: ID!, $connections: [ID!]!) {
      confirmTransfer(orderId: $orderId) {
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
  const confirm = useCallback(
    (orderId: string, connections: string[]) =>
      commitForResult(
        commit,
        {
          variables: { orderId, connections },
          updater: (store, response) => {
            if (response?.confirmTransfer?.__typename === 'OrderPayload') changeTotalCount(store, connections, -1);
          },
        },
        (response) => response.confirmTransfer,
        t`Operation failed`,
      ),
    [commit, t],
  );
  return [confirm, inFlight] as const;
}
