/**
 * The audit log's chain at scale. Usage: npm run bench:audit [-- --entries 1000000]
 * (DATABASE_URL for Postgres; embedded PGlite in a temporary folder otherwise).
 *
 * 1. Fills one workspace's chain with N entries, each with its digest, written by the database in
 *    one recursive statement per 100,000 (the expression entries are written with), then checks the
 *    whole chain as `npm run audit:verify` does: target under a minute for 1,000,000.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { digestOf, GENESIS } from '../../bff/src/audit/record.ts';
import { verifyChain } from '../../bff/src/audit/verify.ts';
import { openDatabase, rowsOf } from '../../bff/src/db/client.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { createWorkspaceWithCreator } from '../../tests/support/fixtures.ts';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' } } });
const total = Number(values.entries);
const BATCH = 100_000;

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(os.tmpdir(), 'zhiwen-audit-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dataDir ?? undefined } as never);
const { db } = database;
const { workspace } = await createWorkspaceWithCreator(db, `审计基准 ${Date.now()}`);
try {
  let started = performance.now();
  let last = { seq: 0, hash: GENESIS };
  while (last.seq < total) {
    const upTo = Math.min(total, last.seq + BATCH);
    // Each row's columns follow from its number; its digest from them and the row before.
    const filled = await db.execute(sql`with recursive chain as (
        select ${last.seq}::bigint as seq, ${last.hash}::text as hash
        union all
        select e.seq, ${digestOf('e')} from (
          select c.seq + 1 as seq, ${workspace.id}::uuid as workspace_id, md5(${workspace.id} || (c.seq + 1)::text)::uuid as id,
            timestamptz '2026-01-01' + (c.seq + 1) * interval '1 second' as at, 'person'::text as actor_kind, null::uuid as actor_user_id,
            null::uuid as actor_token_id, 'bench'::text as actor_name, '127.0.0.1'::text as ip, 'bench/1'::text as user_agent,
            'role.created'::text as action, 'role'::text as object_type, (c.seq + 1)::text as object_id, 'role ' || (c.seq + 1) as object_label,
            jsonb_build_object('after', jsonb_build_object('name', 'role ' || (c.seq + 1))) as detail, c.hash as prev_hash
          from chain c where c.seq < ${upTo}) e
      )
      insert into audit_entries (workspace_id, seq, id, at, actor_kind, actor_user_id, actor_token_id, actor_name, ip, user_agent,
        action, object_type, object_id, object_label, detail, prev_hash, hash)
      select ${workspace.id}::uuid, e.seq, md5(${workspace.id} || e.seq::text)::uuid, timestamptz '2026-01-01' + e.seq * interval '1 second',
        'person', null, null, 'bench', '127.0.0.1', 'bench/1', 'role.created', 'role', e.seq::text, 'role ' || e.seq,
        jsonb_build_object('after', jsonb_build_object('name', 'role ' || e.seq)), p.hash, e.hash
      from chain e join chain p on p.seq = e.seq - 1 where e.seq > ${last.seq}
      returning seq, hash`);
    const tail = rowsOf<{ seq: string; hash: string }>(filled).reduce((a, b) => (Number(a.seq) > Number(b.seq) ? a : b));
    last = { seq: Number(tail.seq), hash: tail.hash };
    process.stderr.write(`\r${last.seq} entries written`);
  }
  process.stderr.write(`\nfilled in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  started = performance.now();
  const check = await verifyChain(db, workspace.id);
  const seconds = (performance.now() - started) / 1000;
  const pass = check.broken === null && check.entries === total && seconds < 60;
  console.log(`verified ${check.entries} entries in ${seconds.toFixed(1)} s (${check.broken ? `broken at ${check.broken.seq}` : 'intact'}); target under 60 s: ${pass ? 'PASS' : 'FAIL'}`);
} finally {
  // A server's database is the caller's: its million entries go with the workspace.
  await db.delete(workspaces).where(eq(workspaces.id, workspace.id));
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
