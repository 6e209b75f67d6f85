import { auditRetentionOf, auditSchedules } from './audit/retention.ts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { RequestLogController } from './logger.ts';
import { openDatabase } from './db/client.ts';
import { mountGraphQL } from './graphql/yoga.ts';
import { listenForSettings } from './request/kept-settings.ts';
import { createEventBus } from './request/pubsub.ts';
import type { AppDeps } from './http/deps.ts';
import { contextFor } from './http/request-context.ts';
import { replyFailure } from './http/rest.ts';
import { ExpectedError } from './request/errors.ts';
import { compressAnswers } from './http/compression.ts';
import { healthRoutes } from './http/health.ts';
import { sessionCookieSettings } from './http/session-cookie.ts';
import { serveWebApp } from './http/static.ts';
import { identityRoutes } from './identity/routes.ts';
import { oidcRoutes } from './identity/oidc/routes.ts';
import { ldapRoutes } from './identity/ldap/routes.ts';
import { recordDirectoryAccount, tieSignedInAccount } from './apps/directory-accounts.ts';
import { scimRoutes } from './scim/routes.ts';
import { workplaceRoutes } from './identity/workplace/routes.ts';
import { uploadRoutes } from './identity/upload-routes.ts';
import { agentAvatarReaders } from './agents/upload-readers.ts';
import { workspaceLogoReaders } from './workspaces/upload-readers.ts';
import { createCodeSender } from './identity/delivery/sender.ts';
import { loadSecrets } from './lib/secrets.ts';
import { holdsNul } from './validation/nul.ts';
import { refuseCrossSiteWrites } from './http/cross-site.ts';
import { limitRequestRates } from './http/rate-limit.ts';
import { originPolicy } from './http/origins.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { countRequestStatements } from './http/statement-count.ts';
import { guardRestScopes } from './tokens/rest-routes.ts';
import { startJobs } from './apps/queue.ts';
import { createSemantic } from './search/semantic.ts';
import { searchIndexer } from './search/indexer.ts';
import { appRoutes } from './apps/routes.ts';
import { createChatRunner } from './chat/generation.ts';
import { chatRoutes } from './chat/routes.ts';
import { publicChatRoutes } from './chat/public-routes.ts';
import { openaiRoutes } from './chat/openai-routes.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { botRoutes } from './bots/routes.ts';
import { claimPendingMemberships, membershipOf, setMemberName } from './workspaces/members.ts';
import { currentMembershipJson } from './workspaces/service.ts';
import { auditRoutes } from './audit/routes.ts';
import { startAuditStream } from './audit/stream.ts';
import { billingRoutes } from './billing/routes.ts';
import { unbindMember } from './bots/service.ts';
import { revokeTokensOf } from './tokens/service.ts';
import { billingSchedules } from './billing/sweep.ts';
import { readerSetSchedules } from './apps/reader-set-sweep.ts';
import { forgetReaderSetWords } from './search/vocabulary.ts';
import { chatSchedules } from './chat/visitor-retention.ts';
import { searchSchedules } from './search/search-log.ts';
import { termCountSchedules } from './search/term-counts.ts';

export type App = Awaited<ReturnType<typeof startApp>>;

/**
 * Opens the database (migrating it), builds the HTTP host with every surface on it, and starts
 * listening. `close` drains: stop accepting, finish in-flight requests, end subscriptions, close
 * the event bus and the database.
 */
export async function startApp(config: Config, log: Logger, options: { clock?: () => Date; databaseSnapshot?: Blob } = {}) {
  const database = await openDatabase({ ...config, snapshot: options.databaseSnapshot });
  const events = await createEventBus(config.redisUrl);
  const unlistenSettings = listenForSettings({ db: database.db, pubsub: events.pubsub });
  const sender = createCodeSender(config.delivery, log);
  const secrets = await loadSecrets(config.appSecret, config.dataDir);
  const semantic = await createSemantic(database, config.embedding, log, { secrets, privateNetworks: config.llm.privateNetworks });
  const jobs = await startJobs(
    database,
    { db: database.db, pubsub: events.pubsub, secrets, uploadDir: config.uploadDir, log, staleSeconds: config.syncStaleSeconds, allowPrivateNetworks: config.crawlPrivateNetworks, connectors: config.connectors, semantic, indexer: searchIndexer },
    {
      workers: config.syncWorkers,
      nightlyCron: config.nightlySyncCheckCron,
      // Billing: unpaid orders expire, versions that ran out fall back, Alipay is reconciled.
      // Visitors' conversations idle past their retention are deleted.
      schedules: [
        ...billingSchedules({ db: database.db, log, config: config.billing, clock: options.clock }),
        ...chatSchedules({ db: database.db, log, retentionDays: config.publicChatRetentionDays, clock: options.clock }),
        ...searchSchedules({ db: database.db, log, clock: options.clock }),
        ...termCountSchedules({ database, log, minChunks: config.searchRecountMinChunks }),
        ...readerSetSchedules({ db: database.db, log, clock: options.clock, onForgotten: (setIds) => forgetReaderSetWords(database.db, setIds) }),
        ...auditSchedules({ db: database.db, log, retention: auditRetentionOf(config), clock: options.clock }),
      ],
    },
  );
  const chat = createChatRunner({ db: database.db, pubsub: events.pubsub, secrets, llm: config.llm, semantic, log });
  const auditStream = startAuditStream({ db: database.db, pubsub: events.pubsub, log }, config.auditStream);
  const deps: AppDeps = {
    config,
    database,
    log,
    pubsub: events.pubsub,
    secrets,
    jobs,
    chat,
    semantic,
    sender,
    cookie: sessionCookieSettings(config.publicUrl),
    // @fastify/cookie's parser, available once the plugin is registered below.
    parseCookie: (header) => app.parseCookie(header),
    clock: options.clock ?? (() => new Date()),
    memberExit: async (exit, workspaceId, userId) => {
      await revokeTokensOf(exit, workspaceId, userId);
      await unbindMember(exit, workspaceId, userId);
    },
    memberships: { of: membershipOf, rename: setMemberName, current: currentMembershipJson },
    // A REST handler's context is built here, from every domain, so that http/ imports none of them.
    contextFor: (headers, ip) => contextFor(deps, headers, ip),
  };
  const state = { draining: false };

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // A line per request only at debug (LOG_LEVEL=debug).
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    // Whose X-Forwarded-For names the client (TRUST_PROXY); by default the connection does.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // An address Fastify cannot decode is answered like any other refusal (the envelope, the person's language).
    frameworkErrors: (error, request, reply) => replyFailure(deps, request, reply, error),
  });
  countRequestStatements(app);
  await app.register(fastifyCookie);
  await compressAnswers(app);
  const origins = originPolicy(config);
  await registerSecurityHeaders(app, config, origins);
  refuseCrossSiteWrites(app, deps, origins);
  // Access tokens reach only the REST routes their scopes open (`tokens/rest-routes.ts`).
  guardRestScopes(app, deps);
  limitRequestRates(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
  });
  // A NUL in a REST request's values is refused before its handler runs (`validation/nul.ts`).
  // GraphQL refuses it in its own answer's shape (`useNulGuard`); the web app's pages are served
  // whatever their address holds, and read it themselves.
  app.addHook('preValidation', async (request) => {
    // The route's own pattern: the address as sent might spell `/api` in percent-escapes.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    // The query and path are parsed into objects of their own kind: their values are looked at as plain ones.
    const { body, query, params } = request as { body: unknown; query: object; params: object };
    if (holdsNul(body) || holdsNul({ ...query }) || holdsNul({ ...params })) throw new ExpectedError('invalidCharacters');
  });
  // Every failure is answered in the envelope and the person's language; unexpected ones are
  // logged in full and answered without internals (`replyFailure`).
  app.setErrorHandler((error, request, reply) => replyFailure(deps, request, reply, error));

  healthRoutes(app, deps, state);
  // Whoever signs in, by code or single sign-on, becomes a member where they were added by address.
  const signIn = { onSignedIn: claimPendingMemberships };
  identityRoutes(app, deps, signIn);
  oidcRoutes(app, deps, signIn);
  // A directory sign-in also keeps the person's account and groups where roles follow them.
  ldapRoutes(app, deps, { ...signIn, onDirectorySignIn: (userId, account) => recordDirectoryAccount(deps.database.db, userId, account) });
  // A workplace app's sign-in ties its account to the person where their workspaces' syncs met it.
  workplaceRoutes(app, deps, { ...signIn, onWorkplaceSignIn: (userId, person) => tieSignedInAccount(deps.database.db, userId, person.provider, person.externalId) });
  // Who besides its uploader reads an upload: each domain that references uploads says so.
  await uploadRoutes(app, deps, [workspaceLogoReaders, agentAvatarReaders]);
  await billingRoutes(app, deps);
  appRoutes(app, deps);
  auditRoutes(app, deps);
  // The identity provider's SCIM provisioning: its own token, no session.
  await scimRoutes(app, deps);
  await chatRoutes(app, deps);
  publicChatRoutes(app, deps);
  await openaiRoutes(app, deps);
  mcpRoutes(app, deps);
  // WeChat's and DingTalk's callbacks: no session, each checks its platform's signature.
  await botRoutes(app, deps);
  const graphql = mountGraphQL(app, deps);
  await serveWebApp(app, deps);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    deps,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      state.draining = true;
      await Promise.all([app.close(), graphql.close()]);
      await Promise.all([jobs.close(), chat.close(), auditStream.close()]);
      unlistenSettings();
      await Promise.all([events.close(), sender.close()]);
      await database.close();
    },
  };
}
