import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePayOrderByBankTransferMutation as Mutation } from '../../../../__generated__/usePayOrderByBankTransferMutation.graphql';
import { commitForResult } from '../../../../relay/mutationResult';

/** Chooses bank transfer for an order: the order then shows the account and its payment code. */
export function usePayOrderByBankTransferMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation usePayOrderByBankTransferMutation($orderId: ID!) {
      payOrderByBankTransfer(orderId: $orderId) {
        __typename
        ... on PayOrderByBankTransferPayload {
          order {
            id
            paymentMethod
            paymentCode
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const choose = useCallback(
    (orderId: string) => commitForResult(commit, { variables: { orderId } }, (response) => response.payOrderByBankTransfer, t`Operation failed`),
    [commit, t],
  );
  return [choose, inFlight] as const;
}
