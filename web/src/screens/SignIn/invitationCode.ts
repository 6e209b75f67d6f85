import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';

/**
 * The invitation code a sign-in callback leads back to (`/invitation/{code}` or its `/accept`),
 * or null. The callback is read as the redirect after sign-in will read it (same origin,
 * normalised), and only a path that is exactly an invitation page's counts: anything around it
 * (another path, an encoded slash, a code of other characters) names no invitation.
 */
export function invitationCodeOf(callback: string | null): string | null {
  const path = sameOriginPath(callback);
  if (path === null) return null;
  const { pathname } = new URL(path, 'http://same.origin');
  return /^\/invitation\/([A-Za-z0-9_-]{16,128})(?:\/accept)?$/.exec(pathname)?.[1] ?? null;
}
