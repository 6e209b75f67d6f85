import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { BackOfficeOrderInput, useCreateBackOfficeOrderMutation as Mutation } from '../../__generated__/useCreateBackOfficeOrderMutation.graphql';
import { commitForSave } from '../../relay/mutationResult';

/** Records an order paid outside the product for a workspace: completed at once, in effect at once. */
export function useCreateBackOfficeOrderMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateBackOfficeOrderMutation($input: BackOfficeOrderInput!) {
      createBackOfficeOrder(input: $input) {
        __typename
        ... on OrderPayload {
          order {
            id
            ...OperationsOrder_order
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: BackOfficeOrderInput) => commitForSave(commit, { variables: { input } }, (response) => response.createBackOfficeOrder, t`Operation failed`),
    [commit, t],
  );
  return [create, inFlight] as const;
}
