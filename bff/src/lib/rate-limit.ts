import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from './tables.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit against `key` in the current fixed window, in the database so that every server
 * process shares the count. Answers the window's hits so far (this one included) and the seconds
 * until the window ends.
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now: Date): Promise<{ hits: number; resetSeconds: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  return { hits: row!.hits, resetSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) };
}

/**
 * Counts one hit against `key` in the current fixed window. Answers how many seconds to wait
 * when the limit is passed.
 */
export async function takeHit(db: Database, key: string, limit: Limit, now: Date): Promise<{ retryAfter: number } | null> {
  const { hits, resetSeconds } = await countHit(db, key, limit.windowSeconds, now);
  return hits <= limit.max ? null : { retryAfter: resetSeconds };
}
