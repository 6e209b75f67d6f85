import { Button, Center } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MessageList_conversation$key } from '../../__generated__/MessageList_conversation.graphql';
import type { MessageListPaginationQuery } from '../../__generated__/MessageListPaginationQuery.graphql';
import { AnswerMessage } from './AnswerMessage';
import { rememberMessages } from './loadedCounts';
import { MessageLog } from './MessageLog';
import { QuestionBubble } from './QuestionBubble';
import { UserMessage } from './UserMessage';

const EARLIER = 30;

/**
 * The questions and answers of a conversation, oldest first: the latest ones, with a way to load
 * earlier ones; a question still on its way shows at the end. The agent's opening comes first.
 */
export function MessageList({
  conversation,
  pendingQuestion,
  onRegenerate,
  onAsk,
  opener,
}: {
  conversation: MessageList_conversation$key;
  pendingQuestion: string | null;
  onRegenerate: (messageId: string) => Promise<void>;
  onAsk: (question: string) => void;
  /** What the agent opens with, given whether nothing has been asked yet; above the first message. */
  opener: (fresh: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const { data, hasPrevious, isLoadingPrevious, loadPrevious } = usePaginationFragment<MessageListPaginationQuery, MessageList_conversation$key>(
    graphql`
      fragment MessageList_conversation on Conversation
      @refetchable(queryName: "MessageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        id
        messages(last: $count, before: $cursor) @connection(key: "MessageList_messages") {
          edges {
            node {
              id
              role
              ...UserMessage_message
              ...AnswerMessage_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const edges = data.messages.edges;
  useEffect(() => rememberMessages(data.id, edges.length), [data.id, edges.length]);
  const lastAnswer = edges.findLast(({ node }) => node.role === 'ASSISTANT')?.node.id;

  return (
    <MessageLog>
      {hasPrevious ? (
        <Center>
          <Button size="xs" variant="ghost" loading={isLoadingPrevious} loadingText={t`Loading…`} onClick={() => loadPrevious(EARLIER)}>
            <Trans>Load earlier messages</Trans>
          </Button>
        </Center>
      ) : (
        opener(edges.length === 0 && !pendingQuestion)
      )}
      {edges.map(({ node }) =>
        node.role === 'USER' ? (
          <UserMessage key={node.id} message={node} />
        ) : (
          <AnswerMessage key={node.id} message={node} isLast={node.id === lastAnswer && !pendingQuestion} onRegenerate={onRegenerate} onAsk={onAsk} />
        ),
      )}
      {pendingQuestion ? <QuestionBubble text={pendingQuestion} pending /> : null}
    </MessageLog>
  );
}
