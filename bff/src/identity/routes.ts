import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { sendMessagePage } from '../http/message-page.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestContext, respond, signedInContext } from '../http/rest.ts';
import { safeCallbackPath } from '../http/safe-callback.ts';
import { clearSessionCookie, readSessionToken } from '../http/session-cookie.ts';
import { negotiateLocale } from '../i18n/messages.ts';
import { activateUser, changeContact, sendContactChangeCode, updateBaseInfo } from './account.ts';
import { startSession } from './session-start.ts';
import { endSession, redeemSignInLink } from './sessions.ts';
import { findUserByTarget, landingOf, sendSignInCode, signInWithCode, type OnSignedIn } from './sign-in.ts';
import { auditSignIn } from './sign-in-audit.ts';
import { ExpectedError } from '../request/errors.ts';
import { parseTarget } from './targets.ts';
import { WORKPLACE_KEYS } from './workplace/config.ts';
import { userInfo } from './user-info.ts';
import { parseFields, text } from '../validation/body.ts';

// What each body and query may hold: text fields, bounded; anything else is a 400 per field.
const TARGET = { email: text(254), country_code: text(8), phone: text(32) };
const LoginQuery = z.object({ callback_url: text(2048) });
const CodeBody = z.object(TARGET);
const SignInBody = z.object({ ...TARGET, code: text(32), callback_url: text(2048) });
const BaseInfoBody = z.object({
  display_name: text(),
  username: text(),
  ws_username: text(),
  avatar: text(),
  preferred_language: text(16),
  theme: text(16),
});
const ContactBody = z.object({ ...TARGET, code: text(32) });

/** The spec's REST surface for signing in and the account; a thin layer over the services. */
export function identityRoutes(app: FastifyInstance, deps: AppDeps, { onSignedIn }: { onSignedIn: OnSignedIn }) {
  const { db } = deps.database;

  app.get('/api/auth/login', async (request) => {
    const ctx = await requestContext(deps, request);
    const callback = safeCallbackPath(parseFields(LoginQuery, request.query).callback_url ?? undefined);
    // With single sign-on configured, signing in means going to the company's provider.
    const page = deps.config.oidc ? '/api/auth/oidc/start' : '/login';
    return respond(ctx, { login_url: `${page}?callback_url=${encodeURIComponent(callback)}` });
  });

  // Which other ways in the sign-in page may offer next to the codes (an SSO button, a directory tab).
  app.get('/api/auth/providers', async (request) => {
    const ctx = await requestContext(deps, request);
    const { oidc, ldap, workplace } = deps.config;
    return respond(ctx, { oidc: oidc ? { name: oidc.name } : null, ldap: ldap ? { name: ldap.name } : null, workplace: WORKPLACE_KEYS.filter((key) => workplace[key]) });
  });

  // Step one of signing in: a code to the e-mail address or phone number.
  app.post('/api/auth/code', async (request) => {
    const ctx = await requestContext(deps, request);
    const { resendAfter } = await sendSignInCode(ctx, parseTarget(parseFields(CodeBody, request.body)));
    return respond(ctx, { resend_after: resendAfter });
  });

  // Step two: the code signs in (creating the user on first sign-in) with a fresh session token.
  app.post('/api/auth/sign_in', async (request, reply) => {
    const ctx = await requestContext(deps, request);
    const body = parseFields(SignInBody, request.body);
    const target = parseTarget(body);
    let user;
    try {
      user = await signInWithCode(ctx, onSignedIn, target, body.code ?? '');
    } catch (error) {
      // A wrong or spent code for someone who has an account: their workspace's admins see it.
      const known = error instanceof ExpectedError ? await findUserByTarget(db, target) : null;
      if (known) await auditSignIn({ db, pubsub: deps.pubsub, memberships: deps.memberships }, request, known.id, ctx.now, { action: 'session.sign_in_failed', detail: { method: 'code', reason: (error as ExpectedError).key } });
      throw error;
    }
    await startSession(deps, request, reply, user.id, ctx.now, 'code');
    const callback = safeCallbackPath(body.callback_url ?? undefined);
    return respond(ctx, { is_active: user.isActive, redirect_url: landingOf(user, callback) });
  });

  // A one-time sign-in link: spending it starts a session and lands on /home. The token leaves
  // the address bar at once through the redirect, and no Referer carries it anywhere.
  app.get<{ Params: { token: string } }>('/api/auth/link/:token', async (request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store');
    const now = deps.clock();
    const userId = await redeemSignInLink(db, request.params.token, now);
    if (!userId) return sendMessagePage(reply, 400, (await requestContext(deps, request)).locale, 'signInLinkInvalid');
    await startSession(deps, request, reply, userId, now, 'link');
    return reply.redirect('/home', 302);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = readSessionToken(request, deps.cookie);
    if (token) await endSession(db, token);
    clearSessionCookie(reply, deps.cookie);
    return ok(negotiateLocale(null, request.headers['accept-language']), null);
  });

  app.get('/api/user/info', { config: { tokens: 'any' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    return respond(ctx, await userInfo(ctx));
  });

  app.post('/api/user/info/active', async (request) => {
    const ctx = await signedInContext(deps, request);
    return respond(ctx, await userInfo(ctx, await activateUser(ctx)));
  });

  app.put('/api/user/base_info', async (request) => {
    const ctx = await signedInContext(deps, request);
    const body = parseFields(BaseInfoBody, request.body);
    const user = await updateBaseInfo(ctx, {
      displayName: body.display_name,
      username: body.username,
      wsUsername: body.ws_username,
      avatar: body.avatar,
      preferredLanguage: body.preferred_language === 'en' || body.preferred_language === 'zh-hans' ? body.preferred_language : undefined,
      theme: body.theme === 'dark' || body.theme === 'light' ? body.theme : undefined,
    });
    return respond(ctx, await userInfo(ctx, user));
  });

  for (const kind of ['email', 'mobile_num'] as const) {
    const pick = (body: z.output<typeof ContactBody>) =>
      kind === 'email' ? { email: body.email ?? '' } : { country_code: body.country_code ?? undefined, phone: body.phone ?? '' };
    app.post(`/api/user/${kind}/verify`, async (request) => {
      const ctx = await signedInContext(deps, request);
      const { resendAfter } = await sendContactChangeCode(ctx, pick(parseFields(ContactBody, request.body)));
      return respond(ctx, { resend_after: resendAfter });
    });
    app.put(`/api/user/${kind}`, async (request) => {
      const ctx = await signedInContext(deps, request);
      const body = parseFields(ContactBody, request.body);
      const user = await changeContact(ctx, { ...pick(body), code: body.code ?? undefined });
      return respond(ctx, await userInfo(ctx, user));
    });
  }
}
