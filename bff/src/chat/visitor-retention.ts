import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { conversations } from './tables.ts';

const DAY_MS = 86_400_000;
/** Rows deleted per statement, so a first sweep over a year of visitors holds no long lock. */
const BATCH = 500;

/**
 * Visitors of public chat links have no account: their conversations are reachable only from the
 * tab that asked, and kept for `PUBLIC_CHAT_RETENTION_DAYS` after their last question, then deleted
 * with their messages. Members' conversations are theirs to delete and are never touched here.
 */
export async function forgetIdleVisitorConversations(db: Database, now: Date, retentionDays: number) {
  const idleSince = new Date(now.getTime() - retentionDays * DAY_MS);
  let forgotten = 0;
  for (;;) {
    const idle = db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(isNotNull(conversations.visitor), lt(conversations.updatedAt, idleSince)))
      .limit(BATCH);
    // The idle test again on the row itself: one a question touched meanwhile is rechecked and kept.
    const gone = await db
      .delete(conversations)
      .where(and(isNotNull(conversations.visitor), lt(conversations.updatedAt, idleSince), inArray(conversations.id, idle)))
      .returning({ id: conversations.id });
    forgotten += gone.length;
    if (gone.length < BATCH) return forgotten;
  }
}

/** The daily retention sweep, run by the job queue. */
export function chatSchedules(deps: { db: Database; log: Logger; retentionDays: number; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return [
    {
      queue: 'public-chat-retention',
      cron: '17 3 * * *',
      run: async () => {
        const forgotten = await forgetIdleVisitorConversations(deps.db, clock(), deps.retentionDays);
        if (forgotten > 0) deps.log.info({ forgotten, retentionDays: deps.retentionDays }, 'idle visitor conversations deleted');
      },
    },
  ];
}
