import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { GiftSubscriptionInput, useGiftSubscriptionMutation as Mutation } from '../../__generated__/useGiftSubscriptionMutation.graphql';
import { commitForSave } from '../../relay/mutationResult';

/** Gives a workspace a version or an add-on for a time: a subscription whose source is a gift. */
export function useGiftSubscriptionMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useGiftSubscriptionMutation($input: GiftSubscriptionInput!) {
      giftSubscription(input: $input) {
        __typename
        ... on GiftSubscriptionPayload {
          subscription {
            name
            startsAt
            endsAt
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
  const gift = useCallback(
    (input: GiftSubscriptionInput) => commitForSave(commit, { variables: { input } }, (response) => response.giftSubscription, t`Operation failed`),
    [commit, t],
  );
  return [gift, inFlight] as const;
}
