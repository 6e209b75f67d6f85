/**
 * What every request pays before its own work: two servers in this process, one with the rate
 * limits on (as they run by default) and one with them off, each on a database of its own (PGlite
 * on disk in a temporary folder, as the embedded default runs, or a fresh database on
 * DATABASE_URL's Postgres, with Redis when REDIS_URL is set). Requests go to the two in turn, one
 * at a time, so that the machine's load falls on both alike. Printed per operation and server:
 * p50 and p90 in milliseconds, and the SQL statements one request took (`Server-Timing`).
 *
 *   NODE_ENV=production node --import tsx scripts/bench/request-overhead.ts [requests=2000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../tests/support/app.ts';

const requests = Number(process.argv[2] ?? 2000);
const WARM_UP = 200;

const folders: string[] = [];
async function start(limits: 'on' | 'off') {
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), `request-overhead-${limits}-`));
  if (dataDir) folders.push(dataDir);
  const perMinute = limits === 'on' ? '1000000' : '0';
  const app = await startTestApp({ ...(dataDir && { DATA_DIR: dataDir }), RATE_LIMIT_PER_MINUTE: perMinute, RATE_LIMIT_IP_PER_MINUTE: perMinute });
  return { limits, app, cookie: await app.signIn(await app.demoCreatorId()) };
}

async function timed(app: TestApp, query: string, cookie: string | null) {
  const started = performance.now();
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ query }),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
  return { ms, statements: Number(/db;desc="(\d+) statements"/.exec(response.headers.get('server-timing') ?? '')?.[1]) };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const servers = [await start('on'), await start('off')];
const operations = [
  { query: '{ __typename }', signedIn: false },
  { query: '{ viewer { user { id } } }', signedIn: true },
];
console.log(`${requests} requests of each operation to each server, on ${process.env.DATABASE_URL ? `Postgres${process.env.REDIS_URL ? ' and Redis' : ''}` : 'PGlite on disk'}`);
console.log('operation                     limits    p50 ms   p90 ms  statements');
try {
  for (const { query, signedIn } of operations) {
    const times = new Map(servers.map((s) => [s.limits, [] as number[]]));
    const statements = new Map<string, number>();
    for (let i = 0; i < WARM_UP + requests; i++) {
      // Each server first on every other round: neither always follows the other.
      for (const server of i % 2 ? servers : [...servers].reverse()) {
        const { ms, statements: counted } = await timed(server.app, query, signedIn ? server.cookie : null);
        if (i >= WARM_UP) times.get(server.limits)!.push(ms);
        statements.set(server.limits, counted);
      }
    }
    for (const { limits } of servers) {
      const sorted = times.get(limits)!.sort((a, b) => a - b);
      const row = [query.padEnd(30), limits.padEnd(6), quantile(sorted, 0.5).toFixed(2).padStart(8), quantile(sorted, 0.9).toFixed(2).padStart(8)];
      console.log(`${row.join(' ')}  ${String(statements.get(limits)).padStart(10)}`);
    }
  }
} finally {
  for (const { app } of servers) await app.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
}
