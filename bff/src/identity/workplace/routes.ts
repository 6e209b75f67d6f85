import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { sendMessagePage } from '../../http/message-page.ts';
import { safeCallbackPath } from '../../http/safe-callback.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { requestContext } from '../../http/rest.ts';
import { seal, unseal } from '../sealed-state.ts';
import { startSession } from '../session-start.ts';
import { landingOf, signInVouchedTargets, type OnSignedIn } from '../sign-in.ts';
import { vouchedTargets } from '../vouched.ts';
import { WORKPLACE_KEYS, type WorkplaceKey } from './config.ts';
import { workplaceProvider, type WorkplacePerson } from './providers.ts';

const BASE = '/api/auth/workplace';
const STATE_MINUTES = 10;

type SealedState = { provider: WorkplaceKey; state: string; verifier: string; callback: string; expiresAt: number };

export type WorkplaceHooks = {
  onSignedIn: OnSignedIn;
  /** Ties the account to the person where their workspaces' syncs met it untied (apps). */
  onWorkplaceSignIn: (userId: string, person: WorkplacePerson) => Promise<void>;
};

/**
 * Sign-in with the company's DingTalk, Feishu or WeCom (scanning the app's QR code, or its page in
 * the app's own browser): `GET /api/auth/workplace/{provider}/start` sends the browser to the
 * app, and its callback signs in the member whose e-mail address, else mobile number, the app
 * vouches for; someone new is created as code sign-in would. An account the app tells neither of
 * is refused: a link an admin made is no proof the person is who they say. Register
 * `${PUBLIC_URL}/api/auth/workplace/{provider}/callback` as the app's redirect URL.
 */
export function workplaceRoutes(app: FastifyInstance, deps: AppDeps, hooks: WorkplaceHooks) {
  const config = deps.config.workplace;
  const offered = WORKPLACE_KEYS.filter((key) => config[key]);
  if (offered.length === 0) return;
  const { db } = deps.database;
  const key = deps.secrets.key('workplace-state');
  const cookieName = deps.cookie.secure ? '__Secure-workplace-state' : 'workplace-state';
  const cookieOptions = { path: BASE, httpOnly: true, sameSite: 'lax', secure: deps.cookie.secure } as const;
  const redirectUri = (provider: WorkplaceKey) => `${deps.config.publicUrl}${BASE}/${provider}/callback`;
  // In the person's language: theirs when signed in, else their browser's.
  const failPage = async (request: FastifyRequest, reply: FastifyReply, status: number, message: MessageKey) =>
    sendMessagePage(reply, status, (await requestContext(deps, request)).locale, message, '/login');
  const providerOf = (name: string) => (offered.includes(name as WorkplaceKey) ? { key: name as WorkplaceKey, provider: workplaceProvider(config, name as WorkplaceKey)! } : null);

  app.get<{ Params: { provider: string }; Querystring: { callback_url?: string } }>(`${BASE}/:provider/start`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const found = providerOf(request.params.provider);
    if (!found) return failPage(request, reply, 404, 'notFound');
    const state: SealedState = {
      provider: found.key,
      state: randomBytes(16).toString('base64url'),
      verifier: randomBytes(32).toString('base64url'),
      callback: safeCallbackPath(request.query.callback_url),
      expiresAt: deps.clock().getTime() + STATE_MINUTES * 60_000,
    };
    reply.setCookie(cookieName, seal<SealedState>(key, state), { ...cookieOptions, maxAge: STATE_MINUTES * 60 });
    const challenge = createHash('sha256').update(state.verifier).digest('base64url');
    return reply.redirect(found.provider.authorizeUrl(redirectUri(found.key), state.state, challenge), 302);
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(`${BASE}/:provider/callback`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const sealed = request.cookies[cookieName];
    reply.clearCookie(cookieName, cookieOptions);
    const failed = (detail: string, err?: unknown) => {
      request.log.warn({ err, detail }, 'workplace sign-in callback failed');
      return failPage(request, reply, 400, 'authorizationCallbackFailed');
    };
    const found = providerOf(request.params.provider);
    if (!found) return failPage(request, reply, 404, 'notFound');
    const code = request.query[found.provider.codeParameter] ?? request.query.code;
    if (!code) return failPage(request, reply, 400, 'authorizationCodeMissing');
    const state = sealed ? unseal<SealedState>(key, sealed) : null;
    if (!state || state.provider !== found.key || state.state !== request.query.state) return failed('state missing, forged or for another sign-in');
    if (state.expiresAt <= deps.clock().getTime()) return failed('state expired');

    let person: WorkplacePerson;
    try {
      person = await found.provider.person(code, redirectUri(found.key), state.verifier);
    } catch (err) {
      return failed(`${found.key} refused the code or could not be reached`, err);
    }
    const user = await userOf(person);
    if (!user) return failPage(request, reply, 403, 'workplaceAccountUnmatched');
    await hooks.onWorkplaceSignIn(user.id, person);
    await startSession(deps, request, reply, user.id, deps.clock(), found.key);
    return reply.redirect(landingOf(user, state.callback), 302);
  });

  /** The member the app vouches for: by e-mail, then mobile; created with the first address when neither is known. */
  async function userOf(person: WorkplacePerson) {
    const [first, ...others] = vouchedTargets(person);
    return first ? signInVouchedTargets(db, hooks.onSignedIn, [first, ...others], person.name ?? undefined) : null;
  }
}
