import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FeedbackReason as GraphQLReason, useRateAnswerMutation as Mutation } from '../../__generated__/useRateAnswerMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';
import type { Feedback } from './answerFeedback';

/** Votes on an answer, changes the vote or takes it back; the answer's `feedback` follows. */
export function useRateAnswerMutation(messageId: string) {
  const { t } = useLingui();
  const [commit] = useMutation<Mutation>(graphql`
    mutation useRateAnswerMutation($input: RateAnswerInput!) {
      rateAnswer(input: $input) {
        __typename
        ... on ChatMessage {
          id
          feedback {
            vote
            reasons
            comment
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (next: Feedback) =>
      commitForResult(
        commit,
        {
          variables: {
            input: {
              messageId,
              vote: next ? (next.vote === 'up' ? 'UP' : 'DOWN') : null,
              reasons: next?.reasons.map((reason) => reason.toUpperCase() as GraphQLReason) ?? [],
              comment: next?.comment ?? '',
            },
          },
        },
        (response) => response.rateAnswer,
        t`Operation failed`,
      ),
    [commit, messageId, t],
  );
}
