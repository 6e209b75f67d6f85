import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { v7 as timeOrderedId } from 'uuid';
import type { Reader } from '../apps/visibility.ts';
import { auditedTransaction } from '../audit/record.ts';
import { rowsOf, type Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ValidationError } from '../request/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { searchLog, searchLogSettings } from './tables.ts';

/** The days a workspace may keep its searches for (0: none are recorded), and the default. */
export const RETENTION_CHOICES = [0, 7, 30, 90, 180, 365] as const;
export const DEFAULT_RETENTION_DAYS = 90;
/** Characters of a query kept: enough for any question, not for a pasted document. */
export const SEARCH_LOG_QUERY_LENGTH = 200;
/**
 * A search typed on from the one before within this time (the one before is where it starts, or
 * it is where the one before starts) is that search still being typed: the page searches as
 * people type, and "vac", "vaca", "vacation" are one search.
 */
const TYPING_MS = 30_000;

/** A query as it is counted: trimmed, its spaces folded, cut at the length kept. */
export const loggedQuery = (query: string) => query.trim().replace(/\s+/gu, ' ').slice(0, SEARCH_LOG_QUERY_LENGTH);

/**
 * Records a search a reader made and how many results its first page showed; answers its id (for
 * the result opened from it), or null when the workspace records no searches. The same person's
 * search still being typed replaces the one before (`TYPING_MS`), unless a result of that one was
 * opened. One statement, so it adds one round trip to a search; committed without waiting for
 * the write-ahead log to reach the disk (`synchronous_commit` off for it alone), which halved its
 * time (2.0 → 1.0 ms p50 on this machine's Postgres): a crash may lose the last fraction of a
 * second of searches recorded, never anything else, and a search is not kept waiting on a flush.
 */
export async function recordSearch(db: Database, reader: Reader, query: string, results: number, now: Date): Promise<string | null> {
  const text = loggedQuery(query);
  if (!text) return null;
  const id = timeOrderedId();
  const since = new Date(now.getTime() - TYPING_MS);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`with unflushed as (select set_config('synchronous_commit', 'off', true)),
      kept as (
        select coalesce((select retention_days from ${searchLogSettings} where workspace_id = ${reader.workspaceId}), ${DEFAULT_RETENTION_DAYS}) as days
      ),
      typed_on as (
        delete from ${searchLog} where workspace_id = ${reader.workspaceId} and id = (
          select id from ${searchLog}
          where workspace_id = ${reader.workspaceId} and user_id = ${reader.userId} and searched_at > ${since.toISOString()}::timestamptz
            and opened_at is null and (starts_with(${text}, query) or starts_with(query, ${text}))
          order by searched_at desc limit 1)
      )
      insert into ${searchLog} (workspace_id, id, user_id, query, results, searched_at)
      select ${reader.workspaceId}, ${id}, ${reader.userId}, ${text}, ${results}, ${now.toISOString()}::timestamptz from kept, unflushed where days > 0
      returning id`),
  );
  return rows[0]?.id ?? null;
}

/**
 * Records that the reader opened a document from their search (the caller tells that they may
 * read it): the first one opened counts. Someone else's search changes nothing (answers false).
 */
export async function recordOpened(db: Database, reader: Reader, searchId: string, documentId: string, now: Date): Promise<boolean> {
  if (!isUuid(searchId) || !isUuid(documentId)) return false;
  const updated = await db
    .update(searchLog)
    .set({ openedDocumentId: documentId, openedAt: now })
    .where(and(eq(searchLog.workspaceId, reader.workspaceId), eq(searchLog.id, searchId), eq(searchLog.userId, reader.userId), isNull(searchLog.openedAt)))
    .returning({ id: searchLog.id });
  return updated.length > 0;
}

/** The days the workspace keeps its searches for. */
export async function retentionDays(db: Pick<Database, 'select'>, workspaceId: string): Promise<number> {
  const [row] = await db.select({ days: searchLogSettings.retentionDays }).from(searchLogSettings).where(eq(searchLogSettings.workspaceId, workspaceId));
  return row?.days ?? DEFAULT_RETENTION_DAYS;
}

/**
 * Sets how long the workspace keeps its searches, and deletes at once those older (all of them,
 * when it keeps none). Recorded in the audit log: it decides what admins see of members' searches.
 */
export async function setRetentionDays(ctx: Context, workspaceId: string, days: number): Promise<void> {
  if (!(RETENTION_CHOICES as readonly number[]).includes(days)) {
    throw new ValidationError([{ field: 'retentionDays', key: 'searchRetentionChoice' }]);
  }
  await auditedTransaction(ctx, workspaceId, async (tx) => {
    const before = await retentionDays(tx, workspaceId);
    await tx
      .insert(searchLogSettings)
      .values({ workspaceId, retentionDays: days })
      .onConflictDoUpdate({ target: searchLogSettings.workspaceId, set: { retentionDays: days, updatedAt: ctx.now } });
    const older = days === 0 ? undefined : lt(searchLog.searchedAt, new Date(ctx.now.getTime() - days * 86_400_000));
    const forgotten = await tx.delete(searchLog).where(and(eq(searchLog.workspaceId, workspaceId), older)).returning({ id: searchLog.id });
    const act = before === days ? null : { action: 'analytics.search_retention_changed', detail: { before: { days: before }, after: { days }, searchesDeleted: forgotten.length } };
    return { result: undefined, act };
  });
}

/** Deletes every workspace's searches older than it keeps them (nightly); answers how many. */
export async function forgetOldSearches(db: Database, now: Date): Promise<number> {
  const deleted = await db.execute(sql`delete from ${searchLog} l
    where l.searched_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(
      (select s.retention_days from ${searchLogSettings} s where s.workspace_id = l.workspace_id), ${DEFAULT_RETENTION_DAYS}))
    returning 1`);
  return rowsOf(deleted).length;
}

/** The search domain's nightly work: forgetting searches older than their workspace keeps them. */
export function searchSchedules(deps: { db: Database; log: Pick<Logger, 'info'>; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return [
    {
      queue: 'search-log-retention',
      cron: '37 3 * * *',
      run: async () => {
        const forgotten = await forgetOldSearches(deps.db, clock());
        if (forgotten > 0) deps.log.info({ forgotten }, 'old searches deleted');
      },
    },
  ];
}
