import { Alert, Box, Flex, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChatConversation_conversation$key } from '../../__generated__/ChatConversation_conversation.graphql';
import type { ChatConversation_query$key } from '../../__generated__/ChatConversation_query.graphql';
import type { ChatConversation_workspace$key } from '../../__generated__/ChatConversation_workspace.graphql';
import { AgentPicker } from './AgentPicker';
import { Composer } from './Composer';
import { ShareConversationButton } from './ShareConversationButton';
import { ConversationOpener } from './ConversationOpener';
import { MessageLog } from './MessageLog';
import { NewConversation } from './NewConversation';
import { QuestionBubble } from './QuestionBubble';
import { useAsking } from './useAsking';
import { useStartConversationMutation } from './useStartConversationMutation';
import { useStickToBottom } from './useStickToBottom';

// A conversation's messages: not loaded for a new one (the side panel of /search starts with one),
// and asked for as soon as its first question is sent.
const loadMessageList = () => import('./MessageList');
const MessageList = lazy(async () => ({ default: (await loadMessageList()).MessageList }));

// Shown only when the chats run out: its dialog is loaded then, not with every conversation.
const QuotaExhaustedDialog = lazy(async () => ({ default: (await import('./QuotaExhaustedDialog')).QuotaExhaustedDialog }));

/**
 * One conversation: its messages above, the question box below. The same on /chat and in the
 * side panel of /search (`compact`). Without a conversation it is a new one: the first question
 * creates it, and `onStarted` tells the page which one it became.
 */
export function ChatConversation({
  conversation,
  workspace,
  query,
  onStarted,
  compact = false,
}: {
  conversation: ChatConversation_conversation$key | null;
  workspace: ChatConversation_workspace$key;
  query: ChatConversation_query$key;
  onStarted: (conversationId: string) => void;
  compact?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ChatConversation_conversation on Conversation @argumentDefinitions(messageCount: { type: "Int", defaultValue: 30 }) {
        id
        ...MessageList_conversation @arguments(count: $messageCount)
        ...Composer_conversation
        ...AgentPicker_conversation
        ...ShareConversationButton_conversation
        agent {
          ...ConversationOpener_agent
        }
      }
    `,
    conversation,
  );
  const space = useFragment(
    graphql`
      fragment ChatConversation_workspace on Workspace {
        chatEnabled
        ...Composer_workspace
      }
    `,
    workspace,
  );
  const root = useFragment(
    graphql`
      fragment ChatConversation_query on Query {
        ...AgentPicker_query
        availableAgents {
          id
          ...ConversationOpener_agent
        }
      }
    `,
    query,
  );
  const start = useStartConversationMutation();
  const [agentId, setAgentId] = useState<string | null>(null);
  const [scroller, stick] = useStickToBottom<HTMLDivElement>();
  const { ask, askAgain, sending, pending, quota, closeQuota } = useAsking({
    conversationId: data?.id ?? null,
    agentId,
    onStarted,
    beforeAsk: () => (void loadMessageList(), stick()),
  });

  const openerOf = (fresh: boolean, fallback: ReactNode = null) => (
    <ConversationOpener
      agent={data ? data.agent : root.availableAgents.find((agent) => agent.id === agentId)}
      fresh={fresh}
      onAsk={(question) => void ask(question)}
      disabled={sending || !space.chatEnabled}
      fallback={fallback}
    />
  );

  const px = compact ? 3 : { base: 4, md: 6 };
  return (
    <Flex direction="column" flex="1" minH={0} data-testid="chat-conversation">
      <Box ref={scroller} flex="1" minH={0} overflowY="auto" px={px} py={4}>
        <Box maxW={compact ? undefined : '3xl'} mx="auto">
          {data ? (
            <Suspense fallback={pending ? <MessageLog><QuestionBubble text={pending} pending /></MessageLog> : null}>
              <MessageList conversation={data} pendingQuestion={pending} onRegenerate={askAgain} onAsk={(question) => void ask(question)} opener={openerOf} />
            </Suspense>
          ) : (
            <>
              {pending ? null : openerOf(true, <NewConversation />)}
              <MessageLog>{pending ? <QuestionBubble text={pending} pending /> : null}</MessageLog>
            </>
          )}
        </Box>
      </Box>
      <Box borderTopWidth="1px" px={px} py={3} bg="bg.panel">
        <Box maxW={compact ? undefined : '3xl'} mx="auto">
          {space.chatEnabled ? (
            <HStack mb={2} justify="space-between" gap={2}>
              <AgentPicker query={root} conversation={data ?? null} value={agentId} onChange={setAgentId} />
              {data ? <ShareConversationButton conversation={data} /> : null}
            </HStack>
          ) : null}
          {space.chatEnabled ? (
            <Composer
              conversation={data ?? null}
              workspace={space}
              onSend={ask}
              sending={sending}
              compact={compact}
              startConversation={() => start(agentId)}
              onStarted={onStarted}
            />
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Chat is turned off for this workspace. Ask your admin to turn it on.</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
        </Box>
      </Box>
      {quota ? (
        <Suspense fallback={null}>
          <QuotaExhaustedDialog quota={quota} onClose={closeQuota} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
