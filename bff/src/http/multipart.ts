import type { FastifyRequest } from 'fastify';
import { ExpectedError, TooLargeError } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { holdsNul } from '../validation/nul.ts';

export type UploadedFile = { name: string; bytes: Buffer };

/**
 * The one file of a multipart upload, sent in the field `file`. Whatever else arrives is the
 * client's mistake, answered as such: not multipart or no file in `file` (400 `uploadMissing`), no
 * boundary, a broken or truncated body (400 `uploadMalformed`, where the parser would otherwise
 * throw an error of its own that reads as the server's), a NUL in the file's name (400), a file
 * over `maxBytes` (413 with `tooLarge`).
 */
export async function uploadedFile(
  request: FastifyRequest,
  options: { maxBytes?: number; tooLarge?: MessageKey } = {},
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ExpectedError('uploadMissing');
  if (!/;\s*boundary=[^\s;]/i.test(request.headers['content-type'] ?? '')) throw new ExpectedError('uploadMalformed');
  try {
    const file = await request.file(options.maxBytes ? { limits: { fileSize: options.maxBytes, files: 1 } } : undefined);
    if (!file) throw new ExpectedError('uploadMissing');
    // A part without a file name is a plain field, not a file, whatever it is called.
    if (file.fieldname !== 'file' || typeof file.filename !== 'string') {
      file.file.resume();
      throw new ExpectedError('uploadMissing');
    }
    const bytes = await file.toBuffer();
    if (holdsNul(file.filename)) throw new ExpectedError('invalidCharacters');
    return { name: file.filename, bytes };
  } catch (error) {
    if (error instanceof ExpectedError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(options.tooLarge);
    request.log.info({ err: error }, 'malformed upload refused');
    throw new ExpectedError('uploadMalformed');
  }
}
