import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelOrderMutation as Mutation } from '../../../../__generated__/useCancelOrderMutation.graphql';
import { commitForResult } from '../../../../relay/mutationResult';

/** Cancels an order awaiting payment; its row and detail say so once the server agrees. */
export function useCancelOrderMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCancelOrderMutation($orderId: ID!) {
      cancelOrder(orderId: $orderId) {
        __typename
        ... on OrderPayload {
          order {
            id
            status
            ...OrderRow_order
            ...OrderDetail_order
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const cancel = useCallback(
    (orderId: string) => commitForResult(commit, { variables: { orderId } }, (response) => response.cancelOrder, t`Operation failed`),
    [commit, t],
  );
  return [cancel, inFlight] as const;
}
