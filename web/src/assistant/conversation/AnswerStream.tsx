import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AnswerStreamSubscription } from '../../__generated__/AnswerStreamSubscription.graphql';
import { refreshRemainingChats } from './refreshRemainingChats';

const subscription = graphql`
  subscription AnswerStreamSubscription($messageId: ID!) {
    answerStream(messageId: $messageId) {
      offset
      delta
      status
      errorMessage
      followUpQuestions
      citations {
        index
        title
        url
        document {
          id
          title
          url
          downloadUrl
        }
      }
    }
  }
`;

// The text each streaming answer has reached, by message: the pieces build on it rather than on the
// stored record, which a refetch may meanwhile have set back to the last flush.
const streamed = new Map<string, string>();

/**
 * Follows an answer while it streams and writes each piece into the message in the store, so the
 * message re-renders as the text grows. The first event holds the whole text so far (also after a
 * reconnect); each next one puts its delta at its offset; the last one brings the final status.
 */
export function AnswerStream({ messageId }: { messageId: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<AnswerStreamSubscription>>(
    () => ({
      subscription,
      variables: { messageId },
      updater: (store, data) => {
        const event = data?.answerStream;
        const message = store.get(messageId);
        if (!event || !message) return;
        const before = event.offset === 0 ? '' : (streamed.get(messageId) ?? String(message.getValue('content') ?? ''));
        const text = before.slice(0, event.offset) + event.delta;
        message.setValue(text, 'content');
        message.setValue(event.status, 'status');
        message.setValue(event.errorMessage ?? null, 'errorMessage');
        const citations = store.getRootField('answerStream')?.getLinkedRecords('citations');
        if (citations) message.setLinkedRecords(citations, 'citations');
        if (event.status === 'STREAMING') {
          streamed.set(messageId, text);
        } else {
          streamed.delete(messageId);
          message.setValue([...(event.followUpQuestions ?? [])], 'followUpQuestions');
          // A failed answer gives its chat back.
          if (event.status === 'FAILED') refreshRemainingChats();
        }
      },
    }),
    [messageId],
  );
  useSubscription(config);
  return null;
}
