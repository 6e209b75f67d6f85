import { uploadWithProgress } from '../../../api/uploadWithProgress';

/** The types the server takes text from, by extension (browsers name Markdown's type unreliably). */
export const APP_FILE_ACCEPT = '.pdf,.docx,.md,.markdown,.txt,.html,.htm,.csv,.svg';
export const APP_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Files taken per selection, as the spec limits uploads. */
export const APP_FILES_AT_ONCE = 10;

export type UploadedAppFile = { id: string; name: string; size: number; media_type: string };

/** Uploads one file to a file app (the app's global ID), with its upload progress. */
export function uploadAppFile(appId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadedAppFile> {
  return uploadWithProgress(`/api/apps/${encodeURIComponent(appId)}/files`, file, onProgress);
}
