import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ConversationHistory_query$key } from '../../__generated__/ConversationHistory_query.graphql';
import type { ConversationHistoryPaginationQuery } from '../../__generated__/ConversationHistoryPaginationQuery.graphql';
import { rememberHistory } from '../../assistant/conversation/loadedCounts';
import { toaster } from '../../components/ui/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConversationHistoryItem } from './ConversationHistoryItem';
import { useDeleteConversationMutation } from '../../assistant/conversation/useDeleteConversationMutation';

const PAGE = 20;

/** The person's conversations, most recent first, with a new chat on top and more on request. */
export function ConversationHistory({
  query,
  activeId,
  onNewChat,
  onDeleted,
}: {
  query: ConversationHistory_query$key;
  activeId: string | null;
  onNewChat: () => void;
  onDeleted: (conversationId: string) => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ConversationHistoryPaginationQuery, ConversationHistory_query$key>(
    graphql`
      fragment ConversationHistory_query on Query
      @refetchable(queryName: "ConversationHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conversations(first: $count, after: $cursor) @connection(key: "ConversationHistory_conversations") {
          __id
          edges {
            node {
              id
              ...ConversationHistoryItem_conversation
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [remove, removing] = useDeleteConversationMutation();
  const edges = data.conversations.edges;
  useEffect(() => rememberHistory(edges.length), [edges.length]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, [data.conversations.__id]);
    const id = deleting.id;
    setDeleting(null);
    if (failure) return toaster.error({ title: failure });
    toaster.success({ title: t`Conversation deleted` });
    onDeleted(id);
  };

  return (
    <Stack gap={3} flex="1" minH={0} py={3}>
      <Box px={3}>
        <Button width="full" colorPalette="brand" variant="outline" onClick={onNewChat}>
          <span aria-hidden>＋</span>
          <Trans>New chat</Trans>
        </Button>
      </Box>
      <Box flex="1" minH={0} overflowY="auto" px={2}>
        {edges.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" px={2} py={4} textAlign="center">
            <Trans>No conversations yet.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap={0.5} listStyleType="none" aria-label={t`Conversations`}>
            {edges.map(({ node }) => (
              <ConversationHistoryItem
                key={node.id}
                conversation={node}
                active={node.id === activeId}
                onDelete={(id, title) => setDeleting({ id, title })}
              />
            ))}
          </Stack>
        )}
        {hasNext ? (
          <Center py={2}>
            <Button size="xs" variant="ghost" loading={isLoadingNext} loadingText={t`Loading…`} onClick={() => loadNext(PAGE)}>
              <Trans>Load more</Trans>
            </Button>
          </Center>
        ) : null}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete this conversation?`}
        description={t`“${deleting?.title ?? ''}” will be deleted with its messages and files. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void confirmDelete()}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </Stack>
  );
}
