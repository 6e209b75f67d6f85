/**
 * What writing audit entries adds to the mutations that write them. Usage:
 * npm run bench:audit-overhead [-- --rounds 300] (DATABASE_URL for Postgres; embedded PGlite otherwise).
 *
 * Two servers of this code side by side, each on its own database; on one, a rule makes every
 * insert into `audit_entries` do nothing (the statements are still sent and answered, the row
 * never written). The same mutation (a role renamed, which records one entry in the transaction
 * that renames it) goes to both in turn, interleaved so that the machine's noise falls on both
 * alike; reports each one's p50 and the ratio. Target: at most 1.1×.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../../tests/support/app.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(values.rounds);
process.env.TEST_LOG_LEVEL ??= 'silent';

type Server = { name: string; app: TestApp; cookie: string; roleId: string; times: number[] };

async function server(name: string, withoutAudit: boolean): Promise<Server> {
  const app = await startTestApp({}, { log: pino({ level: 'silent' }) });
  if (withoutAudit) await app.deps.database.db.execute(sql`create rule audit_entries_skipped as on insert to audit_entries do instead nothing`);
  const cookie = await app.signIn(await app.demoCreatorId());
  const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "基准角色" }) { ... on RolePayload { role { id } } } }', { cookie });
  return { name, app, cookie, roleId: made.data!.createRole.role.id, times: [] };
}

const RENAME = 'mutation ($id: ID!, $name: String!) { updateRole(roleId: $id, input: { name: $name }) { __typename } }';

async function once(target: Server, round: number) {
  const started = performance.now();
  const answer = await target.app.graphql<{ updateRole: { __typename: string } }>(RENAME, { cookie: target.cookie, variables: { id: target.roleId, name: `基准角色 ${round}` } });
  target.times.push(performance.now() - started);
  if (answer.data?.updateRole.__typename !== 'RolePayload') throw new Error(`${target.name}: ${JSON.stringify(answer)}`);
}

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const [audited, skipped] = [await server('with audit', false), await server('without audit', true)];
try {
  // Warm both (statements prepared, code paths loaded) before counting.
  for (let round = 0; round < 30; round++) for (const target of [audited, skipped]) await once(target, round);
  audited.times.length = skipped.times.length = 0;
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 ? [audited, skipped] : [skipped, audited]) await once(target, round);
  }
  const [withAudit, without] = [p50(audited.times), p50(skipped.times)];
  const written = await audited.app.deps.database.db.execute(sql`select count(*) as n from audit_entries where action = 'role.updated'`);
  const ratio = withAudit / without;
  console.log(`updateRole p50 over ${rounds} rounds: ${withAudit.toFixed(2)} ms with audit, ${without.toFixed(2)} ms without`);
  console.log(`entries written by the audited server: ${JSON.stringify((written as unknown as { rows?: unknown[] }).rows ?? written)}`);
  console.log(`ratio ${ratio.toFixed(3)}×; target at most 1.1×: ${ratio <= 1.1 ? 'PASS' : 'FAIL'}`);
} finally {
  await Promise.all([audited.app.stop(), skipped.app.stop()]);
}
