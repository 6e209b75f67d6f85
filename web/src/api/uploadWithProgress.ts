import { i18n } from '../i18n/i18n';
import { notices } from '../i18n/notices';
import { ApiError, type Envelope } from './request';

/**
 * Posts one file as the multipart field `file` and settles with the envelope's data, reporting how
 * much has been sent (0 to 1). XMLHttpRequest rather than fetch: only it reports upload progress.
 * Fails with the server's message, or the catalogue's words for the status.
 */
export function uploadWithProgress<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.locale);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = request.response as Envelope<T> | null;
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
