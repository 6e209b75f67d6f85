import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { digestOf, GENESIS } from './record.ts';
import { auditEntries } from './tables.ts';

/**
 * Where a chain breaks: an entry whose digest is not that of its columns (edited), one whose link
 * is not the digest of the entry before it (an entry before it replaced), or a number skipped (an
 * entry removed).
 */
export type ChainBreak = { seq: number; id: string; reason: 'edited' | 'relinked' | 'missing' };
export type ChainCheck = { entries: number; broken: ChainBreak | null };

type Row = { seq: string | number; id: string; edited: boolean; relinked: boolean; missing: boolean };

/**
 * Checks a workspace's chain from its first entry, in the database: each digest recomputed with
 * the expression the entry was written with, each link and number compared with the entry before
 * it; answers the first break, and how many entries before it hold (all of them when none breaks).
 * A chain the retention sweep shortened starts where its latest `audit.pruned` entry (itself in the
 * chain) says the removed part ended: after that number, linked to that digest; else from the first.
 */
export async function verifyChain(db: Pick<Database, 'execute'>, workspaceId: string): Promise<ChainCheck> {
  const [first] = rowsOf<Row>(
    await db.execute(sql`with anchor as (
        select (p.detail->>'throughSeq')::bigint as seq, p.detail->>'throughHash' as hash from ${auditEntries} p
        where p.workspace_id = ${workspaceId} and p.action = 'audit.pruned' order by p.seq desc limit 1
      )
      select seq, id, edited, relinked, missing from (
        select e.seq, e.id, ${digestOf('e')} <> e.hash as edited,
          e.prev_hash <> coalesce(lag(e.hash) over chain, (select hash from anchor), ${GENESIS}) as relinked,
          e.seq <> coalesce(lag(e.seq) over chain, (select seq from anchor), 0) + 1 as missing
        from ${auditEntries} e where e.workspace_id = ${workspaceId}
        window chain as (order by e.seq)
      ) checked where edited or relinked or missing order by seq limit 1`),
  );
  const broken = first ? { seq: Number(first.seq), id: first.id, reason: first.missing ? 'missing' : first.edited ? 'edited' : 'relinked' } as const : null;
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ${auditEntries} where workspace_id = ${workspaceId} ${broken ? sql`and seq < ${broken.seq}` : sql``}`),
  );
  return { entries: Number(counted?.n ?? 0), broken };
}

/** The workspaces that have an audit log, for checking every chain. */
export async function auditedWorkspaces(db: Pick<Database, 'selectDistinct'>): Promise<string[]> {
  const rows = await db.selectDistinct({ workspaceId: auditEntries.workspaceId }).from(auditEntries).orderBy(asc(auditEntries.workspaceId));
  return rows.map((r) => r.workspaceId);
}
