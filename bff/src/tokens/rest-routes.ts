import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../request/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestContext } from '../http/rest.ts';
import { refusalKey, tokenReaches, type TokenAccess } from '../request/token-scopes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The access tokens a route of `/api` lets in, declared with the route (`{ config: { tokens:
     * 'chat' } }`). A route that names none is for people signed in with a session (signing in,
     * account changes, avatars): a token is refused there (403), as on GraphQL's session-only fields.
     */
    tokens?: TokenAccess;
  }
}

/** Judges each `/api` request made with an access token by its route's `tokens`, before its handler runs. */
export function guardRestScopes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.headers.authorization === undefined) return;
    // A token that is not live is refused here with 401, as by every handler.
    const token = (await requestContext(deps, request)).viewer?.token;
    if (!token) return;
    const access = request.routeOptions.config.tokens ?? 'session';
    if (!tokenReaches(token.scopes, access)) throw new ForbiddenError(refusalKey(access));
  });
}
