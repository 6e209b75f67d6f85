import { Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PanelConversationQuery } from '../__generated__/PanelConversationQuery.graphql';
import { ChatConversation } from './conversation/ChatConversation';

const query = graphql`
  query PanelConversationQuery($conversationId: ID!, $hasConversation: Boolean!) {
    viewer {
      currentWorkspace {
        ...ChatConversation_workspace
      }
    }
    ...ChatConversation_query
    conversation: node(id: $conversationId) @include(if: $hasConversation) {
      ... on Conversation {
        id
      }
      ...ChatConversation_conversation @alias(as: "chat")
    }
  }
`;

/**
 * The conversation inside the side panel of /search: the same one as on /chat, narrower. Each
 * visit starts a new conversation; it can be carried on on the chat page. What opened the panel
 * loaded it (see panel.ts); another conversation is opened the same way (`onConversationChange`).
 */
export function PanelConversation({
  panel,
  onConversationChange,
}: {
  panel: PreloadedQuery<PanelConversationQuery>;
  onConversationChange: (conversationId: string | null) => void;
}) {
  const data = usePreloadedQuery<PanelConversationQuery>(query, panel);
  const workspace = data.viewer?.currentWorkspace;
  const id = data.conversation?.chat ? (data.conversation.id ?? null) : null;
  if (!workspace) return null;
  return (
    <Flex direction="column" flex="1" minH={0}>
      <HStack justify="space-between" px={3} py={1.5} borderBottomWidth="1px">
        <Button size="xs" variant="ghost" disabled={!id} onClick={() => onConversationChange(null)}>
          <span aria-hidden>＋</span>
          <Trans>New chat</Trans>
        </Button>
        <Link asChild fontSize="xs" color="brand.fg">
          <RouterLink to={id ? `/chat?c=${encodeURIComponent(id)}` : '/chat'}>
            <Trans>Open on the chat page</Trans>
            <span aria-hidden>↗</span>
          </RouterLink>
        </Link>
      </HStack>
      <ChatConversation
        key={id ?? 'new'}
        compact
        conversation={data.conversation?.chat ?? null}
        workspace={workspace}
        query={data}
        onStarted={onConversationChange}
      />
    </Flex>
  );
}
