import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from '../graphql/context.ts';
import { createLoaders } from '../graphql/loaders.ts';
import { resolveViewer } from '../identity/viewer.ts';
import { negotiateLocale } from '../i18n/messages.ts';
import type { AppDeps } from './deps.ts';

/**
 * Builds the context of one request from its headers, the same way for GraphQL over HTTP,
 * GraphQL over WebSocket and REST: who is asking (session cookie), in which language, from where.
 */
export async function contextFor(deps: AppDeps, headers: IncomingHttpHeaders, ip: string): Promise<Context> {
  const now = deps.clock();
  const token = deps.parseCookie(headers.cookie ?? '')[deps.cookie.name];
  const viewer = await resolveViewer(deps.database.db, token, now);
  const context = {
    db: deps.database.db,
    log: deps.log,
    pubsub: deps.pubsub,
    jobs: deps.jobs,
    chat: deps.chat,
    semantic: deps.semantic,
    llm: deps.config.llm,
    connectors: deps.config.connectors,
    secrets: deps.secrets,
    sender: deps.sender,
    now,
    ip,
    uploadDir: deps.config.uploadDir,
    publicUrl: deps.config.publicUrl,
    viewer,
    locale: negotiateLocale(viewer?.user.preferredLanguage, headers['accept-language']),
  } as Context;
  // Built last: the loaders read as the viewer, and vouch for rows to this very context.
  context.loaders = createLoaders(context);
  return context;
}
