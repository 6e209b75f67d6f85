import type { Context, TokenContext } from '../request/context.ts';
import { ForbiddenError, NotSignedInError } from '../request/errors.ts';
import type { TokenScope } from '../request/token-scopes.ts';

/**
 * The context of a request to a route that takes access tokens only (not a session: `/v1`,
 * `/mcp`): its token must hold one of `anyOf`, named where the route is declared. No token at all
 * is 401; a live token without the scope is 403.
 */
export function withTokenScope(ctx: Context, anyOf: readonly TokenScope[]): TokenContext {
  const token = ctx.viewer?.token;
  if (!ctx.viewer?.membership || !token) throw new NotSignedInError('tokenRequired');
  if (!token.scopes.some((scope) => anyOf.includes(scope))) throw new ForbiddenError('tokenScopeMissing');
  return ctx as TokenContext;
}
