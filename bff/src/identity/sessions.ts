import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { sessions, signInLinks } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session for a user; the returned token goes into the cookie and nowhere else. */
export async function createSession(db: Database, userId: string, now: Date, days: number) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
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
