/**
 * Memory under hostile input: starts the server in this process (as the tests do: PGlite in
 * memory, or a fresh database on DATABASE_URL's Postgres, or PGlite on disk in BENCH_DATA_DIR),
 * sends rounds of the hostile-input suite's requests (every REST route, the uploads, every
 * GraphQL field and the documents; each round with seeds of its own), and prints after each
 * round the process's RSS, and its heap and external memory after a full collection, with the
 * answers that were not the client's mistake (5xx, internal errors).
 *
 *   node --expose-gc --import tsx scripts/bench/hostile-memory.ts [requests=2000]
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bodyProblems,
  BODY_REQUESTS,
  graphqlPlan,
  graphqlProblems,
  restPlan,
  restProblems,
  startHostileSession,
  uploadPlan,
  type Runs,
} from '../../tests/support/hostile-session.ts';

const target = Number(process.argv[2] ?? 2000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const dataDir = process.env.BENCH_DATA_DIR === 'tmp' ? await mkdtemp(path.join(tmpdir(), 'hostile-memory-')) : process.env.BENCH_DATA_DIR;
const session = await startHostileSession({ ...(dataDir && { DATA_DIR: dataDir }), LOG_LEVEL: 'silent' });
const database = process.env.DATABASE_URL ? 'postgres' : dataDir ? `pglite on disk (${dataDir})` : 'pglite in memory';
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0).padStart(5);

function report(round: number | string, sent: number, problems: number) {
  gc!();
  gc!();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(`${String(round).padStart(5)} ${String(sent).padStart(7)} ${mb(rss)} ${mb(heapUsed)} ${mb(external)} ${mb(arrayBuffers)} ${String(problems).padStart(8)}`);
}

console.log(`hostile requests against ${database}; MB after a full collection`);
console.log('round    sent   rss  heap  extl  bufs problems');
report('start', 0, 0);
// Smaller rounds than the suite's, so that the curve has points.
const runs: Runs = { route: 3, other: 1, upload: 6, field: 2 };
let sent = 0;
const problems: string[] = [];
for (let round = 1; sent < target; round++) {
  const seed = 1_000 * round;
  for (const request of [...restPlan(session, runs, seed), ...uploadPlan(session, runs, seed)]) {
    problems.push(...(await restProblems(session, request)));
    sent++;
  }
  for (const operation of graphqlPlan(session, runs, seed)) {
    problems.push(...(await graphqlProblems(session, operation)));
    sent++;
  }
  problems.push(...(await bodyProblems(session)));
  sent += BODY_REQUESTS;
  report(round, sent, problems.length);
}
// What the requests started (answers, syncs) settles; then once more.
await new Promise((resolve) => setTimeout(resolve, 5_000));
report('idle', sent, problems.length);
for (const problem of problems.slice(0, 10)) console.log(`- ${problem.slice(0, 300)}`);
await session.app.stop();
