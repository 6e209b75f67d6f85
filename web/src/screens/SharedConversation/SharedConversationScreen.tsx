import { EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { SharedConversationScreenQuery$data } from '../../__generated__/SharedConversationScreenQuery.graphql';
import { MessageLog } from '../../assistant/conversation/MessageLog';
import { UserMessage } from '../../assistant/conversation/UserMessage';
import { usePageTitle } from '../../layout/usePageTitle';
import { SharedAnswer } from './SharedAnswer';

export const sharedConversationScreenQuery = graphql`
  query SharedConversationScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Conversation {
        title
        sharedBy
        viewerIsOwner
        messages(first: 100) {
          edges {
            node {
              id
              role
              ...UserMessage_message
              ...SharedAnswer_message
            }
          }
        }
      }
    }
  }
`;

/**
 * A conversation read-only: one a member shared with the workspace (or the viewer's own, shared).
 * Its answers show only the sources the viewer may read themselves; anything else is as if it
 * did not exist.
 */
export function SharedConversationScreen({ data }: { data: SharedConversationScreenQuery$data }) {
  const { t } = useLingui();
  const conversation = data.node && 'messages' in data.node ? data.node : null;
  usePageTitle(conversation?.title ?? t`Conversation not found`);
  if (!conversation?.messages) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>
              <Trans>Conversation not found</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>It was never shared with you, or its member stopped sharing it.</Trans>
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const owner = conversation.sharedBy ?? '';
  return (
    <Stack gap={4} maxW="3xl" mx="auto" w="full">
      <Stack gap={1}>
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {conversation.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {conversation.viewerIsOwner ? <Trans>Shared by you with the workspace’s members, read-only.</Trans> : <Trans>Shared by {owner}, read-only.</Trans>}
        </Text>
      </Stack>
      <MessageLog>
        {conversation.messages.edges.map(({ node }) => (node.role === 'USER' ? <UserMessage key={node.id} message={node} /> : <SharedAnswer key={node.id} message={node} />))}
      </MessageLog>
    </Stack>
  );
}
