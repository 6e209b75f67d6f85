import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../graphql/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestContext } from '../http/rest.ts';
import type { TokenScope } from './scopes.ts';

/**
 * The REST routes of `/api` an access token may call, and the scope each needs (`any`: every
 * token). Any other `/api` route (signing in, account changes, uploads of avatars) is for people
 * signed in with a session: a token is refused there (403), as on GraphQL's session-only fields.
 */
export const REST_ROUTE_SCOPES: Readonly<Record<string, TokenScope | 'any'>> = {
  'GET /api/user/info': 'any',
  'POST /api/chat/conversations': 'chat',
  'POST /api/chat/conversations/:id/files': 'chat',
  'POST /api/chat/messages': 'chat',
  'POST /api/chat/messages/:id/stop': 'chat',
  'GET /api/chat/messages/:id/stream': 'chat',
  'GET /api/documents/:id/original': 'documents:read',
  'GET /api/files/:id': 'any',
  'POST /api/apps/:appId/files': 'manage',
};

/** Judges each `/api` request made with an access token by the table above, before its handler runs. */
export function guardRestScopes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.headers.authorization === undefined) return;
    // A token that is not live is refused here with 401, as by every handler.
    const token = (await requestContext(deps, request)).viewer?.token;
    if (!token) return;
    const needs = REST_ROUTE_SCOPES[`${request.method} ${route}`];
    if (!needs) throw new ForbiddenError('tokenNotAllowed');
    if (needs !== 'any' && !token.scopes.includes(needs)) throw new ForbiddenError('tokenScopeMissing');
  });
}
