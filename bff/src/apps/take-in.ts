/**
 * Taking one listed item into a run: its document and chunks written, kept, or refused as the
 * item's error, within the workspace's document allowance. `sync-engine.ts` walks the source and
 * hands each item here.
 */

import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { SourceItem } from '../connectors/types.ts';
import { valuesRefused } from '../db/errors.ts';
import type { ChunkRow } from '../search/ports.ts';
import { withoutNul } from '../validation/nul.ts';
import { lockWorkspace } from '../workspaces/limits.ts';
import { countDocuments } from './document-count.ts';
import { recordItemError } from './item-errors.ts';
import { readerSetOf, type ReaderSetCache } from './reader-sets.ts';
import type { Transaction } from '../db/client.ts';
import type { Counter, SyncDeps } from './sync-deps.ts';
import { documents, type syncRuns, type SyncRun } from './tables.ts';

/** How close to the document limit counting becomes exact (under a lock). */
const NEAR_LIMIT = 1_000;

const contentHash = (item: SourceItem) =>
  createHash('sha256')
    .update(JSON.stringify([item.title, item.text, item.url ?? null, item.author ?? null, item.restricted ?? false]))
    .digest('hex');

const withDocument = <T extends { documentId: string }>(rows: T[], documentId: string) => rows.map((row) => ({ ...row, documentId }));

/** What taking in one run's items needs: its run and conditions, its counters, and the workspace's document allowance. */
export type Walk = {
  deps: SyncDeps;
  run: SyncRun;
  ofApp: SQL | undefined;
  bump: (tx: Transaction, counter: Counter, extra?: Partial<typeof syncRuns.$inferInsert>) => Promise<unknown>;
  notIndexable: (tx: Transaction, item: SourceItem, title: string, error: unknown, reason: string) => Promise<void>;
  allowance: { limit: number; count: number };
  /** Whether the app follows the source's permissions: its items' readers are kept as reader sets. */
  wantsReaders: boolean;
  readerSets: ReaderSetCache;
};

/**
 * Takes in an item the source listed: unchanged content only marks it seen (or, when only its
 * readers changed, gives the document and its chunks their new reader set); new content replaces
 * the document and its chunks; a new item becomes a document while the allowance has room.
 */
export async function upsertItem(walk: Walk, item: SourceItem) {
  const { deps: { db }, run, ofApp, bump, notIndexable, allowance } = walk;
  const hash = contentHash(item);
  // In an app that follows the source, an item without readers is read by no one until it has some.
  const readerSetId = walk.wantsReaders ? await readerSetOf(db, run.workspaceId, item.readers ?? { principals: [] }, walk.readerSets) : null;
  const fields = {
    // A source's stray NUL characters cannot be stored (`validation/nul.ts`).
    title: withoutNul(item.title).slice(0, 500) || item.externalId,
    text: withoutNul(item.text),
    url: item.url ?? null,
    author: item.author != null ? withoutNul(item.author) : null,
    sourceType: item.sourceType,
    mediaType: item.mediaType ?? null,
    restricted: item.restricted ?? false,
    readerSetId,
    contentHash: hash,
    sourceVersion: item.version ?? null,
    fileSha256: item.fileSha256 ?? null,
    size: item.size ?? null,
    sourceCreatedAt: item.createdAt ?? null,
    sourceUpdatedAt: item.updatedAt ?? null,
    lastSeenRunId: run.id,
    // Written only with new content (its chunks copy it): an unchanged item keeps its time.
    updatedAt: new Date(),
  };
  // Chunking and tokenising are CPU work: done before the transaction, used if needed.
  let indexRows: ChunkRow[];
  try {
    indexRows = await walk.deps.indexer.rowsOf({ workspaceId: run.workspaceId, id: '', appId: run.appId, ...fields });
  } catch (error) {
    // Pure work on the item's own text: what fails there would fail on every attempt.
    await db.transaction((tx) => notIndexable(tx, item, fields.title, error, error instanceof Error ? error.message : String(error)));
    return;
  }
  // One item's content is never a reason to fail the run: what the database refuses of it
  // rolls back to a savepoint and becomes the item's error, the rest of the run's work kept.
  const refused = async (tx: Transaction, error: unknown) => {
    const reason = valuesRefused(error);
    if (reason === undefined) throw error;
    await notIndexable(tx, item, fields.title, error, reason);
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: documents.id, hash: documents.contentHash, readerSetId: documents.readerSetId, seen: documents.lastSeenRunId })
      .from(documents)
      .where(and(ofApp, eq(documents.externalId, item.externalId)))
      .for('update');
    if (existing) {
      const first = existing.seen !== run.id;
      if (existing.hash === hash && existing.readerSetId === readerSetId) {
        await tx.update(documents).set({ lastSeenRunId: run.id, sourceVersion: fields.sourceVersion }).where(and(ofApp, eq(documents.id, existing.id)));
        if (first) await bump(tx, 'unchanged');
      } else if (existing.hash === hash) {
        // Only who reads it changed: its content, chunks and their vectors stay.
        await tx.update(documents).set({ lastSeenRunId: run.id, sourceVersion: fields.sourceVersion, readerSetId }).where(and(ofApp, eq(documents.id, existing.id)));
        await walk.deps.indexer.moveToReaderSet(tx, { workspaceId: run.workspaceId, id: existing.id, readerSetId }, indexRows);
        if (first) await bump(tx, 'updated');
      } else {
        try {
          await tx.transaction(async (savepoint) => {
            await savepoint.update(documents).set(fields).where(and(ofApp, eq(documents.id, existing.id)));
            await walk.deps.indexer.write(savepoint, { workspaceId: run.workspaceId, id: existing.id, appId: run.appId, ...fields }, withDocument(indexRows, existing.id));
          });
        } catch (error) {
          return refused(tx, error);
        }
        if (first) await bump(tx, 'updated');
      }
      return;
    }
    if (allowance.limit - allowance.count <= NEAR_LIMIT) {
      // Other apps of the workspace may be syncing too: near the limit the count is taken
      // afresh under a lock on the workspace, so two runs cannot both take the last places.
      await lockWorkspace(tx, run.workspaceId);
      allowance.count = await countDocuments(tx, run.workspaceId);
    }
    if (allowance.count >= allowance.limit) {
      await recordItemError(tx, run, item.externalId, fields.title, 'documentLimitReached');
      return;
    }
    try {
      await tx.transaction(async (savepoint) => {
        const [inserted] = await savepoint
          .insert(documents)
          .values({ workspaceId: run.workspaceId, appId: run.appId, externalId: item.externalId, ...fields })
          .returning({ id: documents.id });
        await walk.deps.indexer.write(savepoint, { workspaceId: run.workspaceId, id: inserted!.id, appId: run.appId, ...fields }, withDocument(indexRows, inserted!.id));
      });
    } catch (error) {
      return refused(tx, error);
    }
    allowance.count += 1;
    await bump(tx, 'added');
  });
}
