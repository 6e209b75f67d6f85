import { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import { refusalKey, tokenReaches, type TokenAccess, type TokenScope } from '../request/token-scopes.ts';

const PERSON_SCOPES = new Set(['signedIn', 'member', 'admin', 'creator']);

type RefusalKey = 'tokenNotAllowed' | 'tokenScopeMissing' | 'operatorsOnly' | 'forbidden';

/**
 * Why a signed-in caller was refused, as the message key they read: a token whose scopes are the
 * reason (`tokenNotAllowed` for a field of sessions only, `tokenScopeMissing` otherwise), a field
 * for operators alone, or simply not allowed (the caller's rights).
 */
export function refusalOf(scopes: readonly TokenScope[] | undefined, failure: AuthFailure): RefusalKey {
  if (onlyOperators(failure)) return 'operatorsOnly';
  return (scopes && tokenRefusal(scopes, failure)) ?? 'forbidden';
}

/** A field whose one scope is `operator` (a map of one scope fails as a list of one). */
function onlyOperators(failure: AuthFailure): boolean {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === 'operator';
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    return failure.failures.length === 1 && onlyOperators(failure.failures[0]!);
  }
  return false;
}

function tokenRefusal(scopes: readonly TokenScope[], failure: AuthFailure): 'tokenNotAllowed' | 'tokenScopeMissing' | null {
  switch (failure.kind) {
    case AuthScopeFailureType.AuthScope: {
      const access = failure.parameter as TokenAccess;
      return PERSON_SCOPES.has(failure.scope) && !tokenReaches(scopes, access) ? refusalKey(access) : null;
    }
    case AuthScopeFailureType.AnyAuthScopes:
    case AuthScopeFailureType.AllAuthScopes:
      for (const inner of failure.failures) {
        const key = tokenRefusal(scopes, inner);
        if (key) return key;
      }
      return null;
    default:
      return null;
  }
}
