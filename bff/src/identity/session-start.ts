import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { readSessionToken, setSessionCookie } from '../http/session-cookie.ts';
import { createSession, endSession } from './sessions.ts';
import { auditSignIn, type SignInMethod } from './sign-in-audit.ts';

/**
 * Starts the session of a person who has just signed in, whichever way (a code, a link, single
 * sign-on): the session the request came with ends first, so that a token planted before sign-in
 * is never the one signed in, and a fresh token is set as the cookie.
 */
export async function startSession(
  deps: Pick<AppDeps, 'database' | 'cookie' | 'config' | 'pubsub' | 'memberships'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  now: Date,
  method: SignInMethod,
) {
  const { db } = deps.database;
  const previous = readSessionToken(request, deps.cookie);
  if (previous) await endSession(db, previous);
  const session = await createSession(db, userId, now, deps.config.sessionDays, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
  setSessionCookie(reply, deps.cookie, session.token, session.expiresAt);
  await auditSignIn({ db, pubsub: deps.pubsub, memberships: deps.memberships }, request, userId, now, { action: 'session.signed_in', detail: { method } });
}
