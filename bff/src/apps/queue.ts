import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { reclaimOrphanedRuns, unqueuedRuns } from './run-recovery.ts';
import { executeRun } from './sync-engine.ts';
import { enqueueNightlySyncs } from './schedule.ts';
import { followUpUploads } from './follow-up.ts';
import type { EmbeddingJob, Jobs, SyncJob } from './ports.ts';
import type { SyncDeps } from './sync-deps.ts';

const SYNC_QUEUE = 'app-sync';
const NIGHTLY_QUEUE = 'nightly-sync';
const EMBEDDING_QUEUE = 'workspace-embedding';
const RETRY_LIMIT = 3;
const QUEUE_SCHEMA = 'pgboss';
/** A run queued longer than this with no job for it is queued again. */
const UNQUEUED_GRACE_SECONDS = 60;

export type JobOptions = {
  /** Whether this process takes jobs, and how many sync runs at once. */
  workers: number;
  /** The nightly schedule's check runs in every process that works; times are per workspace. */
  nightlyCron: string;
  /** Other domains' scheduled work (billing's sweep): a queue each, run on its cron by one worker at a time. */
  schedules?: { queue: string; cron: string; run: () => Promise<unknown> }[];
};

/**
 * The Postgres-backed job queue (pg-boss) on the product's own database, so a job outlives the
 * process that queued it and any number of worker processes share the load. Failed runs go back
 * with exponential back-off; a run whose worker died (no heartbeat) is resumed by another.
 */
export async function startJobs(database: DatabaseHandle, deps: SyncDeps, options: JobOptions): Promise<Jobs> {
  const boss = new PgBoss({ ...database.queue, schema: QUEUE_SCHEMA, application_name: 'zhiwen-jobs', max: 4 } as never);
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(SYNC_QUEUE, {
    name: SYNC_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 6 * 60 * 60,
  });
  await boss.createQueue(NIGHTLY_QUEUE, { name: NIGHTLY_QUEUE, retryLimit: 1 });
  await boss.createQueue(EMBEDDING_QUEUE, { name: EMBEDDING_QUEUE, retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true, expireInSeconds: 6 * 60 * 60 });

  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const workerIds: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const enqueueSync = async (job: SyncJob) => {
    await boss.send(SYNC_QUEUE, job);
    for (const id of workerIds) boss.notifyWorker(id);
  };
  const enqueueEmbedding = async (job: EmbeddingJob) => {
    await boss.send(EMBEDDING_QUEUE, job);
    for (const id of workerIds) boss.notifyWorker(id);
  };

  if (options.workers > 0) {
    for (let i = 0; i < options.workers; i++) {
      workerIds.push(
        await boss.work<SyncJob>(SYNC_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          const finalAttempt = (job.retryCount ?? 0) >= RETRY_LIMIT;
          // Each execution claims the run under its own name: a job the queue retried while its
          // first execution still runs (an expired lease) finds the run taken, not its own.
          const outcome = await track(executeRun(deps, job.data, `${workerId}-${randomUUID().slice(0, 8)}`, { finalAttempt }));
          if (deps.semantic) void track(deps.semantic.embedPending(job.data.workspaceId));
          // Files uploaded while the run was under way (after it listed them) get the next run.
          if (outcome === 'done') {
            await followUpUploads(deps, { enqueueSync }, job.data).catch((error: unknown) => deps.log.error({ err: error, runId: job.data.runId }, 'queueing the run after uploads failed'));
          }
          if (outcome === 'retry') throw new Error('sync run failed; retrying');
        }),
      );
    }
    workerIds.push(
      await boss.work<EmbeddingJob>(EMBEDDING_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        // A model that fails fails the job, which the queue retries with back-off.
        if (job && deps.semantic) await track(deps.semantic.embedWorkspace(job.data.workspaceId));
      }),
    );
    await boss.work(NIGHTLY_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      await enqueueNightlySyncs(deps.db, new Date(), enqueueSync);
    });
    await boss.schedule(NIGHTLY_QUEUE, options.nightlyCron);
    for (const scheduled of options.schedules ?? []) {
      await boss.createQueue(scheduled.queue, { name: scheduled.queue, retryLimit: 1 });
      await boss.work(scheduled.queue, { pollingIntervalSeconds: 5 }, async () => {
        await track(scheduled.run());
      });
      await boss.schedule(scheduled.queue, scheduled.cron);
    }

    // Orphaned runs (their worker died) are resumed from their checkpoint. On the embedded
    // database this process is the only worker, so every running run at start-up is orphaned.
    const resumeOrphans = async (staleSeconds: number) => {
      for (const orphan of await reclaimOrphanedRuns(deps.db, staleSeconds)) await enqueueSync(orphan);
      for (const lost of await unqueuedRuns(deps.db, QUEUE_SCHEMA, SYNC_QUEUE, UNQUEUED_GRACE_SECONDS)) await enqueueSync(lost);
    };
    await resumeOrphans(database.kind === 'pglite' ? 0 : deps.staleSeconds);
    // Documents taken in before the index knew them (an upgrade) are indexed in the background:
    // start-up does not wait for them, `close` does (track), and a failure is logged, not thrown.
    void track(
      deps.indexer.indexPending(deps.db)
        .catch((error: unknown) => deps.log.error({ err: error }, 'indexing pending documents failed'))
        .then(() => deps.semantic?.embedPending()),
    );
    timer = setInterval(
      () => void resumeOrphans(deps.staleSeconds).catch((error: unknown) => deps.log.warn({ err: error }, 'orphan check failed')),
      Math.max(1000, (deps.staleSeconds * 1000) / 2),
    );
  }

  return {
    enqueueSync,
    enqueueEmbedding,
    close: async () => {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await Promise.allSettled([...running]);
    },
  };
}
