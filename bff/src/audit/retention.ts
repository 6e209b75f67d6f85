import type { Logger } from 'pino';
import { and, eq, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appendAuditEntry, lockAuditChain } from './record.ts';
import { auditEntries, auditStreamPositions } from './tables.ts';
import { auditedWorkspaces } from './verify.ts';

/** What a sweep is told: how long entries are kept, and the sinks that must have taken an entry before it goes. */
export type AuditRetention = { days: number | undefined; sinks: ('http' | 'file')[] };

/**
 * Removes a workspace's entries older than the retention, oldest first, and records that it did:
 * an `audit.pruned` entry names the last entry removed and its digest, which the first entry kept
 * links to, so the shortened chain still verifies from there. An entry a configured SIEM sink has
 * not taken yet stays, whatever its age. Run behind the workspace's lock: no act lands between the
 * removal and its record. Answers how many entries went.
 */
export async function pruneAuditLog(db: Database, workspaceId: string, before: Date, sinks: AuditRetention['sinks'], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAuditChain(tx, workspaceId);
    const [oldest] = await tx
      .select({ seq: max(auditEntries.seq) })
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), lt(auditEntries.at, before)));
    let through = oldest?.seq ?? null;
    if (through !== null && sinks.length > 0) {
      const taken = await tx
        .select({ seq: auditStreamPositions.seq })
        .from(auditStreamPositions)
        .where(and(eq(auditStreamPositions.workspaceId, workspaceId), inArray(auditStreamPositions.sink, sinks)));
      through = taken.length < sinks.length ? null : Math.min(through, ...taken.map((row) => row.seq));
    }
    if (through === null || through < 1) return 0;
    const [first] = await tx.select({ seq: min(auditEntries.seq) }).from(auditEntries).where(eq(auditEntries.workspaceId, workspaceId));
    const [last] = await tx
      .select({ hash: auditEntries.hash })
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.seq, through)));
    await appendAuditEntry(tx, {
      workspaceId,
      at: now,
      actor: { kind: 'system', name: 'retention' },
      action: 'audit.pruned',
      object: { type: 'audit', id: workspaceId, label: 'audit log' },
      detail: { throughSeq: through, throughHash: last!.hash, removed: through - (first?.seq ?? 1) + 1, before: before.toISOString() },
    });
    // Removed after the record is appended: numbered after the newest entry, it links to it.
    const removed = await tx
      .delete(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), sql`${auditEntries.seq} <= ${through}`))
      .returning({ seq: auditEntries.seq });
    return removed.length;
  });
}

/** The daily sweep, when `AUDIT_RETENTION_DAYS` is set: every workspace's entries past it go. */
export function auditSchedules(deps: { db: Database; log: Logger; retention: AuditRetention; clock?: () => Date }) {
  const { days } = deps.retention;
  if (!days) return [];
  const clock = deps.clock ?? (() => new Date());
  return [
    {
      queue: 'audit-retention',
      cron: '37 3 * * *',
      run: async () => {
        const now = clock();
        const before = new Date(now.getTime() - days * 86_400_000);
        for (const workspaceId of await auditedWorkspaces(deps.db)) {
          const removed = await pruneAuditLog(deps.db, workspaceId, before, deps.retention.sinks, now);
          if (removed > 0) deps.log.info({ workspaceId, removed, retentionDays: days }, 'audit entries past their retention removed');
        }
      },
    },
  ];
}

/** What the retention sweep is told: the days entries are kept, and the sinks that must take an entry before it goes. */
export function auditRetentionOf(config: Pick<Config, 'auditRetentionDays' | 'auditStream'>): AuditRetention {
  const sinks: AuditRetention['sinks'] = [];
  if (config.auditStream.url) sinks.push('http');
  if (config.auditStream.file) sinks.push('file');
  return { days: config.auditRetentionDays, sinks };
}
