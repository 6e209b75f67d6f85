import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../http/session-cookie.ts';
import { negotiateLocale, translate } from '../i18n/messages.ts';
import { createSession, endSession, redeemSignInLink } from './sessions.ts';

export function identityRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  // A one-time sign-in link: spending it starts a session and lands on /home. The token leaves
  // the address bar at once through the redirect, and no Referer carries it anywhere.
  app.get<{ Params: { token: string } }>('/api/auth/link/:token', async (request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store');
    const now = deps.clock();
    const userId = await redeemSignInLink(db, request.params.token, now);
    if (!userId) {
      const locale = negotiateLocale(null, request.headers['accept-language']);
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(messagePage(locale === 'en' ? 'en' : 'zh-Hans', translate(locale, 'signInLinkInvalid')));
    }
    const session = await createSession(db, userId, now, deps.config.sessionDays);
    setSessionCookie(reply, deps.cookie, session.token, session.expiresAt);
    return reply.redirect('/home', 302);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = readSessionToken(request, deps.cookie);
    if (token) await endSession(db, token);
    clearSessionCookie(reply, deps.cookie);
    return ok(negotiateLocale(null, request.headers['accept-language']), null);
  });
}

function messagePage(lang: string, message: string) {
  const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${escaped}</title><body style="font-family:sans-serif;padding:3rem"><p role="alert">${escaped}</p><p><a href="/">↩</a></p></body></html>`;
}
