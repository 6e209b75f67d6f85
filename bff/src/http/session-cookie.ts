import type { FastifyReply, FastifyRequest } from 'fastify';

export type CookieSettings = { name: string; secure: boolean };

/** `__Host-` pins the cookie to this origin, but browsers accept it only over HTTPS. */
export function sessionCookieSettings(publicUrl: string): CookieSettings {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Host-sid' : 'sid', secure };
}

export function readSessionToken(request: FastifyRequest, settings: CookieSettings): string | undefined {
  return request.cookies[settings.name];
}

export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, token: string, expires: Date) {
  reply.setCookie(settings.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(settings.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}
