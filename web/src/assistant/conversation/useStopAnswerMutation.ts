import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStopAnswerMutation as Mutation } from '../../__generated__/useStopAnswerMutation.graphql';
import { commitForResult } from '../../relay/mutationResult';

/** Stops an answer while it streams; the stream itself then brings its final state. */
export function useStopAnswerMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useStopAnswerMutation($messageId: ID!) {
      stopAnswer(messageId: $messageId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const stop = useCallback(
    (messageId: string) => commitForResult(commit, { variables: { messageId } }, (response) => response.stopAnswer, t`Operation failed`),
    [commit, t],
  );
  return [stop, inFlight] as const;
}
