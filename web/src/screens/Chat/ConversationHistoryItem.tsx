import { Box, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ConversationHistoryItem_conversation$key } from '../../__generated__/ConversationHistoryItem_conversation.graphql';
import { checkLength } from '../../../../bff/src/validation/rules.ts';
import { RelativeTime } from '../../components/RelativeTime';
import { TruncatedText } from '../../components/TruncatedText';
import { toaster } from '../../components/ui/toaster';
import { ruleMessages } from '../../i18n/rule-messages';
import { useRenameConversationMutation } from './useRenameConversationMutation';
import { CheckIcon, CloseIcon, DownloadIcon, PencilIcon, TrashIcon } from '../../assistant/conversation/ChatIcons';

/** A conversation in the history: opens it; renamed in place; exported as Markdown; deleted after asking. */
export function ConversationHistoryItem({
  conversation,
  active,
  onDelete,
}: {
  conversation: ConversationHistoryItem_conversation$key;
  active: boolean;
  onDelete: (conversationId: string, title: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment ConversationHistoryItem_conversation on Conversation {
        id
        title
        updatedAt
      }
    `,
    conversation,
  );
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(data.title);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, renaming] = useRenameConversationMutation();
  const title = data.title || t`Untitled conversation`;

  const save = async () => {
    const next = draft.trim();
    if (!next) return setProblem(t`The title cannot be empty`);
    const tooLong = checkLength('conversationTitle', next);
    if (tooLong) return setProblem(i18n._(ruleMessages[tooLong]));
    if (next === data.title) return setEditing(false);
    setEditing(false);
    const failure = await rename(data.id, next);
    if (failure) toaster.error({ title: failure });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(false);
    }
  };

  if (editing) {
    return (
      <Box as="li" px={2} py={1.5}>
        <HStack gap={1}>
          <Input
            size="sm"
            autoFocus
            value={draft}
            aria-label={t`Conversation title`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            disabled={renaming}
          />
          <IconButton size="xs" variant="ghost" aria-label={t`Save the title`} onClick={() => void save()}>
            <CheckIcon />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t`Cancel renaming`} onClick={() => setEditing(false)}>
            <CloseIcon />
          </IconButton>
        </HStack>
        {problem ? (
          <Text role="alert" fontSize="xs" color="fg.error" mt={1}>
            {problem}
          </Text>
        ) : null}
      </Box>
    );
  }
  return (
    <HStack
      as="li"
      gap={0}
      borderRadius="md"
      bg={active ? 'brand.subtle' : undefined}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
      data-testid="conversation-item"
    >
      <Stack asChild gap={0} flex="1" minW={0} px={3} py={2} borderRadius="md">
        <Link to={`/chat?c=${encodeURIComponent(data.id)}`} aria-current={active ? 'page' : undefined}>
          <TruncatedText fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'brand.fg' : undefined}>
            {title}
          </TruncatedText>
          <Text fontSize="xs" color="fg.muted">
            <RelativeTime value={data.updatedAt} />
          </Text>
        </Link>
      </Stack>
      <HStack gap={0} pe={1} color="fg.muted">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t`Rename ${title}`}
          onClick={() => {
            setDraft(data.title);
            setProblem(null);
            setEditing(true);
          }}
        >
          <PencilIcon />
        </IconButton>
        <IconButton asChild size="xs" variant="ghost" aria-label={t`Export ${title} as Markdown`}>
          <a href={`/api/chat/conversations/${encodeURIComponent(data.id)}/markdown`} download>{<DownloadIcon />}</a>
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t`Delete ${title}`} onClick={() => onDelete(data.id, title)}>
          <TrashIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
