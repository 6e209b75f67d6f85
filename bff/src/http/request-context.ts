import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from '../request/context.ts';
import { createLoaders } from '../graphql/loaders.ts';
import { resolveViewer } from '../identity/viewer.ts';
import { NotSignedInError } from '../request/errors.ts';
import { viewerOfToken } from '../tokens/authenticate.ts';
import { negotiateLocale } from '../i18n/messages.ts';
import { billingFor } from '../billing/service.ts';
import type { AppDeps } from './deps.ts';

/**
 * Who is asking: a third party's access token (`Authorization: Bearer …`, or the `authorization`
 * of a graphql-ws connection's parameters) when one is sent, else the session cookie's person. A
 * token sent that is not live is refused (401) rather than taken for no one: the caller meant to
 * act as someone.
 */
async function viewerOf(deps: AppDeps, headers: IncomingHttpHeaders, now: Date, ip: string) {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  if (headers.authorization !== undefined) {
    const viewer = bearer ? await viewerOfToken(deps.database.db, bearer, now) : null;
    if (!viewer) throw new NotSignedInError('tokenInvalid');
    return viewer;
  }
  return resolveViewer(deps.database.db, deps.memberships, deps.parseCookie(headers.cookie ?? '')[deps.cookie.name], now, ip);
}

/**
 * Builds the context of one request from its headers, the same way for GraphQL over HTTP,
 * GraphQL over WebSocket and REST: who is asking (session cookie), in which language, from where.
 */
export async function contextFor(deps: AppDeps, headers: IncomingHttpHeaders, ip: string): Promise<Context> {
  const now = deps.clock();
  const viewer = await viewerOf(deps, headers, now, ip);
  const context = {
    db: deps.database.db,
    log: deps.log,
    pubsub: deps.pubsub,
    jobs: deps.jobs,
    chat: deps.chat,
    semantic: deps.semantic,
    llm: deps.config.llm,
    connectors: deps.config.connectors,
    billing: billingFor(deps.config.billing),
    secrets: deps.secrets,
    sender: deps.sender,
    now,
    ip,
    userAgent: headers['user-agent'] ?? null,
    uploadDir: deps.config.uploadDir,
    publicUrl: deps.config.publicUrl,
    memberExit: deps.memberExit,
    memberships: deps.memberships,
    viewer,
    locale: negotiateLocale(viewer?.user.preferredLanguage, headers['accept-language']),
  } as Context;
  // Built last: the loaders read as the viewer, and vouch for rows to this very context.
  context.loaders = createLoaders(context);
  return context;
}
