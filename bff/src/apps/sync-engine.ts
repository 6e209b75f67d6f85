import { readFile } from 'node:fs/promises';
import { and, asc, eq, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { findConnector } from '../connectors/catalogue.ts';
import { SourceError, type SourceItem, type SyncEvent } from '../connectors/types.ts';
import { failureReason } from '../db/errors.ts';
import type { PubSub } from '../request/pubsub.ts';
import { ExpectedError } from '../request/errors.ts';
import { uploadPath } from '../identity/uploads.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { workspaceLimits } from '../workspaces/limits.ts';
import { recordUsage } from '../workspaces/usage.ts';
import { countDocuments } from './document-count.ts';
import { openCredentials } from '../lib/sealed.ts';
import { recordItemError } from './item-errors.ts';
import { storeIdentities } from './source-identities.ts';
import { appFiles, apps, documents, syncRuns, type SyncRun } from './tables.ts';
import { upsertItem, type Walk } from './take-in.ts';
import { uploadsSettled } from './upload-bursts.ts';
import { withoutNul } from '../validation/nul.ts';
import type { Transaction } from '../db/client.ts';
import type { Counter, SyncDeps } from './sync-deps.ts';

const isDistinctFrom = (column: SQLWrapper, value: string) => sql`${column} is distinct from ${value}`;

const HEARTBEAT_MS = 5_000;
const PROGRESS_EVERY_MS = 250;

/** Tells listeners (the progress bar's subscription) that an app's sync moved on. */
export function announce(pubsub: PubSub, workspaceId: string, appId: string) {
  pubsub.publish('app:sync', appId, { workspaceId, appId });
}

/**
 * Runs (or resumes) one sync run. The worker first claims the run: a queued one, its own, or a
 * running one whose worker stopped beating. Answers 'retry' when an unexpected failure should
 * go back to the queue, 'done' otherwise.
 */
export async function executeRun(
  deps: SyncDeps,
  ref: { workspaceId: string; runId: string },
  workerId: string,
  options: { finalAttempt: boolean },
): Promise<'done' | 'retry'> {
  const { db } = deps;
  const [run] = await db
    .update(syncRuns)
    .set({
      status: 'running',
      workerId,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${syncRuns.startedAt}, now())`,
      attempts: sql`${syncRuns.attempts} + 1`,
    })
    .where(
      and(
        eq(syncRuns.workspaceId, ref.workspaceId),
        eq(syncRuns.id, ref.runId),
        or(
          eq(syncRuns.status, 'queued'),
          and(
            eq(syncRuns.status, 'running'),
            or(eq(syncRuns.workerId, workerId), lt(syncRuns.heartbeatAt, sql`now() - make_interval(secs => ${deps.staleSeconds})`)),
          ),
        ),
      ),
    )
    .returning();
  if (!run) return 'done';
  await db.update(apps).set({ syncStatus: 'pending' }).where(and(eq(apps.workspaceId, run.workspaceId), eq(apps.id, run.appId)));
  announce(deps.pubsub, run.workspaceId, run.appId);

  const lease = new AbortController();
  const heartbeat = setInterval(() => {
    db.update(syncRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(syncRuns.workspaceId, run.workspaceId), eq(syncRuns.id, run.id), eq(syncRuns.workerId, workerId)))
      .returning({ id: syncRuns.id })
      .then((rows) => {
        if (rows.length === 0) lease.abort(new Error('lost the run to another worker'));
      })
      .catch((error: unknown) => deps.log.warn({ err: error, runId: run.id }, 'sync heartbeat failed'));
  }, HEARTBEAT_MS);

  try {
    await walkSource(deps, run, workerId, lease.signal);
    return 'done';
  } catch (error) {
    if (lease.signal.aborted) return 'done';
    if (error instanceof SourceError || error instanceof ExpectedError) {
      await finish(deps, run, workerId, { key: error.key, detail: error instanceof SourceError ? error.detail : undefined });
      return 'done';
    }
    deps.log.error({ err: error, runId: run.id, appId: run.appId }, 'sync run failed');
    // The reason shown on the app's screen: a failed statement's own, never its text and values
    // (which drizzle's message quotes; the log keeps the whole error).
    const detail = withoutNul(failureReason(error));
    if (options.finalAttempt) {
      await finish(deps, run, workerId, { key: 'syncFailed', detail });
      return 'done';
    }
    // Back to the queue: the retry resumes from the last checkpoint.
    await db
      .update(syncRuns)
      .set({ status: 'queued', workerId: null, errorKey: 'syncFailed', errorDetail: detail })
      .where(and(eq(syncRuns.workspaceId, run.workspaceId), eq(syncRuns.id, run.id), eq(syncRuns.workerId, workerId)));
    return 'retry';
  } finally {
    clearInterval(heartbeat);
  }
}

async function walkSource(deps: SyncDeps, run: SyncRun, workerId: string, signal: AbortSignal) {
  const { db } = deps;
  const app = await db.query.apps.findFirst({ where: { workspaceId: run.workspaceId, id: run.appId } });
  if (!app) return;
  const connector = findConnector(app.connectorKey);
  if (!connector) throw new SourceError('connectorNotFound', app.connectorKey);
  // The workspace's document allowance, and its documents (counted again near the limit).
  const allowance = { limit: (await workspaceLimits(db, run.workspaceId)).documents, count: await countDocuments(db, run.workspaceId) };

  const own = and(eq(syncRuns.workspaceId, run.workspaceId), eq(syncRuns.id, run.id), eq(syncRuns.workerId, workerId));
  const ofApp = and(eq(documents.workspaceId, run.workspaceId), eq(documents.appId, run.appId));
  // An app follows the source's permissions only where its connector can tell who reads each item.
  const wantsReaders = app.dataPermission === 'as_in_source' && Boolean(connector.sourcePermissions);
  const bump = (tx: Transaction, counter: Counter, extra: Partial<typeof syncRuns.$inferInsert> = {}) =>
    tx
      .update(syncRuns)
      .set({ [counter]: sql`${syncRuns[counter]} + 1`, heartbeatAt: sql`now()`, ...extra })
      .where(own);

  let lastProgress = 0;
  const progress = (force = false) => {
    if (!force && Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    announce(deps.pubsub, run.workspaceId, run.appId);
  };

  const events = connector.sync({
    workspaceId: run.workspaceId,
    appId: run.appId,
    config: connector.parseConfig(app.config),
    credentials: app.credentials ? openCredentials(deps.secrets, app.credentials, app.id) : null,
    cursor: app.cursor,
    checkpoint: run.checkpoint ?? null,
    wantsReaders,
    knownVersion: async (externalId) =>
      (
        await db
          .select({ version: documents.sourceVersion })
          .from(documents)
          .where(and(ofApp, eq(documents.externalId, externalId)))
          .limit(1)
      )[0]?.version ?? null,
    readFile: (sha256) => readFile(uploadPath(deps.uploadDir, sha256)),
    // Files dropped together arrive one upload after another: listed once they stop.
    listFiles: async () => {
      await uploadsSettled(db, run, signal);
      return db
        .select()
        .from(appFiles)
        .where(and(eq(appFiles.workspaceId, run.workspaceId), eq(appFiles.appId, run.appId)))
        .orderBy(asc(appFiles.createdAt), asc(appFiles.id));
    },
    fetchPolicy: { allowPrivateNetworks: deps.allowPrivateNetworks },
    settings: deps.connectors,
    signal,
    log: deps.log.child({ appId: run.appId, runId: run.id }),
  });

  /** Records why an item was not taken in. Its last good version stays: a failure is not a deletion. */
  const skipItem = async (tx: Transaction, externalId: string, title: string | null, key: MessageKey, detail?: string) => {
    await tx.update(documents).set({ lastSeenRunId: run.id }).where(and(ofApp, eq(documents.externalId, externalId)));
    await recordItemError(tx, run, externalId, title, key, detail);
  };
  /** An item whose content could not be indexed: its error, and a word to the operators (it may be ours to fix). */
  const notIndexable = (tx: Transaction, item: SourceItem, title: string, error: unknown, reason: string) => {
    deps.log.warn({ err: error, runId: run.id, appId: run.appId, externalId: item.externalId }, 'a document could not be indexed');
    return skipItem(tx, item.externalId, title, 'documentNotIndexable', reason);
  };

  const walk: Walk = { deps, run, ofApp, bump, notIndexable, allowance, wantsReaders, readerSets: new Map() };
  const apply = async (event: SyncEvent) => {
    switch (event.type) {
      case 'upsert':
        await upsertItem(walk, event.item);
        break;
      case 'unchanged':
        await db.transaction(async (tx) => {
          const marked = await tx
            .update(documents)
            .set({ lastSeenRunId: run.id })
            .where(and(ofApp, eq(documents.externalId, event.externalId), isDistinctFrom(documents.lastSeenRunId, run.id)))
            .returning({ id: documents.id });
          if (marked.length > 0) await bump(tx, 'unchanged');
        });
        break;
      case 'delete':
        await db.transaction(async (tx) => {
          const removed = await tx.delete(documents).where(and(ofApp, eq(documents.externalId, event.externalId))).returning({ id: documents.id });
          walk.allowance.count -= removed.length;
          if (removed.length > 0) await bump(tx, 'deleted');
        });
        break;
      case 'error':
        await db.transaction((tx) => skipItem(tx, event.externalId, event.title ?? null, event.key, event.detail));
        break;
      case 'total':
        await db.update(syncRuns).set({ total: event.total, heartbeatAt: sql`now()` }).where(own);
        break;
      case 'identities':
        // Reported when the app follows the source's permissions, or syncs the organisation's departments.
        await storeIdentities(db, run.workspaceId, event);
        break;
      case 'checkpoint':
        await db.update(syncRuns).set({ checkpoint: event.state, heartbeatAt: sql`now()` }).where(own);
        break;
    }
  };

  let result: IteratorResult<SyncEvent, unknown>;
  for (;;) {
    result = await events.next();
    if (result.done) break;
    if (signal.aborted) {
      await events.return(undefined);
      throw signal.reason;
    }
    await apply(result.value);
    progress();
  }
  if (signal.aborted) throw signal.reason;
  const cursor = (result.value as { cursor?: unknown } | undefined)?.cursor;

  const changed = await settleRun(walk, own, connector.listing === 'full', cursor);
  // Those following the run learn of its end first: the merge below may take seconds.
  progress(true);
  // What the run wrote to the search indexes' pending lists is merged now, rather than scanned by
  // every search until a later write merges it.
  await deps.indexer.mergePending(db).catch((error: unknown) => deps.log.warn({ err: error, runId: run.id }, 'merging the search indexes’ pending lists failed'));
  // The run is over whatever this answers: two runs analysing a table at once may be refused.
  if (changed > 0) {
    await db
      .execute(sql`analyze ${documents}`)
      .then(() => deps.indexer.refreshStatistics(db))
      .catch((error: unknown) => deps.log.warn({ err: error, runId: run.id }, 'refreshing the planner’s statistics failed'));
  }
}

/**
 * Ends a run that walked its whole source: it succeeded, its documents are the workspace's usage,
 * a full listing's documents not seen are deleted, and the app shows its new count and cursor. A
 * worker that lost the run (its lease taken over) does none of it. Answers how many documents the
 * run added, changed or deleted.
 */
async function settleRun({ deps: { db }, run, ofApp }: Walk, own: SQL | undefined, fullListing: boolean, cursor: unknown): Promise<number> {
  return db.transaction(async (tx) => {
    // A worker that lost the run (its lease taken over) must not sweep or settle it.
    const owned = await tx
      .update(syncRuns)
      .set({ status: 'succeeded', finishedAt: sql`now()`, checkpoint: null, errorKey: null, errorDetail: null })
      .where(own)
      .returning({ id: syncRuns.id, added: syncRuns.added, updated: syncRuns.updated });
    if (owned.length === 0) return 0;
    // The documents the run took in are the workspace's usage (billing charts them by day).
    await recordUsage(tx, { workspaceId: run.workspaceId, userId: null, type: 'document', count: owned[0]!.added, at: new Date() });
    let deleted = 0;
    if (fullListing) {
      const removed = await tx
        .delete(documents)
        .where(and(ofApp, isDistinctFrom(documents.lastSeenRunId, run.id)))
        .returning({ id: documents.id });
      deleted = removed.length;
      if (deleted > 0) {
        await tx.update(syncRuns).set({ deleted: sql`${syncRuns.deleted} + ${deleted}` }).where(own);
      }
    }
    await tx
      .update(apps)
      .set({
        syncStatus: 'success',
        syncErrorKey: null,
        syncErrorDetail: null,
        lastSyncedAt: sql`now()`,
        docCount: sql`(select count(*) from ${documents} where ${documents.workspaceId} = ${run.workspaceId} and ${documents.appId} = ${run.appId})`,
        ...(cursor !== undefined && { cursor }),
      })
      .where(and(eq(apps.workspaceId, run.workspaceId), eq(apps.id, run.appId)));
    return owned[0]!.added + owned[0]!.updated + deleted;
  });
}

/** Ends a run that failed as a whole; the app shows the reason. Documents stay as they were. */
async function finish(deps: SyncDeps, run: SyncRun, workerId: string, error: { key: MessageKey; detail?: string }) {
  const detail = error.detail ? withoutNul(error.detail).slice(0, 1000) : null;
  await deps.db.transaction(async (tx) => {
    const owned = await tx
      .update(syncRuns)
      .set({ status: 'failed', finishedAt: sql`now()`, errorKey: error.key, errorDetail: detail })
      .where(and(eq(syncRuns.workspaceId, run.workspaceId), eq(syncRuns.id, run.id), eq(syncRuns.workerId, workerId)))
      .returning({ id: syncRuns.id });
    if (owned.length === 0) return;
    await tx
      .update(apps)
      .set({
        syncStatus: 'failed',
        syncErrorKey: error.key,
        syncErrorDetail: detail,
        docCount: sql`(select count(*) from ${documents} where ${documents.workspaceId} = ${run.workspaceId} and ${documents.appId} = ${run.appId})`,
      })
      .where(and(eq(apps.workspaceId, run.workspaceId), eq(apps.id, run.appId)));
  });
  announce(deps.pubsub, run.workspaceId, run.appId);
}
