import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from './tables.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit against `key` in the current fixed window, in the database so that every
 * server process shares the count. Answers how many seconds to wait when the limit is passed.
 */
export async function takeHit(db: Database, key: string, limit: Limit, now: Date): Promise<{ retryAfter: number } | null> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  if (row!.hits <= limit.max) return null;
  return { retryAfter: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) };
}
