/**
 * What writing audit entries adds to the mutations that write them. Usage:
 * npm run bench:audit-overhead [-- --rounds 300] (DATABASE_URL for Postgres; embedded PGlite otherwise).
 *
 * Two servers of this code side by side, each on its own database; on one, the database's
 * `audit_append` does nothing (the calls are still sent and answered, no entry is written). The same mutations go to both in turn, interleaved so that the machine's noise
 * falls on both alike: a role renamed, a member's type changed, and a member who is signed in
 * signed out everywhere, each recorded in the transaction that does it. Reports each mutation's
 * p50 on both and their ratio. Target: at most 1.1×.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../../tests/support/app.ts';
import { rowsOf } from '../../bff/src/db/client.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { addMember } from '../../tests/support/fixtures.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(values.rounds);
process.env.TEST_LOG_LEVEL ??= 'silent';

type Server = { name: string; app: TestApp; cookie: string; roleId: string; memberId: string; personId: string; times: Map<string, number[]> };

async function server(name: string, withoutAudit: boolean): Promise<Server> {
  const app = await startTestApp({}, { log: pino({ level: 'silent' }) });
  if (withoutAudit) {
    // The same call, answered at once: the lock, the chain's end, the digest and the row are skipped.
    const [fn] = rowsOf<{ args: string }>(await app.deps.database.db.execute(sql`select pg_get_function_identity_arguments('audit_append'::regproc) as args`));
    await app.deps.database.db.execute(sql.raw(`create or replace function audit_append(${fn!.args}) returns void language plpgsql as $$ begin end $$`));
  }
  const creatorId = await app.demoCreatorId();
  const cookie = await app.signIn(creatorId);
  const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "基准角色" }) { ... on RolePayload { role { id } } } }', { cookie });
  const [membership] = await app.deps.database.db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, creatorId));
  const person = await addMember(app.deps.database.db, membership!.workspaceId);
  const member = await app.graphql<{ viewer: { currentMember: { id: string } } }>('{ viewer { currentMember { id } } }', { cookie: await app.signIn(person.id) });
  return { name, app, cookie, roleId: made.data!.createRole.role.id, memberId: member.data!.viewer.currentMember.id, personId: person.id, times: new Map() };
}

/** Each mutation: its query, its variables in round `n`, and the answer's type when it did its act. */
const MUTATIONS = {
  updateRole: {
    query: 'mutation ($id: ID!, $name: String!) { updateRole(roleId: $id, input: { name: $name }) { __typename } }',
    variables: (target: Server, n: number) => ({ id: target.roleId, name: `基准角色 ${n}` }),
    done: 'RolePayload',
  },
  updateMemberType: {
    query: 'mutation ($id: ID!, $type: WorkspaceUserType!) { updateMemberType(memberId: $id, wsUserType: $type) { __typename } }',
    variables: (target: Server, n: number) => ({ id: target.memberId, type: n % 2 ? 'ADMIN' : 'MEMBER' }),
    done: 'MemberPayload',
  },
  signOutMember: {
    query: 'mutation ($id: ID!) { signOutMember(memberId: $id) { __typename } }',
    variables: (target: Server) => ({ id: target.memberId }),
    done: 'SignOutMemberPayload',
  },
} as const;

async function once(target: Server, mutation: keyof typeof MUTATIONS, round: number) {
  const { query, variables, done } = MUTATIONS[mutation];
  // Signed in again first, untimed: signing out someone signed in nowhere writes nothing but its
  // entry, and a transaction that writes nothing commits without waiting for the disk.
  if (mutation === 'signOutMember') await target.app.signIn(target.personId);
  const started = performance.now();
  const answer = await target.app.graphql<Record<string, { __typename: string }>>(query, { cookie: target.cookie, variables: variables(target, round) });
  (target.times.get(mutation) ?? target.times.set(mutation, []).get(mutation)!).push(performance.now() - started);
  if (answer.data?.[mutation]?.__typename !== done) throw new Error(`${target.name}, ${mutation}: ${JSON.stringify(answer)}`);
}

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const [audited, skipped] = [await server('with audit', false), await server('without audit', true)];
try {
  const mutations = Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[];
  // Warm both (statements prepared, code paths loaded) before counting.
  for (let round = 0; round < 30; round++) for (const mutation of mutations) for (const target of [audited, skipped]) await once(target, mutation, round);
  audited.times.clear();
  skipped.times.clear();
  for (let round = 0; round < rounds; round++) {
    for (const mutation of mutations) for (const target of round % 2 ? [audited, skipped] : [skipped, audited]) await once(target, mutation, round);
  }
  const written = await audited.app.deps.database.db.execute(sql`select action, count(*) as n from audit_entries group by action order by action`);
  console.log(`entries written by the audited server: ${JSON.stringify((written as unknown as { rows?: unknown[] }).rows ?? written)}`);
  console.log(`p50 over ${rounds} rounds, on ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}:`);
  let worst = 0;
  for (const mutation of mutations) {
    const [withAudit, without] = [p50(audited.times.get(mutation)!), p50(skipped.times.get(mutation)!)];
    worst = Math.max(worst, withAudit / without);
    console.log(`  ${mutation.padEnd(18)} ${withAudit.toFixed(2)} ms with audit, ${without.toFixed(2)} ms without: ${(withAudit / without).toFixed(3)}×`);
  }
  console.log(`largest ratio ${worst.toFixed(3)}×; target at most 1.1×: ${worst <= 1.1 ? 'PASS' : 'FAIL'}`);
} finally {
  await Promise.all([audited.app.stop(), skipped.app.stop()]);
}
