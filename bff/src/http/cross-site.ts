import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ForbiddenError } from '../request/errors.ts';
import type { AppDeps } from './deps.ts';
import type { OriginPolicy } from './origins.ts';
import { requestContext } from './rest.ts';
import { readSessionToken } from './session-cookie.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a REST write that carries the session cookie when the browser says another site's page
 * sent it. SameSite=Lax alone lets a sibling subdomain's page through, and a `text/plain` or
 * multipart form needs no CORS preflight. Writes under `/api/auth/` are refused alike without a
 * cookie: another site's form could otherwise sign a visitor in with the attacker's own code, into
 * the attacker's account (login CSRF), where whatever they add is the attacker's to read.
 * Browsers tell where a request comes from with `Sec-Fetch-Site` (older ones only with `Origin`);
 * a request with neither is not a browser's (curl, a server), and has no session it did not hold
 * itself. GraphQL has its own guard (`useCSRFPrevention`: a header that needs a preflight, which
 * CORS answers only for allowed origins).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, deps: AppDeps, origins: OriginPolicy) {
  app.addHook('onRequest', async (request) => {
    // The route's own pattern: the address as sent might spell `/api` in percent-escapes.
    const route = request.routeOptions.url;
    if (!WRITES.has(request.method) || !route?.startsWith('/api/')) return;
    const signsIn = route.startsWith('/api/auth/');
    if ((!signsIn && !readSessionToken(request, deps.cookie)) || fromAllowedPage(request.headers, origins)) return;
    request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site write refused');
    // The refusal speaks the person's own language.
    await requestContext(deps, request);
    throw new ForbiddenError('crossSiteRequest');
  });
}

function fromAllowedPage(headers: IncomingHttpHeaders, origins: OriginPolicy): boolean {
  const site = headers['sec-fetch-site'];
  // A page of this origin, or the person typing an address: the browser vouches for it.
  if (site === 'same-origin' || site === 'none') return true;
  // Another page (a sibling subdomain, another site, or no Sec-Fetch-Site from an older browser):
  // only an allowed origin may write. With neither header it is no browser.
  if (headers.origin === undefined) return site === undefined;
  return origins.allows(headers.origin, headers.host);
}
