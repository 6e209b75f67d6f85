import { Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
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
 * visit starts a new conversation; it can be carried on on the chat page.
 */
export function PanelConversation({
  conversationId,
  onConversationChange,
}: {
  conversationId: string | null;
  onConversationChange: (conversationId: string | null) => void;
}) {
  const data = useLazyLoadQuery<PanelConversationQuery>(
    query,
    { conversationId: conversationId ?? '', hasConversation: conversationId !== null },
    { fetchPolicy: 'store-and-network' },
  );
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
        onStarted={onConversationChange}
      />
    </Flex>
  );
}
