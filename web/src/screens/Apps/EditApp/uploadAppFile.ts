import { ApiError, type Envelope } from '../../../api/request';
import { i18n } from '../../../i18n/i18n';
import { notices } from '../../../i18n/notices';

/** The types the server takes text from, by extension (browsers name Markdown's type unreliably). */
export const APP_FILE_ACCEPT = '.pdf,.docx,.md,.markdown,.txt,.html,.htm,.csv,.svg';
export const APP_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Files taken per selection, as the spec limits uploads. */
export const APP_FILES_AT_ONCE = 10;

export type UploadedAppFile = { id: string; name: string; size: number; media_type: string };

/**
 * Uploads one file to a file app, reporting how much has been sent (0 to 1). XMLHttpRequest
 * rather than fetch: only it reports upload progress. Fails with the server's message.
 */
export function uploadAppFile(appId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadedAppFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/apps/${encodeURIComponent(appId)}/files`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.locale);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = request.response as Envelope<UploadedAppFile> | null;
      if (request.status === 200 && envelope?.code === 200) return resolve(envelope.data);
      const fallback = request.status === 413 ? notices.fileTooLarge : request.status >= 500 ? notices.serverError : notices.uploadFailed;
      reject(new ApiError(envelope?.message || i18n._(fallback), request.status, envelope?.data ?? null));
    };
    request.onerror = () => reject(new ApiError(i18n._(notices.networkError), 0));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
