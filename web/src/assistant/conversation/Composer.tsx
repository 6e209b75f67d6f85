import { Button, Flex, HStack, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Composer_conversation$key } from '../../__generated__/Composer_conversation.graphql';
import type { Composer_workspace$key } from '../../__generated__/Composer_workspace.graphql';
import { notices } from '../../i18n/notices';
import { ChatFiles } from './ChatFiles';
import { RemainingChats } from './RemainingChats';

/**
 * Where a question is written: Enter sends it, Shift+Enter starts a new line. Files are attached
 * above it; while one uploads, the question waits.
 */
export function Composer({
  conversation,
  workspace,
  onSend,
  sending,
  compact,
  startConversation,
  onStarted,
}: {
  conversation: Composer_conversation$key | null;
  workspace: Composer_workspace$key;
  /** Settles with whether the question went out (the text is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  compact: boolean;
  /** For files attached to a new conversation: starts it (its ID, or null when it could not start). */
  startConversation: () => Promise<string | null>;
  onStarted: (conversationId: string) => void;
}) {
  const conversationData = useFragment(
    graphql`
      fragment Composer_conversation on Conversation {
        ...ChatFiles_conversation
      }
    `,
    conversation,
  );
  const workspaceData = useFragment(
    graphql`
      fragment Composer_workspace on Workspace {
        ...RemainingChats_workspace
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((busy: boolean) => setUploading(busy), []);
  const ready = text.trim() !== '' && !sending && !uploading;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    if (await onSend(text.trim())) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Chinese, Japanese…) picks a candidate instead.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack as="form" gap={2} onSubmit={(event) => void submit(event)} aria-label={t`Ask a question`}>
      <ChatFiles
        conversation={conversationData ?? null}
        onUploadingChange={onUploadingChange}
        startConversation={startConversation}
        onStarted={onStarted}
      />
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={uploading}
        placeholder={uploading ? i18n._(notices.fileUploading) : t`Ask about your documents (Enter to send, Shift+Enter for a new line)`}
        aria-label={t`Your question`}
        autoresize
        rows={compact ? 2 : 3}
        maxH="40"
        size={compact ? 'sm' : 'md'}
        bg="bg"
      />
      <Flex align="center" justify="space-between" gap={2}>
        <RemainingChats workspace={workspaceData} />
        <HStack>
          <Button type="submit" colorPalette="brand" size={compact ? 'sm' : 'md'} disabled={!ready} loading={sending} loadingText={t`Sending…`}>
            <Trans>Send</Trans>
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
