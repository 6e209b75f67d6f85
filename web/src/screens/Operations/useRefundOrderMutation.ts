import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefundOrderMutation as Mutation } from '../../__generated__/useRefundOrderMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Refunds a paid order (refunding, then refunded once the money is back); what it bought ends. */
export function useRefundOrderMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRefundOrderMutation($orderId: ID!, $reason: String!) {
      refundOrder(orderId: $orderId, reason: $reason) {
        __typename
        ... on OrderPayload {
          order {
            id
            ...OperationsOrder_order
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const refund = useCallback(
    (orderId: string, reason: string) => commitForResult(commit, { variables: { orderId, reason } }, (response) => response.refundOrder, t`Operation failed`),
    [commit, t],
  );
  return [refund, inFlight] as const;
}
