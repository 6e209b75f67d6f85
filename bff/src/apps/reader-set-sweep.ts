import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { documents, readerSets } from './tables.ts';

const DAY_MS = 86_400_000;
/** Sets deleted per statement, so a first sweep holds no long lock. */
const BATCH = 500;

/**
 * Reader sets are never changed, so every change of readers at a source makes a new set and may
 * leave the old one held by no document. The sweep deletes those (their principals go with them).
 * A set a sync took within the last day is kept even when no document holds it yet or any more:
 * a running sync remembers the sets it looked up and may still hand one out to its next item.
 * The everyone set is a set like the others, made again when a document is next public.
 * `onForgotten` is told the sets deleted, once they are.
 */
export async function forgetUnusedReaderSets(db: Database, now: Date, onForgotten: SetsForgotten = async () => {}) {
  const unusedSince = new Date(now.getTime() - DAY_MS);
  const forgotten: string[] = [];
  for (;;) {
    const unused = db
      .select({ id: readerSets.id })
      .from(readerSets)
      .where(
        and(
          lt(readerSets.usedAt, unusedSince),
          sql`not exists (select 1 from ${documents} where ${documents.workspaceId} = ${readerSets.workspaceId} and ${documents.readerSetId} = ${readerSets.id})`,
        ),
      )
      .limit(BATCH);
    // The tests again on the row itself: a set a sync took or a document came to hold meanwhile is kept.
    const gone = await db
      .delete(readerSets)
      .where(
        and(
          inArray(readerSets.id, unused),
          lt(readerSets.usedAt, unusedSince),
          sql`not exists (select 1 from ${documents} where ${documents.workspaceId} = ${readerSets.workspaceId} and ${documents.readerSetId} = ${readerSets.id})`,
        ),
      )
      .returning({ id: readerSets.id });
    forgotten.push(...gone.map((set) => set.id));
    if (gone.length < BATCH) break;
  }
  if (forgotten.length > 0) await onForgotten(forgotten);
  return forgotten.length;
}

/** What else goes with deleted reader sets (the search index's record of where words are held, passed in at the composition root). */
export type SetsForgotten = (setIds: string[]) => Promise<void>;

/** The daily sweep of reader sets, run by the job queue. */
export function readerSetSchedules(deps: { db: Database; log: Logger; clock?: () => Date; onForgotten: SetsForgotten }) {
  const clock = deps.clock ?? (() => new Date());
  return [
    {
      queue: 'reader-set-sweep',
      cron: '37 3 * * *',
      run: async () => {
        const forgotten = await forgetUnusedReaderSets(deps.db, clock(), deps.onForgotten);
        if (forgotten > 0) deps.log.info({ forgotten }, 'reader sets no document holds deleted');
      },
    },
  ];
}
