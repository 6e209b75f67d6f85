import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { digestOf, GENESIS } from './record.ts';
import { auditEntries } from './tables.ts';

const PAGE = 5_000;

/**
 * Where a chain breaks: an entry whose digest is not that of its columns (edited), one whose link
 * is not the digest of the entry before it (an entry before it replaced), or a number skipped (an
 * entry removed).
 */
export type ChainBreak = { seq: number; id: string; reason: 'edited' | 'relinked' | 'missing' };
export type ChainCheck = { entries: number; broken: ChainBreak | null };

type Row = { seq: string | number; id: string; prev_hash: string; hash: string; expected: string };

/**
 * Walks a workspace's chain from its first entry, recomputing each digest in the database (the
 * expression the entry was written with), a page at a time; answers how many entries it checked
 * and the first break, where it stopped.
 */
export async function verifyChain(db: Pick<Database, 'execute'>, workspaceId: string): Promise<ChainCheck> {
  let previous = { seq: 0, hash: GENESIS };
  let entries = 0;
  for (;;) {
    const rows = rowsOf<Row>(
      await db.execute(sql`select e.seq, e.id, e.prev_hash, e.hash, ${digestOf('e')} as expected from ${auditEntries} e
        where e.workspace_id = ${workspaceId} and e.seq > ${previous.seq} order by e.seq limit ${PAGE}`),
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const at = { seq, id: row.id };
      if (seq !== previous.seq + 1) return { entries, broken: { ...at, reason: 'missing' } };
      if (row.expected !== row.hash) return { entries, broken: { ...at, reason: 'edited' } };
      if (row.prev_hash !== previous.hash) return { entries, broken: { ...at, reason: 'relinked' } };
      previous = { seq, hash: row.hash };
      entries += 1;
    }
    if (rows.length < PAGE) return { entries, broken: null };
  }
}

/** The workspaces that have an audit log, for checking every chain. */
export async function auditedWorkspaces(db: Pick<Database, 'selectDistinct'>): Promise<string[]> {
  const rows = await db.selectDistinct({ workspaceId: auditEntries.workspaceId }).from(auditEntries).orderBy(asc(auditEntries.workspaceId));
  return rows.map((r) => r.workspaceId);
}

