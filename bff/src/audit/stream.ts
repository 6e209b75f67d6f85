import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Database } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { PubSub } from '../request/pubsub.ts';
import { fieldsOf } from './export.ts';
import { auditEntries, auditStreamPositions } from './tables.ts';

const BATCH = 500;
const SWEEP_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 15_000;
/** Longer than a delivery may take: a lease this old is a process that died delivering. */
const LEASE_MS = 4 * DELIVERY_TIMEOUT_MS;

/** Where entries go: a SIEM's HTTP endpoint or a file, each taking a batch of JSON lines or failing. */
type Sink = { name: 'http' | 'file'; deliver: (lines: string) => Promise<void> };

/** JSON Lines POSTed to the endpoint; anything but a 2xx answer is a failure, tried again. */
function httpSink(url: string, token: string | undefined): Sink {
  return {
    name: 'http',
    deliver: async (lines) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', ...(token && { authorization: `Bearer ${token}` }) },
        body: lines,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    },
  };
}

/** JSON Lines appended to the file, on disk before the batch counts as delivered. */
function fileSink(file: string): Sink {
  return {
    name: 'file',
    deliver: async (lines) => {
      const handle = await open(file, 'a');
      try {
        await handle.appendFile(lines, 'utf8');
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
  };
}

export type AuditStream = { close: () => Promise<void> };

/**
 * Streams every workspace's audit log to the configured sinks as JSON Lines: each workspace's
 * entries in order, at least once (a batch is marked delivered only once the sink took it; a crash
 * in between sends it again: the `entry_id` tells the copies apart), retried with a growing pause
 * while the sink fails. Woken by each new entry (through the event bus, from any process) and every
 * minute; among several processes, one delivers a workspace's batch at a time.
 */
export function startAuditStream(deps: { db: Database; pubsub: PubSub; log: Pick<Logger, 'warn' | 'info'> }, settings: Config['auditStream']): AuditStream {
  const sinks = [settings.url && httpSink(settings.url, settings.token), settings.file && fileSink(settings.file)].filter((s): s is Sink => Boolean(s));
  if (sinks.length === 0) return { close: async () => {} };
  const pending = new Set<string>();
  let closed = false;
  let running: Promise<void> | null = null;
  let backoff = 0;
  let timer: NodeJS.Timeout | null = null;

  const wake = (delay = 0) => {
    if (closed || running || (timer && delay > 0)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = drain().finally(() => {
        running = null;
        if (pending.size > 0 && !closed) wake(backoff);
      });
    }, delay);
    timer.unref();
  };

  const drain = async () => {
    for (const workspaceId of [...pending]) {
      if (closed) return;
      // Taken off before its batch is read: an entry appended meanwhile puts it back, and the
      // drain after this one reads it (rather than the minute's sweep).
      pending.delete(workspaceId);
      let more = false;
      let failed = false;
      // Each sink on its own: one that is down holds back neither the other nor its own order.
      for (const sink of sinks) {
        try {
          more = (await deliverBatch(deps.db, sink, workspaceId)) || more;
        } catch (error) {
          failed = true;
          deps.log.warn({ err: error, workspaceId, sink: sink.name }, 'audit stream delivery failed; trying again');
        }
      }
      if (failed) {
        pending.add(workspaceId);
        backoff = Math.min(MAX_BACKOFF_MS, Math.max(1_000, backoff * 2));
        return;
      }
      backoff = 0;
      if (more) pending.add(workspaceId);
    }
  };

  const sweep = async () => {
    for (const workspaceId of await behind(deps.db, sinks)) pending.add(workspaceId);
    wake();
  };
  const unlisten = deps.pubsub.listen('audit:appended', 'all', ({ workspaceId }) => {
    pending.add(workspaceId);
    if (backoff === 0) wake();
  });
  const sweeper = setInterval(() => void sweep().catch(() => {}), SWEEP_MS);
  sweeper.unref();
  void sweep().catch((error: unknown) => deps.log.warn({ err: error }, 'audit stream could not read where it stopped'));

  return {
    close: async () => {
      closed = true;
      unlisten();
      clearInterval(sweeper);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** The workspaces whose log has entries a sink has not taken yet: each log's last number against each sink's position. */
async function behind(db: Database, sinks: Sink[]): Promise<string[]> {
  const names = sql.join(
    sinks.map((s) => sql`${s.name}`),
    sql`, `,
  );
  const rows = rowsOf<{ workspace_id: string }>(
    await db.execute(sql`select w.workspace_id from (select workspace_id, max(seq) as last from ${auditEntries} group by workspace_id) w
      where exists (select 1 from unnest(array[${names}]::text[]) as s(name)
        where w.last > coalesce((select p.seq from ${auditStreamPositions} p where p.workspace_id = w.workspace_id and p.sink = s.name), 0))`),
  );
  return rows.map((r) => r.workspace_id);
}

/**
 * Delivers the next batch of one workspace's entries to one sink; answers whether more remain.
 * The batch is leased first (another process skips the workspace meanwhile, and takes it over
 * should this one die), and no transaction is open while the sink takes it: a slow collector
 * holds no connection, and with the embedded database, no one else's statements.
 */
async function deliverBatch(db: Database, sink: Sink, workspaceId: string): Promise<boolean> {
  const lease = randomUUID();
  const ours = and(eq(auditStreamPositions.workspaceId, workspaceId), eq(auditStreamPositions.sink, sink.name), eq(auditStreamPositions.lease, lease));
  // Only for a workspace with entries: the event may name one deleted since, or one of another
  // database sharing the event bus; neither has anything to deliver here.
  const claim = db
    .select({
      workspaceId: auditEntries.workspaceId,
      sink: sql<Sink['name']>`${sink.name}`.as('sink'),
      seq: sql<number>`0`.as('seq'),
      lease: sql<string>`${lease}::uuid`.as('lease'),
      leasedUntil: sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval`.as('leased_until'),
    })
    .from(auditEntries)
    .where(eq(auditEntries.workspaceId, workspaceId))
    .limit(1);
  const [claimed] = await db
    .insert(auditStreamPositions)
    .select(claim)
    .onConflictDoUpdate({
      target: [auditStreamPositions.workspaceId, auditStreamPositions.sink],
      set: { lease, leasedUntil: sql`excluded.leased_until` },
      setWhere: sql`${auditStreamPositions.leasedUntil} is null or ${auditStreamPositions.leasedUntil} < now()`,
    })
    .returning({ seq: auditStreamPositions.seq });
  if (!claimed) return false;
  let delivered: number | null = null;
  try {
    const entries = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), gt(auditEntries.seq, claimed.seq)))
      .orderBy(asc(auditEntries.seq))
      .limit(BATCH);
    if (entries.length === 0) return false;
    await sink.deliver(entries.map((entry) => `${JSON.stringify({ workspace_id: workspaceId, ...fieldsOf(entry) })}\n`).join(''));
    delivered = entries.at(-1)!.seq;
    return entries.length === BATCH;
  } finally {
    await db
      .update(auditStreamPositions)
      .set({ ...(delivered !== null && { seq: delivered, updatedAt: sql`now()` }), lease: null, leasedUntil: null })
      .where(ours);
  }
}
