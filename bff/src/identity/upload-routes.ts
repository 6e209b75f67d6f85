import fastifyMultipart from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../request/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { uploadedFile } from '../http/multipart.ts';
import { requestContext, respond, signedInContext } from '../http/rest.ts';
import { findReadableUpload, type UploadReaders } from './upload-readers.ts';
import { FILE_CSP, fileUrl, avatarsOf, storeUpload, uploadPath } from './uploads.ts';
import { parseFields } from '../validation/body.ts';
import { z } from 'zod';

const UPLOAD_QUERY = z.object({ purpose: z.enum(['avatar', 'logo', 'file']).optional() });

const BUILTIN_AVATARS = Array.from({ length: 8 }, (_, i) => `/avatars/avatar-${i + 1}.svg`);

/** `readers`: who besides its uploader may read an upload, by the domains that reference uploads (see `upload-readers.ts`). */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps, readers: readonly UploadReaders[]) {
  const { db } = deps.database;
  await app.register(fastifyMultipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 1, fields: 5 } });

  // `?purpose=avatar|logo` (else any allowed file): what the file is checked as, and where it is listed.
  app.post<{ Querystring: { purpose?: string } }>('/api/upload', async (request) => {
    const ctx = await signedInContext(deps, request);
    const { purpose } = parseFields(UPLOAD_QUERY, request.query);
    const file = await uploadedFile(request);
    const upload = await storeUpload(db, deps.config.uploadDir, { userId: ctx.viewer.user.id, ...file, purpose: purpose ?? 'file' });
    return respond(ctx, { id: upload.id, url: fileUrl(upload), name: upload.name, size: upload.size, media_type: upload.mediaType });
  });

  app.get<{ Params: { id: string } }>('/api/files/:id', { config: { tokens: 'any' } }, async (request, reply) => {
    const ctx = await requestContext(deps, request);
    // Who may read which upload is decided in upload-readers.ts; refused looks the same as missing.
    const upload = await findReadableUpload(db, readers, request.params.id, ctx.viewer?.user.id ?? null);
    if (!upload) throw new NotFoundError('fileNotFound');
    // Only a file anyone may read (a logo, an avatar in use) is kept in the browser's cache: one
    // kept for its uploader alone would be there for the next person who signs in on that browser.
    const everyone = !ctx.viewer || (await findReadableUpload(db, readers, upload.id, null)) !== null;
    return reply
      .header('Content-Type', upload.mediaType)
      .header('Content-Security-Policy', FILE_CSP)
      .header('Cache-Control', everyone ? 'private, max-age=86400, immutable' : 'private, no-store')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(upload.name)}`)
      .send(createReadStream(uploadPath(deps.config.uploadDir, upload.sha256)));
  });

  app.get('/api/avatar/user', async (request) => {
    const ctx = await signedInContext(deps, request);
    const own = await avatarsOf(db, ctx.viewer.user.id);
    return respond(ctx, [
      ...BUILTIN_AVATARS.map((url) => ({ url, kind: 'builtin' as const })),
      ...own.map((upload) => ({ url: fileUrl(upload), kind: 'uploaded' as const })),
    ]);
  });
}
