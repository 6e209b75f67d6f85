import type { Viewer } from '../graphql/context.ts';
import { ForbiddenError, NotSignedInError } from '../graphql/errors.ts';
import type { TokenScope } from './scopes.ts';

/**
 * The token of a REST route that takes access tokens only (not a session): it must hold one of
 * `anyOf`. `scopes.ts` judges GraphQL's root fields; routes outside GraphQL name their scopes here,
 * where they are called. No token at all is 401; a live token without the scope is 403.
 */
export function tokenWithScope(viewer: Viewer | null, anyOf: readonly TokenScope[]) {
  const token = viewer?.token;
  if (!viewer?.membership || !token) throw new NotSignedInError('tokenRequired');
  if (!token.scopes.some((scope) => anyOf.includes(scope))) throw new ForbiddenError('tokenScopeMissing');
  return token;
}
