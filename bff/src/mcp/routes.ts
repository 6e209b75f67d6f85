import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, NotSignedInError } from '../request/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestContext } from '../http/rest.ts';
import { negotiateLocale, translate } from '../i18n/messages.ts';
import { withTokenScope } from '../tokens/rest-scopes.ts';
import type { TokenScope } from '../request/token-scopes.ts';
import { holdsNul } from '../validation/nul.ts';
import type { TokenContext } from '../request/context.ts';
import { opens, TOOL_SCOPES, type ToolName } from './tool-scopes.ts';

const BEARER = /^Bearer\s+\S+\s*$/i;
const REALM = 'realm="zhiwen"';

/** A JSON-RPC error answer (-32000 to -32099 are the server's own codes). */
const rpcError = (code: number, message: string, id: unknown = null) => ({ jsonrpc: '2.0', error: { code, message }, id });

const messagesOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body]);

/** The request's ID when the body is one request, for an answer refusing it. */
function idOf(body: unknown) {
  const id = body && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : null;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The tools of ours the body calls. */
function calledTools(body: unknown): ToolName[] {
  return messagesOf(body).flatMap((message) => {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } };
    const name = method === 'tools/call' ? params?.name : undefined;
    return typeof name === 'string' && Object.hasOwn(TOOL_SCOPES, name) ? [name as ToolName] : [];
  });
}

/** Every scope that opens a tool: a token holding none of them has nothing to do here. */
const ANY_TOOL = [...new Set(Object.values(TOOL_SCOPES))];

/**
 * The context of a request made with a live access token that opens a tool. A session is not
 * taken here: its cookie rides along with any request a browser makes, wherever the page is from.
 */
async function tokenContext(deps: AppDeps, request: FastifyRequest): Promise<TokenContext> {
  if (!BEARER.test(request.headers.authorization ?? '')) throw new NotSignedInError('tokenRequired');
  return withTokenScope(await requestContext(deps, request), ANY_TOOL);
}

/**
 * Refuses the caller as RFC 6750 and the MCP specification ask: 401 without a live token (saying
 * so when the one sent is not), 403 naming the scopes needed.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, error: NotSignedInError | ForbiddenError, scopes: readonly TokenScope[] = ANY_TOOL) {
  const locale = request.appContext?.locale ?? negotiateLocale(null, request.headers['accept-language']);
  const challenge =
    error instanceof ForbiddenError
      ? `Bearer ${REALM}, error="insufficient_scope", scope="${scopes.join(' ')}"`
      : error.key === 'tokenInvalid'
        ? `Bearer ${REALM}, error="invalid_token"`
        : `Bearer ${REALM}`;
  return reply
    .code(error.status)
    .header('WWW-Authenticate', challenge)
    .send(rpcError(-32001, translate(locale, error.key), idOf(request.body)));
}

/**
 * MCP over streamable HTTP at `/mcp`, for access tokens only. Stateless: each POST gets an MCP
 * server of its own, holding the tools the token's scopes open (`tools.ts`), and its transport
 * writes the answer (JSON) on the raw response. There is no session to resume or end, so GET and
 * DELETE are answered 405, as the SDK advises for stateless servers.
 */
export function mcpRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/mcp', async (request, reply) => {
    let ctx: TokenContext;
    try {
      ctx = await tokenContext(deps, request);
    } catch (error) {
      if (error instanceof NotSignedInError || error instanceof ForbiddenError) return refuse(request, reply, error);
      throw error;
    }
    const body = request.body;
    // Postgres cannot store a NUL; refused at the door as REST refuses it.
    if (holdsNul(body)) return reply.code(400).send(rpcError(-32600, translate(ctx.locale, 'invalidCharacters'), idOf(body)));
    const refused = calledTools(body).find((tool) => !opens(ctx, tool));
    if (refused) return refuse(request, reply, new ForbiddenError('tokenScopeMissing'), [TOOL_SCOPES[refused]]);

    // The MCP SDK and the tools load with the first request: a start does not need them.
    const [{ mcpServerFor }, { StreamableHTTPServerTransport }] = await Promise.all([
      import('./tools.ts'),
      import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    ]);
    const server = mcpServerFor(ctx, deps.clock);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    // The transport writes the answer past Fastify: the headers the hooks have set so far go with
    // it, and those app.ts adds to every answer as it is sent.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    reply.raw.setHeader('Referrer-Policy', 'same-origin');
    reply.raw.on('close', () => {
      server.close().catch((error: unknown) => request.log.warn({ err: error }, 'MCP server did not close'));
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(rpcError(-32603, translate(ctx.locale, 'serverError'))));
      }
    }
  });

  const postOnly = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('Allow', 'POST')
      .send(rpcError(-32000, translate(negotiateLocale(null, request.headers['accept-language']), 'mcpPostOnly')));
  app.get('/mcp', postOnly);
  app.delete('/mcp', postOnly);
}
