import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../api/request';
import { notices } from '../../i18n/notices';
import { CHAT_FILE_MAX_BYTES, CHAT_FILES_MAX } from './chatFileLimits';

export type ChatFileUploading = { name: string; index: number; count: number; fraction: number };
export type ChatFileFailure = { name: string; message: string };

/**
 * Attaches files to a conversation one by one, each with its progress. What the browser can tell
 * already (more than 10 files in all, a file over 20 MB) is refused before anything is sent; the
 * server's refusals come back with its message.
 */
export function useChatFileUpload(conversationId: string | null, attached: number, onUploaded: () => void) {
  const { i18n } = useLingui();
  const [uploading, setUploading] = useState<ChatFileUploading | null>(null);
  const [failures, setFailures] = useState<ChatFileFailure[]>([]);

  /**
   * Attaches to the conversation, or to `into` (one just started for these files). Settles with
   * the files refused.
   */
  const attach = async (selected: File[], into: string | null = conversationId): Promise<ChatFileFailure[]> => {
    if (!into || selected.length === 0) return [];
    const failed: ChatFileFailure[] = [];
    const room = Math.max(0, CHAT_FILES_MAX - attached);
    const fitting = selected.filter((file) => {
      if (file.size <= CHAT_FILE_MAX_BYTES) return true;
      failed.push({ name: file.name, message: i18n._(notices.fileTooLarge) });
      return false;
    });
    for (const file of fitting.slice(room)) failed.push({ name: file.name, message: i18n._(notices.uploadExceedsLimit) });
    const files = fitting.slice(0, room);
    setFailures([...failed]);
    for (const [index, file] of files.entries()) {
      setUploading({ name: file.name, index: index + 1, count: files.length, fraction: 0 });
      try {
        const { uploadChatFile } = await import('./uploadChatFile');
        await uploadChatFile(into, file, (fraction) => setUploading((now) => (now ? { ...now, fraction } : now)));
        onUploaded();
      } catch (error) {
        failed.push({ name: file.name, message: error instanceof ApiError ? error.message : i18n._(notices.uploadFailed) });
        setFailures([...failed]);
      }
    }
    setUploading(null);
    return failed;
  };

  return { attach, uploading, failures, dismissFailures: () => setFailures([]) };
}
