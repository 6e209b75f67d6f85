import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppDeps } from '../http/deps.ts';
import { originPolicy } from '../http/origins.ts';
import { contextFor } from '../http/request-context.ts';
import { useCompiledSubscriptionEvents } from './compiled-events.ts';
import type { Context } from '../request/context.ts';
import { documentCache, noErrorCache } from './document-cache.ts';
import { GRAPHIQL_EXAMPLES, graphiqlPage } from './graphiql-page.ts';
import { persistedOperations, subscriptionText, usePersistedWebOperations } from './persisted-operations.ts';
import { useNulGuard } from './nul-guard.ts';
import { useLocalizedRefusals } from './localized-refusals.ts';
import { useRefusedSubscriptions } from './refused-subscriptions.ts';
import { schema } from './schema.ts';
import { NotSignedInError } from '../request/errors.ts';
import { negotiateLocale, translate } from '../i18n/messages.ts';
import { watchToken } from '../tokens/watch.ts';
import { useVariableCostLimit } from './variable-cost.ts';

/**
 * What one document may cost: fields 1.5× a level deeper (fragment spreads are no level: Relay
 * spreads one per component), × a page's size; 50k leaves room for the web app's screens
 * (tests/api/web-operations.test.ts keeps every web operation under the limits).
 */
const COST_LIMIT = { maxCost: 50_000, flattenFragments: true };

type ServerContext = { req: IncomingMessage; ip?: string; connectionParams?: Readonly<Record<string, unknown>> };

/**
 * The request's context; a graphql-ws connection sends its access token in its parameters
 * (`{ authorization: 'Bearer …' }`: browsers cannot set a WebSocket's headers). A token that is not
 * live is refused with 401 in the caller's language.
 */
async function requestContextOf(deps: AppDeps, { req, ip, connectionParams }: ServerContext) {
  const sent = connectionParams?.authorization ?? connectionParams?.Authorization;
  const headers = typeof sent === 'string' ? { ...req.headers, authorization: sent } : req.headers;
  try {
    return await contextFor(deps, headers, ip ?? clientIp(req));
  } catch (error) {
    if (!(error instanceof NotSignedInError)) throw error;
    const locale = negotiateLocale(null, req.headers['accept-language']);
    throw new GraphQLError(translate(locale, error.key), { extensions: { code: 'UNAUTHENTICATED', key: error.key, http: { status: 401 } } });
  }
}

/** The `Authorization` among the headers a subscription carries in its extensions (as GraphiQL sends them). */
function authorizationOf(extensions: unknown): string | undefined {
  const headers = (extensions as { headers?: unknown } | undefined)?.headers;
  if (!headers || typeof headers !== 'object') return undefined;
  const value = (headers as Record<string, unknown>).Authorization ?? (headers as Record<string, unknown>).authorization;
  return typeof value === 'string' ? value : undefined;
}

type GraphiqlPage = Awaited<ReturnType<typeof graphiqlPage>>;

// Over HTTP Fastify tells the client's address (proxy-aware); a WebSocket has only its socket.
const clientIp = (req: IncomingMessage) => req.socket.remoteAddress ?? '';

/** A connection opened with a session cookie closes (4401) the moment the session is ended. */
async function closeWhenSessionEnds(deps: AppDeps, extra: { request: IncomingMessage; socket: WebSocket }) {
  const viewer = await requestContextOf(deps, { req: extra.request }).then(
    (c) => c.viewer,
    () => null,
  );
  if (viewer?.sessionId) {
    const unlisten = deps.pubsub.listen('session:ended', viewer.sessionId, () => extra.socket.close(4401, 'Signed out'));
    extra.socket.once('close', unlisten);
  }
  return true;
}

/**
 * Mounts GraphQL on `/graphql`: queries and mutations over HTTP through Yoga, and subscriptions
 * over graphql-ws on the same path. Both go through Yoga's envelop, so they share context,
 * plugins, error masking and validation.
 */
export function mountGraphQL(app: FastifyInstance, deps: AppDeps) {
  const documents = documentCache();
  const graphiqlOptions = { title: 'GraphQL', subscriptionsProtocol: 'WS', ...GRAPHIQL_EXAMPLES } as const;
  // Rendered (9 MB, hashed) when first asked for, not at every start.
  let graphiql: GraphiqlPage | undefined;
  let rendering: Promise<GraphiqlPage> | undefined;
  const graphiqlOnce = () => (rendering ??= graphiqlPage(graphiqlOptions).then((page) => (graphiql = page)));
  const origins = originPolicy(deps.config);
  const persisted = persistedOperations();
  const persistedOptions = { sessionsPersistedOnly: deps.config.graphqlSessionsPersistedOnly };
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: deps.log.child({ module: 'graphql' }),
    maskedErrors: true,
    // Bounded by size: Yoga's own caches held a gigabyte of distinct hostile documents (document-cache.ts).
    parserAndValidationCache: { documentCache: documents.cache, errorCache: noErrorCache },
    // GraphiQL is served with its assets inline: many intranets have no internet access.
    graphiql: deps.config.graphiql ? graphiqlOptions : false,
    renderGraphiQL: async () => (await graphiqlOnce()).html,
    // Yoga's own CORS would let any origin in with credentials: CORS is answered for the allowed
    // origins only, by @fastify/cors for the whole server (http/security-headers.ts).
    cors: false,
    // The web app names its operations by id (`documentId`, persisted-operations.ts).
    extraParamNames: ['documentId'],
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'x-requested-with'] }),
      usePersistedWebOperations(persisted, persistedOptions),
      // Limits on what one document may ask (depth, cost, aliases, tokens, directives), and no
      // field suggestions that would leak the schema's shape. Introspection stays usable.
      EnvelopArmorPlugin({
        // Depth of the fields asked for: a fragment spread is not a level of its own.
        maxDepth: { n: 12, flattenFragments: true },
        // Judged again with the variables' page sizes as the document executes (`variable-cost.ts`).
        costLimit: COST_LIMIT,
        maxAliases: { n: 15 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useVariableCostLimit(COST_LIMIT),
      useCompiledSubscriptionEvents(),
      useNulGuard(),
      useRefusedSubscriptions(deps.log.child({ module: 'graphql' })),
      useLocalizedRefusals(),
      documents.plugin,
    ],
    context: (server) => requestContextOf(deps, server),
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // HEAD is answered as GET (Node leaves the body out): Fastify's own HEAD route cannot measure Yoga's answer.
      const asked = req.method === 'HEAD' ? { raw: req.raw, query: req.query, headers: req.headers, method: 'GET' } : req;
      const response = await yoga.handleNodeRequestAndResponse(asked, reply, { req: req.raw, ip: req.ip });
      // GraphiQL's page gets the policy made for it; the JSON answers need none.
      if (graphiql && response.headers.get('content-type')?.startsWith('text/html')) reply.header('Content-Security-Policy', graphiql.csp);
      return response;
    },
  });

  const wsServer = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== yoga.graphqlEndpoint) {
      socket.destroy();
      return;
    }
    // Another site's page must not subscribe with the person's cookie (cross-site WebSocket
    // hijacking): refused before the handshake. Clients other than browsers send no Origin.
    const { origin } = req.headers;
    if (origin !== undefined && !origins.allows(origin, req.headers.host)) {
      socket.once('finish', () => socket.destroy());
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  type Enveloped = ReturnType<typeof yoga.getEnveloped>;
  type RootValue = { execute: Enveloped['execute']; subscribe: Enveloped['subscribe'] };

  const wsHandle = useServer(
    {
      execute: (args) => (args.rootValue as RootValue).execute(args),
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args),
      // A connection opened with an access token ends (4401) as soon as the token is no longer live.
      onConnect: async (ctx) => {
        const sent = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (sent === undefined) return closeWhenSessionEnds(deps, ctx.extra);
        const viewer = typeof sent === 'string' ? await requestContextOf(deps, { req: ctx.extra.request, connectionParams: ctx.connectionParams }).then((c) => c.viewer, () => null) : null;
        if (!viewer?.token) return false;
        const socket = ctx.extra.socket;
        const stop = watchToken({ db: deps.database.db, pubsub: deps.pubsub, clock: deps.clock }, viewer.token, () => socket.close(4401, 'Access token no longer valid'));
        socket.once('close', stop);
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        // GraphiQL sends the headers of its editor with each subscription, not with the connection.
        const carried = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization ? undefined : authorizationOf(params.extensions);
        const connectionParams = carried ? { ...ctx.connectionParams, authorization: carried } : ctx.connectionParams;
        const enveloped = yoga.getEnveloped({ req: ctx.extra.request, socket: ctx.extra.socket, params, connectionParams });
        let contextValue: Context;
        try {
          contextValue = await enveloped.contextFactory();
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const token = carried ? contextValue.viewer?.token : undefined;
        if (token) {
          const socket = ctx.extra.socket;
          const stop = watchToken({ db: deps.database.db, pubsub: deps.pubsub, clock: deps.clock }, token, () => socket.close(4401, 'Access token no longer valid'));
          socket.once('close', stop);
        }
        const withToken = Boolean(contextValue.viewer?.token);
        const text = subscriptionText(persisted, persistedOptions, params, { withToken, acceptLanguage: ctx.extra.request.headers['accept-language'] });
        if (text instanceof GraphQLError) return [text];
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          operationName: params.operationName,
          document: enveloped.parse(text),
          variableValues: params.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
  );

  return {
    /** Ends open subscriptions (on shutdown, after HTTP stops accepting). */
    close: async () => {
      await wsHandle.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
