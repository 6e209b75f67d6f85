import { and, eq } from 'drizzle-orm';
import { apps } from './tables.ts';
import { audit } from '../audit/record.ts';
import { createReadStream } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../request/errors.ts';
import { isMember } from '../request/context.ts';
import type { AppDeps } from '../http/deps.ts';
import { uploadedFile } from '../http/multipart.ts';
import { idFromPath } from '../http/path-ids.ts';
import { respond, signedInContext } from '../http/rest.ts';
import { parseFields, text } from '../validation/body.ts';
import { FILE_CSP, uploadPath } from '../identity/uploads.ts';
import { actorOf } from '../workspaces/acting.ts';
import { originalDisposition } from './original.ts';
import { completeAuthorization } from './oauth.ts';
import { completeSourceAccountLink } from './source-account-links.ts';
import { addAppFile } from './service.ts';
import { readableDocument } from './readable-documents.ts';
import { isUuid } from '../lib/ids.ts';

const appIdOf = (raw: string) => idFromPath(raw, 'App', 'appNotFound');

const CallbackBody = z.object({ code: text(4096), state: text(4096), error: text(4096) });

export function appRoutes(app: FastifyInstance, deps: AppDeps) {
  // The web app's callback page hands over what the provider sent back.
  app.post<{ Params: { appKey: string } }>(
    '/api/oauth/data-source/callback/:appKey',
    async (request) => {
      const ctx = await signedInContext(deps, request);
      const body = parseFields(CallbackBody, request.body);
      const authorized = await completeAuthorization(ctx, request.params.appKey, {
        code: body.code || undefined,
        state: body.state || undefined,
        error: body.error || undefined,
      });
      return respond(ctx, {
        app_id: encodeGlobalID('App', authorized.id),
        edit_url: `${authorized.scope === 'personal' ? '/personal' : '/manage/datasources'}/edit/${encodeURIComponent(encodeGlobalID('App', authorized.id))}`,
      });
    },
  );

  // A member back from signing in at a source to link their own account there.
  app.post<{ Params: { provider: string } }>('/api/oauth/data-source/callback/:provider/account', async (request) => {
    const ctx = await signedInContext(deps, request);
    const body = parseFields(CallbackBody, request.body);
    const linked = await completeSourceAccountLink(ctx, request.params.provider, {
      code: body.code || undefined,
      state: body.state || undefined,
      error: body.error || undefined,
    });
    return respond(ctx, { provider: linked.provider, external_id: linked.externalId, login: linked.login });
  });

  // One file per request, so the browser can show each file's progress.
  app.post<{ Params: { appId: string } }>('/api/apps/:appId/files', { config: { tokens: 'manage' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    if (!isMember(ctx)) throw new NotFoundError('appNotFound');
    const file = await uploadedFile(request);
    const { file: stored } = await addAppFile(ctx, actorOf(ctx), appIdOf(request.params.appId), file);
    return respond(ctx, { id: encodeGlobalID('AppFile', stored.id), name: stored.name, size: stored.size, media_type: stored.mediaType });
  });

  // The original of an uploaded document, for whoever may see the document.
  app.get<{ Params: { id: string } }>('/api/documents/:id/original', { config: { tokens: 'documents:read' } }, async (request, reply) => {
    const ctx = await signedInContext(deps, request);
    const document = isUuid(request.params.id) ? await readableDocument(ctx, request.params.id) : null;
    if (!document?.fileSha256) throw new NotFoundError();
    // Who took a copy of a workspace app's file out, and which (a member's personal files are theirs alone).
    const [app] = await ctx.db.select({ scope: apps.scope }).from(apps).where(and(eq(apps.workspaceId, document.workspaceId), eq(apps.id, document.appId)));
    if (app?.scope === 'workspace') {
      await audit(ctx, document.workspaceId, { action: 'document.original_downloaded', object: { type: 'document', id: document.id, label: document.title }, detail: {} });
    }
    return reply
      .header('Content-Type', document.mediaType ?? 'application/octet-stream')
      .header('Content-Security-Policy', FILE_CSP)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `${originalDisposition(document.mediaType)}; filename*=UTF-8''${encodeURIComponent(document.title)}`)
      .send(createReadStream(uploadPath(deps.config.uploadDir, document.fileSha256)));
  });
}
