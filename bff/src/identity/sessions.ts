import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { PubSub } from '../request/pubsub.ts';
import { sessions, signInLinks } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How stale a session's last use may grow before a request records it again: one write per session per interval, not per request. */
const SEEN_INTERVAL_MS = 10 * 60_000;
const MAX_USER_AGENT = 512;

/** The browser and address a session starts from, as the person's list of devices shows them. */
export type Device = { userAgent: string | null; ip: string };

/** Starts a session for a user; the returned token goes into the cookie and nowhere else. */
export async function createSession(db: Database, userId: string, now: Date, days: number, device: Device) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: device.userAgent?.slice(0, MAX_USER_AGENT) || null, ip: device.ip, lastSeenAt: now });
  return { token, expiresAt };
}

/** Records that a session was used, from where, when its last record is older than the interval. */
export async function touchSession(db: Database, session: { id: string; lastSeenAt: Date }, ip: string, now: Date) {
  if (now.getTime() - session.lastSeenAt.getTime() < SEEN_INTERVAL_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, ip })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now.getTime() - SEEN_INTERVAL_MS))));
}

/** A person's live sessions, the most recently used first. */
export function liveSessions(db: Database, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, userId: sessions.userId, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent, ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Tells the open connections of sessions that ended (across processes with Redis), which close at once. */
function announceEnded(pubsub: PubSub, ended: { id: string }[]) {
  for (const { id } of ended) pubsub.publish('session:ended', id, { sessionId: id });
}

/** Ends one of a person's own sessions (on another device, or this one); false when it is not theirs or already over. */
export async function endOwnSession(deps: { db: Pick<Database, 'delete'>; pubsub: PubSub }, userId: string, sessionId: string): Promise<boolean> {
  const ended = await deps.db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  announceEnded(deps.pubsub, ended);
  return ended.length > 0;
}

/** Ends every session of a person but one (the one asking), or every one: how many ended. */
export async function endSessionsOf(deps: { db: Pick<Database, 'delete'>; pubsub: PubSub }, userId: string, keep: string | null = null): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  announceEnded(deps.pubsub, ended);
  return ended.length;
}

export async function endSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** A single-use sign-in link token for a user, valid for `minutes`. */
export async function createSignInLink(db: Database, userId: string, now: Date, minutes: number) {
  const token = newToken();
  await db.insert(signInLinks).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/**
 * Spends a sign-in link: marks it used in the same statement that checks it, so two
 * concurrent clicks cannot both succeed. Answers the user id, or null.
 */
export async function redeemSignInLink(db: Database, token: string, now: Date) {
  const [link] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(eq(signInLinks.tokenHash, hashToken(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)),
    )
    .returning({ userId: signInLinks.userId });
  return link?.userId ?? null;
}
