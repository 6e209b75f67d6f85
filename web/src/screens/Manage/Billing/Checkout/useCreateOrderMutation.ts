import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { OrderInput, useCreateOrderMutation as Mutation } from '../../../../__generated__/useCreateOrderMutation.graphql';
import { commitForSave } from '../../../../relay/mutationResult';

export type OrderItem = OrderInput['item'];

/** Places an order for a version or an add-on; it comes back ready to be paid. */
export function useCreateOrderMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateOrderMutation($input: OrderInput!) {
      createOrder(input: $input) {
        __typename
        ... on OrderPayload {
          order {
            id
            ...PayOrder_order
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: OrderInput) => commitForSave(commit, { variables: { input } }, (response) => response.createOrder, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
