import { Alert, Box, Button, Flex, Heading } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ChatScreenQuery$data } from '../../__generated__/ChatScreenQuery.graphql';
import { ChatConversation } from '../../assistant/conversation/ChatConversation';
import { usePageTitle } from '../../layout/usePageTitle';
import { useStartupTheme } from '../../layout/useStartupTheme';
import { applyPrimaryColor } from '../../theme/system';
import { ChatTopBar } from './ChatTopBar';
import { ConversationHistory } from './ConversationHistory';

export const chatScreenQuery = graphql`
  query ChatScreenQuery($conversationId: ID!, $hasConversation: Boolean!, $historyCount: Int!) {
    viewer {
      theme
      ...ChatTopBar_viewer
      currentWorkspace {
        primaryColor
        ...ChatConversation_workspace
      }
    }
    ...ConversationHistory_query @arguments(count: $historyCount)
    ...ChatConversation_query
    conversation: node(id: $conversationId) @include(if: $hasConversation) {
      ... on Conversation {
        id
        title
      }
      ...ChatConversation_conversation @alias(as: "chat")
    }
  }
`;

/**
 * /chat: the conversation history on the left, the open conversation (`?c=`) on the right, or a
 * new one. A first question turns the new one into a conversation of the history.
 */
export function ChatScreen({ data, conversationId }: { data: ChatScreenQuery$data; conversationId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [historyOpen, setHistoryOpen] = useState(false);
  const conversation = data.conversation?.chat && data.conversation.id ? { ...data.conversation, key: data.conversation.chat } : null;
  const missing = conversationId !== null && conversation === null;

  const workspace = data.viewer?.currentWorkspace;
  useEffect(() => applyPrimaryColor(workspace?.primaryColor), [workspace?.primaryColor]);
  // The page may be the first one opened: the account's theme, as the frame applies it.
  useStartupTheme(data.viewer?.theme);
  const title = conversation?.title;
  usePageTitle(title || t`Chat`);

  const open = (id: string | null) => {
    setHistoryOpen(false);
    navigate(id ? `/chat?c=${encodeURIComponent(id)}` : '/chat');
  };

  return (
    <Flex direction="column" h="100dvh">
      {data.viewer ? <ChatTopBar viewer={data.viewer} historyOpen={historyOpen} onToggleHistory={() => setHistoryOpen((open) => !open)} /> : null}
      <Flex flex="1" minH={0}>
        <Flex
          as="nav"
          aria-label={t`Chat history`}
          direction="column"
          width={{ base: 'full', md: '72' }}
          flexShrink={0}
          borderRightWidth="1px"
          bg="bg.subtle"
          display={{ base: historyOpen ? 'flex' : 'none', md: 'flex' }}
          // On a narrow screen the history covers the conversation: opening one shows it.
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setHistoryOpen(false);
          }}
        >
          <ConversationHistory
            query={data}
            activeId={conversation?.id ?? null}
            onNewChat={() => open(null)}
            onDeleted={(id) => {
              if (id === conversation?.id) navigate('/chat', { replace: true });
            }}
          />
        </Flex>
        <Flex as="main" direction="column" flex="1" minW={0} display={{ base: historyOpen ? 'none' : 'flex', md: 'flex' }}>
          <Heading as="h2" size="sm" px={{ base: 4, md: 6 }} py={3} borderBottomWidth="1px" truncate title={title ?? undefined} data-testid="conversation-title">
            {title ?? t`New chat`}
          </Heading>
          {!workspace ? null : missing ? (
            <Box p={6}>
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <Trans>This conversation does not exist, or it has been deleted.</Trans>
                  </Alert.Title>
                </Alert.Content>
              </Alert.Root>
              <Button mt={4} colorPalette="brand" onClick={() => open(null)}>
                <Trans>New chat</Trans>
              </Button>
            </Box>
          ) : (
            <ChatConversation
              key={conversation?.id ?? 'new'}
              conversation={conversation?.key ?? null}
              workspace={workspace}
              query={data}
              onStarted={(id) => open(id)}
            />
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
