import { uploadWithProgress } from '../../api/uploadWithProgress';

export type UploadedChatFile = { id: string; name: string; size: number; media_type: string; has_text: boolean };

/** Attaches one file to a conversation (the conversation's global ID), with its upload progress. */
export function uploadChatFile(conversationId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadedChatFile> {
  return uploadWithProgress(`/api/chat/conversations/${encodeURIComponent(conversationId)}/files`, file, onProgress);
}
