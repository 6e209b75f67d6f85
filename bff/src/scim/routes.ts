import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { holdsNul } from '../validation/nul.ts';
import { caselessFilter } from './caseless.ts';
import { declareScimResources, MAX_RESULTS, SCIM_BASE } from './resources.ts';
import { ErrorResponse, resources, ScimError } from './scimmy.ts';
import { workspaceOfScimToken } from './token.ts';
import type { ScimRequest } from './users.ts';

const MEDIA_TYPE = 'application/scim+json; charset=utf-8';
type Params = { id?: string };

/**
 * SCIM 2.0 provisioning at `/scim/v2` (RFC 7644): the company's identity provider creates,
 * replaces, patches, deactivates and deletes the workspace's people (Users) and groups (Groups)
 * with the workspace's SCIM token, and discovers what is supported (ServiceProviderConfig,
 * Schemas, ResourceTypes). Answers are SCIM's own: `application/scim+json`, errors as SCIM Error
 * messages. No cookie is ever read here: only the token says who is asking.
 */
export async function scimRoutes(app: FastifyInstance, deps: AppDeps) {
  declareScimResources();
  await app.register(
    async (scim) => {
      scim.addContentTypeParser('application/scim+json', { parseAs: 'string' }, scim.getDefaultJsonParser('error', 'error'));
      scim.setErrorHandler((error, request, reply) => sendError(request, reply, error));
      // Postgres keeps no NUL in text or JSON: a value holding one is refused as the request's fault.
      scim.addHook('preValidation', async (request) => {
        if (holdsNul(request.body) || holdsNul({ ...(request.query as object) }) || holdsNul({ ...(request.params as object) })) {
          throw new ScimError(400, 'invalidValue', 'Values must not hold the NUL character');
        }
      });

      scim.get('/ServiceProviderConfig', async (request, reply) => send(reply, 200, await new resources.ServiceProviderConfig(queryOf(request)).read()));
      scim.get<{ Params: Params }>('/Schemas/:id?', async (request, reply) =>
        send(reply, 200, await new resources.Schema(...idAnd(request)).read()),
      );
      scim.get<{ Params: Params }>('/ResourceTypes/:id?', async (request, reply) =>
        send(reply, 200, await new resources.ResourceType(...idAnd(request)).read()),
      );

      for (const [path, Resource] of [
        ['/Users', resources.User],
        ['/Groups', resources.Group],
      ] as const) {
        // The token is judged first: a request without one learns nothing, not even that its filter parses.
        const prepared = async (request: FastifyRequest<{ Params: Params }>) => ({ who: await authorized(request), resource: new Resource(...idAnd(request, true)) });
        scim.get<{ Params: Params }>(`${path}/:id?`, async (request, reply) => {
          const { who, resource } = await prepared(request);
          return send(reply, 200, await resource.read(who));
        });
        scim.post(path, async (request, reply) => {
          const who = await authorized(request);
          return send(reply, 201, await new Resource(queryOf(request)).write(bodyOf(request), who));
        });
        scim.put<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
          const { who, resource } = await prepared(request);
          return send(reply, 200, await resource.write(bodyOf(request), who));
        });
        scim.patch<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
          const { who, resource } = await prepared(request);
          const patched = await resource.patch(patchOf(bodyOf(request)), who);
          return patched ? send(reply, 200, patched) : reply.code(204).send();
        });
        scim.delete<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
          const { who, resource } = await prepared(request);
          await resource.dispose(who);
          return reply.code(204).send();
        });
      }
    },
    { prefix: SCIM_BASE },
  );

  /** The request's workspace, from its SCIM token; anything else is a 401 (RFC 7644 §3.12). */
  async function authorized(request: FastifyRequest): Promise<ScimRequest> {
    const secret = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const now = deps.clock();
    const workspaceId = secret ? await workspaceOfScimToken(deps.database.db, secret, now) : null;
    if (!workspaceId) throw new ScimError(401, null, 'A valid SCIM token is required (Authorization: Bearer …)');
    // A context of no one: neither a session cookie nor the token acts as a person here.
    const ctx = await deps.contextFor({ 'accept-language': request.headers['accept-language'], 'user-agent': request.headers['user-agent'] }, request.ip);
    return { ctx, workspaceId };
  }

  /** Locations in answers are absolute, at the server's public address. */
  function send(reply: FastifyReply, status: number, body: unknown) {
    return reply.code(status).type(MEDIA_TYPE).send(JSON.stringify(body, (key, value) => (key === 'location' && typeof value === 'string' && value.startsWith('/') ? `${deps.config.publicUrl}${value}` : value)));
  }
}

/**
 * The query as SCIMMY takes it: paging as numbers (a list answers at most `MAX_RESULTS`, all of
 * them when no `count` is asked for), and the filter compared without case where SCIM says so.
 */
const queryOf = (request: FastifyRequest, list = false) => {
  const query = { ...(request.query as Record<string, unknown>) };
  const number = (value: unknown) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : undefined);
  return {
    ...query,
    ...(typeof query.filter === 'string' && { filter: caselessFilter(query.filter) }),
    ...(number(query.startIndex) !== undefined && { startIndex: number(query.startIndex) }),
    ...(list && { count: Math.min(number(query.count) ?? MAX_RESULTS, MAX_RESULTS) }),
  };
};

/** The resource's ID and the query (filter, attributes, paging), as SCIMMY's resources take them. */
function idAnd(request: FastifyRequest<{ Params: Params }>, list = false): [string, Record<string, unknown>] | [Record<string, unknown>] {
  const { id } = request.params;
  return id ? [id, queryOf(request)] : [queryOf(request, list)];
}

function bodyOf(request: FastifyRequest) {
  if (request.body === undefined) throw new ScimError(400, 'invalidSyntax', 'The request has no body');
  return request.body as Record<string, unknown>;
}

/**
 * Microsoft Entra ID sends booleans as strings ("False") in PATCH operations, against RFC 7643
 * §2.3.2; they are taken as the booleans they mean.
 */
function patchOf(body: Record<string, unknown>) {
  const operations = body.Operations;
  if (!Array.isArray(operations)) return body;
  const asBoolean = (value: unknown) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value);
  return {
    ...body,
    Operations: operations.map((operation: { path?: unknown; value?: unknown }) => {
      if (typeof operation !== 'object' || operation === null) return operation;
      if (typeof operation.path === 'string' && operation.path.toLowerCase() === 'active') return { ...operation, value: asBoolean(operation.value) };
      const value = operation.value as Record<string, unknown> | undefined;
      if (value && typeof value === 'object' && !Array.isArray(value) && 'active' in value) return { ...operation, value: { ...value, active: asBoolean(value.active) } };
      return operation;
    }),
  };
}

/** Any failure as a SCIM Error message: SCIMMY's with their status, bad input as 400, the rest as 500 without internals. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  let scimError: InstanceType<typeof ScimError>;
  if (error instanceof ScimError) scimError = error;
  else if (error instanceof TypeError || error instanceof SyntaxError || (error as { statusCode?: number }).statusCode === 400) {
    scimError = new ScimError(400, 'invalidSyntax', (error as Error).message);
  } else if ((error as { statusCode?: number }).statusCode === 415 || (error as { statusCode?: number }).statusCode === 413) {
    scimError = new ScimError((error as { statusCode: 413 }).statusCode === 413 ? 413 : 400, null, (error as Error).message);
  } else {
    request.log.error({ err: error }, 'SCIM request failed');
    scimError = new ScimError(500, null, 'Internal error');
  }
  const message = new ErrorResponse(scimError);
  return reply.code(Number(message.status)).type(MEDIA_TYPE).send(JSON.stringify(message));
}
