import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { ChatFiles_conversation$key } from '../../__generated__/ChatFiles_conversation.graphql';
import type { ChatFilesRefetchQuery } from '../../__generated__/ChatFilesRefetchQuery.graphql';
import { toaster } from '../../components/ui/toaster';
import { notices } from '../../i18n/notices';
import { ChatFileChip } from './ChatFileChip';
import { ChatFileFailures } from './ChatFileFailures';
import { CHAT_FILE_ACCEPT, CHAT_FILES_MAX } from './chatFileLimits';
import { useChatFileUpload } from './useChatFileUpload';
import { useDeleteConversationMutation } from './useDeleteConversationMutation';
import { HISTORY_CONNECTION } from './historyConnection';
import { PaperclipIcon } from './ChatIcons';

// The bar and the upload itself come with the first file attached, not with every conversation.
const ChatUploadProgress = lazy(async () => ({ default: (await import('./ChatUploadProgress')).ChatUploadProgress }));

/**
 * The files attached to the conversation, as chips, and the way to attach more (up to 10, each at
 * most 20 MB) with the upload's progress. Files attached to a new conversation start it first;
 * once they are uploaded, `onStarted` tells the page which conversation it became (one that took
 * none of them is deleted again).
 */
export function ChatFiles({
  conversation,
  onUploadingChange,
  startConversation,
  onStarted,
}: {
  conversation: ChatFiles_conversation$key | null;
  onUploadingChange: (uploading: boolean) => void;
  startConversation: () => Promise<string | null>;
  onStarted: (conversationId: string) => void;
}) {
  const [data, refetch] = useRefetchableFragment<ChatFilesRefetchQuery, ChatFiles_conversation$key>(
    graphql`
      fragment ChatFiles_conversation on Conversation @refetchable(queryName: "ChatFilesRefetchQuery") {
        id
        files {
          id
          ...ChatFileChip_file
        }
      }
    `,
    conversation,
  );
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const files = data?.files ?? [];
  const { attach, uploading, failures, dismissFailures } = useChatFileUpload(data?.id ?? null, files.length, () => {
    // A conversation started for these files is shown with them once they are all uploaded.
    if (data) {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }
  });
  const [discard] = useDeleteConversationMutation();
  const [starting, setStarting] = useState(false);
  const busy = uploading !== null || starting;
  const choose = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (data) return void (await attach(chosen));
    setStarting(true);
    const started = await startConversation();
    setStarting(false);
    if (!started) return;
    const refused = await attach(chosen, started);
    if (refused.length === chosen.length) {
      // Nothing was taken: the conversation started for these files goes again (it holds
      // nothing), and the refusals stay in view here, on the new conversation.
      await discard(started, [ConnectionHandler.getConnectionID(ROOT_ID, HISTORY_CONNECTION)]);
      return;
    }
    // The page then shows the conversation anew: what was refused is said where it stays in view.
    for (const failure of refused) toaster.error({ title: failure.name, description: failure.message });
    onStarted(started);
  };
  useEffect(() => onUploadingChange(busy), [busy, onUploadingChange]);

  const full = files.length >= CHAT_FILES_MAX;
  const max = CHAT_FILES_MAX;
  const hint = full
    ? plural(max, { one: 'A conversation takes at most # file.', other: 'A conversation takes at most # files.' })
    : plural(max, { one: 'Up to # file, at most 20 MB.', other: 'Up to # files, each at most 20 MB.' });

  return (
    <Stack gap={2}>
      <HStack gap={2} wrap="wrap" align="center">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={CHAT_FILE_ACCEPT}
          aria-label={t`Choose files to attach`}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void choose(chosen);
          }}
        />
        <Button
          size="xs"
          variant="outline"
          disabled={busy || full}
          loading={starting}
          loadingText={t`Attaching…`}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <PaperclipIcon />
          <Trans>Attach files</Trans>
        </Button>
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </HStack>
      {files.length ? (
        <HStack as="ul" aria-label={t`Attached files`} gap={1.5} wrap="wrap">
          {files.map((file) => (
            <ChatFileChip key={file.id} file={file} />
          ))}
        </HStack>
      ) : null}
      {uploading ? (
        <Box role="status">
          <Text fontSize="xs" mb={1}>
            {i18n._(notices.fileUploading)}
          </Text>
          <Suspense fallback={null}>
            <ChatUploadProgress uploading={uploading} />
          </Suspense>
        </Box>
      ) : null}
      <ChatFileFailures failures={failures} onDismiss={dismissFailures} />
    </Stack>
  );
}
