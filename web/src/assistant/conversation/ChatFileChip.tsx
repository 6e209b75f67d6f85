import { Box, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChatFileChip_file$key } from '../../__generated__/ChatFileChip_file.graphql';
import { FileSize } from '../../components/FileSize';
import { toaster } from '../../components/ui/toaster';
import { useDeleteChatFileMutation } from './useDeleteChatFileMutation';
import { useRenameChatFileMutation } from './useRenameChatFileMutation';
import { CheckIcon, CloseIcon, PencilIcon } from './ChatIcons';

/** A file attached to the conversation: its name and size, renamed in place or removed. */
export function ChatFileChip({ file }: { file: ChatFileChip_file$key }) {
  const data = useFragment(
    graphql`
      fragment ChatFileChip_file on ChatFile {
        id
        name
        size
        hasText
      }
    `,
    file,
  );
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(data.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, renaming] = useRenameChatFileMutation();
  const [remove, removing] = useDeleteChatFileMutation();
  const name = data.name;

  const save = async () => {
    const next = draft.trim();
    if (!next) return setProblem(t`The file name cannot be empty`);
    if (next === data.name) return setEditing(false);
    const failure = await rename(data.id, next);
    if (failure) return setProblem(failure);
    setEditing(false);
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
  const removeNow = async () => {
    const failure = await remove(data.id);
    if (failure) toaster.error({ title: failure });
  };

  if (editing) {
    return (
      <Box as="li" listStyleType="none">
        <HStack gap={1}>
          <Input
            size="xs"
            width="44"
            autoFocus
            value={draft}
            aria-label={t`File name`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            disabled={renaming}
          />
          <IconButton size="2xs" variant="ghost" aria-label={t`Save the file name`} onClick={() => void save()} loading={renaming}>
            <CheckIcon />
          </IconButton>
          <IconButton size="2xs" variant="ghost" aria-label={t`Cancel renaming`} onClick={() => setEditing(false)}>
            <CloseIcon />
          </IconButton>
        </HStack>
        {problem ? (
          <Text role="alert" fontSize="xs" color="fg.error" mt={0.5}>
            {problem}
          </Text>
        ) : null}
      </Box>
    );
  }
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap={1}
      ps={2.5}
      pe={1}
      py={0.5}
      borderWidth="1px"
      borderRadius="full"
      bg="bg.subtle"
      fontSize="xs"
      maxW="full"
      data-testid="chat-file"
    >
      <Text truncate maxW="40" title={name}>
        {name}
      </Text>
      <Text color="fg.muted" flexShrink={0}>
        <FileSize bytes={data.size} />
      </Text>
      {data.hasText ? null : (
        <Text color="fg.muted" flexShrink={0} title={t`No text could be read from this file`}>
          {t`(no text)`}
        </Text>
      )}
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t`Rename ${name}`}
        onClick={() => {
          setDraft(name);
          setProblem(null);
          setEditing(true);
        }}
      >
        <PencilIcon />
      </IconButton>
      <IconButton size="2xs" variant="ghost" aria-label={t`Remove ${name}`} loading={removing} onClick={() => void removeNow()}>
        <CloseIcon />
      </IconButton>
    </HStack>
  );
}
