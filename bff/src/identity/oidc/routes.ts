import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { sendMessagePage } from '../../http/message-page.ts';
import { safeCallbackPath } from '../../http/safe-callback.ts';
import { negotiateLocale, type MessageKey } from '../../i18n/messages.ts';
import { startSession } from '../session-start.ts';
import { landingOf, signInVouchedTargets, type OnSignedIn } from '../sign-in.ts';
import { seal, unseal } from '../sealed-state.ts';
import { createOidcClient, type PendingSignIn } from './client.ts';

const BASE = '/api/auth/oidc';
const STATE_MINUTES = 10;

/** The state cookie's content: the checks of one sign-in and where to go afterwards. */
type SealedState = PendingSignIn & { callback: string; expiresAt: number };

/**
 * Single sign-on with the configured OpenID provider (authorization code flow with PKCE). Both
 * routes are browser navigations: they answer redirects, or a small page when something failed.
 */
export function oidcRoutes(app: FastifyInstance, deps: AppDeps, { onSignedIn }: { onSignedIn: OnSignedIn }) {
  const config = deps.config.oidc;
  if (!config) return;
  const { db } = deps.database;
  const redirectUri = `${deps.config.publicUrl}${BASE}/callback`;
  const client = createOidcClient(config, redirectUri);
  const key = deps.secrets.key('oidc-state');
  // `__Secure-` keeps a network attacker from planting the cookie over plain HTTP.
  const cookieName = deps.cookie.secure ? '__Secure-oidc-state' : 'oidc-state';
  const cookieOptions = { path: BASE, httpOnly: true, sameSite: 'lax', secure: deps.cookie.secure } as const;

  const failPage = (request: FastifyRequest, reply: FastifyReply, status: number, message: MessageKey) =>
    sendMessagePage(reply, status, negotiateLocale(null, request.headers['accept-language']), message, '/login');

  app.get<{ Querystring: { callback_url?: string } }>(`${BASE}/start`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let started;
    try {
      started = await client.authorizationUrl();
    } catch (error) {
      request.log.error({ err: error }, 'single sign-on provider unavailable');
      return failPage(request, reply, 502, 'singleSignOnUnavailable');
    }
    const now = deps.clock().getTime();
    const state: SealedState = {
      ...started.pending,
      callback: safeCallbackPath(request.query.callback_url),
      expiresAt: now + STATE_MINUTES * 60_000,
    };
    // Sealed, not just signed: the PKCE verifier and nonce must stay secret from the page too.
    reply.setCookie(cookieName, seal<SealedState>(key, state), { ...cookieOptions, maxAge: STATE_MINUTES * 60 });
    return reply.redirect(started.url.href, 302);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(`${BASE}/callback`, async (request, reply) => {
    // The address carries the code: keep it out of caches and of Referer headers.
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    // One sign-in, one state: whatever happens next, it cannot be replayed.
    const sealed = request.cookies[cookieName];
    reply.clearCookie(cookieName, cookieOptions);
    const failed = (detail: string, err?: unknown) => {
      request.log.warn({ err, detail }, 'single sign-on callback failed');
      return failPage(request, reply, 400, 'authorizationCallbackFailed');
    };

    const { code, error } = request.query;
    if (error) return failed(`the provider answered ${error}: ${request.query.error_description ?? ''}`);
    if (!code) return failPage(request, reply, 400, 'authorizationCodeMissing');
    const state = sealed ? unseal<SealedState>(key, sealed) : null;
    if (!state) return failed('state cookie missing, forged or unreadable');
    if (state.expiresAt <= deps.clock().getTime()) return failed('state cookie expired');

    let person;
    try {
      // The registered redirect URI plus the answer's parameters, whatever Host the request used.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      person = await client.person(new URL(`${redirectUri}${query}`), state);
    } catch (err) {
      return failed('the provider answer was refused', err);
    }
    const [first, ...others] = person.targets;
    if (!first) return failed(`subject ${person.subject} has no verified e-mail or phone`);
    const user = await signInVouchedTargets(db, onSignedIn, [first, ...others], person.displayName);
    await startSession(deps, request, reply, user.id, deps.clock(), 'oidc');
    return reply.redirect(landingOf(user, state.callback), 302);
  });
}
