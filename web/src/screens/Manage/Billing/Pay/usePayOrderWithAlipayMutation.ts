import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePayOrderWithAlipayMutation as Mutation } from '../../../../__generated__/usePayOrderWithAlipayMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';

/** Asks for Alipay's payment page for an order: the address to send the browser to, or why not. */
export function usePayOrderWithAlipayMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation usePayOrderWithAlipayMutation($orderId: ID!) {
      payOrderWithAlipay(orderId: $orderId) {
        __typename
        ... on PayOrderWithAlipayPayload {
          paymentUrl
          order {
            id
            paymentMethod
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const pay = useCallback(
    async (orderId: string) => {
      const outcome = await commitForSave(commit, { variables: { orderId } }, (response) => response.payOrderWithAlipay, t`Operation failed`);
      const result = outcome.response?.payOrderWithAlipay;
      return { url: result?.__typename === 'PayOrderWithAlipayPayload' ? result.paymentUrl : null, message: outcome.message };
    },
    [commit, t],
  );
  return [pay, inFlight] as const;
}
