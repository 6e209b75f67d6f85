/**
 * What an access token may be given, and how a field, a type or a route says which of them reach
 * it. A token acts as its maker (no more than the maker may do now) and, on top of that, only where
 * one of its scopes is named: at each GraphQL field's `authScopes` (`{ member: 'chat' }`), at each
 * type's read rule (`graphql/access.ts`), and in each REST route's `config.tokens`. Sessions are not
 * bounded by scopes.
 */
export const TOKEN_SCOPES = ['documents:read', 'agents:read', 'chat', 'manage'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * Which tokens reach something: those holding one of the scopes named, every token (`any`: who a
 * token acts as, the public face of things), or none (`session`: for people signed in only, such as
 * making tokens, switching workspace, buying).
 */
export type TokenAccess = TokenScope | readonly TokenScope[] | 'any' | 'session';

/** Whether a token with `scopes` reaches what `access` guards (a session, `null`, always does). */
export function tokenReaches(scopes: readonly TokenScope[] | null | undefined, access: TokenAccess): boolean {
  if (!scopes || access === 'any') return true;
  if (access === 'session') return false;
  return typeof access === 'string' ? scopes.includes(access) : access.some((scope) => scopes.includes(scope));
}

/** The refusal's message key: a token that no scope lets in, or one lacking the scope needed. */
export const refusalKey = (access: TokenAccess) => (access === 'session' ? 'tokenNotAllowed' : 'tokenScopeMissing');
