/**
 * The server under a steady mixed load, as a deployment meets it. Usage:
 *   npm run bench:load [-- --rate 75 --seconds 120 --corpus ../shared/search-dev/corpus --files 400]
 * (DATABASE_URL for Postgres, REDIS_URL with it if wanted; the embedded PGlite otherwise.)
 *
 * Starts the built server (`bff/dist/main.js`, Node's flags as `npm start` gives them) in a process
 * of its own, on a fresh database (a new Postgres database beside DATABASE_URL's, or an empty data
 * folder) with the demo workspace it seeds, rate limits off; signs the demo creator in with
 * `npm run sign-in-link`; with `--corpus`, uploads up to `--files` Markdown files of that folder to
 * the demo's file app through the upload route and waits until they are indexed. Then sends `--rate` requests a second for `--seconds`, open loop: each
 * request leaves at its own time whether or not the ones before it were answered, so a slow answer
 * delays nothing else and is counted whole (time from when the request was due). The mix: searches
 * 5/10 (words and phrases of the demo documents, Chinese and English), the viewer 2/10, a document
 * by `node(id)` 2/10, the `/home` page 1/10. Printed: errors, p50/p90/p99/max overall and per kind,
 * and the server's resident memory (start, highest, end) sampled every second. A warm-up of ten
 * seconds at the same rate is not counted. `--profile <folder>` writes the server's CPU profile there
 * (`--cpu-prof`), to read in Chrome's developer tools; `--keep` leaves the database for a look after.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { Agent } from 'undici';
import { freePort } from '../../tests/support/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: { rate: { type: 'string', default: '75' }, seconds: { type: 'string', default: '120' }, corpus: { type: 'string' }, files: { type: 'string', default: '400' }, profile: { type: 'string' }, keep: { type: 'boolean' } },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const WARM_UP_SECONDS = 10;

const SEARCHES = ['年假', '报销流程', 'vacation policy', '入职', 'onboarding checklist', '密码 重置', '"年假天数"', 'security', '差旅 标准', 'expense report', '会议室', 'API token'];
/**
 * The i-th search and its shape: half of them the same dozen queries again (what a team asks
 * often), the others made new each time from one of those and a word typed once (a misspelling,
 * pinyin, an error code, traditional characters, a misspelled word and a number), so that words
 * the server has not seen before, and mistyped ones, keep arriving as they do.
 */
const SHAPES = ['repeated', '+ misspelled', '+ pinyin', '+ code', '+ traditional', '+ misspelled, number'] as const;
function searchQuery(i: number) {
  const known = SEARCHES[Math.floor(i / 2) % SEARCHES.length]!;
  if (i % 2 === 0) return { query: known, shape: SHAPES[0] };
  const variant = Math.floor(i / 2) % 5;
  const once = [`vacaton${i}`, `nianjia${i % 97}`, `ERR_${i}`, `報銷${i % 13}`, `polcy ${i % 31}`][variant]!;
  return { query: `${known} ${once}`, shape: SHAPES[variant + 1]! };
}

const VIEWER = '{ viewer { user { id displayName } currentWorkspace { id name } } }';
const SEARCH = `query ($query: String!) { search(query: $query, first: 10) { totalCount matchedAllTerms correctedQuery
  edges { node { score heading appTitle sourceType link matchedTerms passage { text highlighted } document { id title updatedAt } } }
  facets { apps { count } sourceTypes { count } } } }`;
const NODE = 'query ($id: ID!) { node(id: $id) { id ... on Document { title updatedAt } } }';
const DOCUMENTS = '{ documents(first: 20) { totalCount edges { node { id } } } }';

/** A fresh database for the server: a new one on DATABASE_URL's Postgres, or an empty data folder. */
async function freshDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zhiwen-bench-load-'));
    return { env: { DATA_DIR: dataDir }, label: 'PGlite on disk', drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `zhiwen_load_${process.pid}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `Postgres${process.env.REDIS_URL ? ' and Redis' : ''}`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The demo workspace's file app. */
async function demoFileApp(graphql: (query: string) => Promise<Record<string, unknown>>) {
  const apps = (await graphql('{ viewer { currentWorkspace { apps(first: 50) { edges { node { id connectorKey } } } } } }')) as {
    viewer: { currentWorkspace: { apps: { edges: { node: { id: string; connectorKey: string } }[] } } };
  };
  const fileApp = apps.viewer.currentWorkspace.apps.edges.find((edge) => edge.node.connectorKey === 'files');
  if (!fileApp) throw new Error('the demo workspace has no file app');
  return fileApp.node.id;
}

/** Uploads up to `limit` Markdown files found under the folder to the file app, one request each; answers how many. */
async function uploadCorpus(folder: string, limit: number, appId: string, cookie: string) {
  const files = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.md')).sort().slice(0, limit);
  for (const name of files) {
    const form = new FormData();
    form.append('file', new Blob([await readFile(path.join(folder, name))], { type: 'text/markdown' }), name.replaceAll('/', '_'));
    const response = await fetch(`${base}/api/apps/${appId}/files`, { method: 'POST', headers: { cookie }, body: form });
    if (response.status !== 200) throw new Error(`uploading ${name}: ${response.status} ${await response.text()}`);
  }
  console.log(`uploaded ${files.length} files of ${folder}`);
  return files.length;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const row = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const cells = [0.5, 0.9, 0.99].map((q) => quantile(sorted, q).toFixed(1).padStart(8));
  return `${label.padEnd(24)}${String(times.length).padStart(7)}${cells.join('')}${(sorted.at(-1) ?? NaN).toFixed(1).padStart(9)}`;
};
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const database = await freshDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _database, ...inherited } = process.env;
const env = {
  ...inherited,
  ...database.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_IP_PER_MINUTE: '0',
};
const server = spawn(process.execPath, ['--max-semi-space-size=64', '--enable-source-maps', ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []), 'bff/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

try {
  const started = performance.now();
  while (!(await fetch(`${base}/healthz`).then((response) => response.ok, () => false))) {
    if (server.exitCode !== null || server.signalCode) throw new Error(`the server exited (${server.exitCode ?? server.signalCode})`);
    if (performance.now() - started > 180_000) throw new Error('the server did not answer /healthz within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const link = spawnSync(process.execPath, ['--import', 'tsx', 'bff/src/scripts/sign-in-link.ts', 'demo@example.com'], { cwd: root, env, encoding: 'utf8' });
  if (link.status !== 0) throw new Error(`sign-in-link failed: ${link.stderr}`);
  const signedIn = await fetch(link.stdout.trim(), { redirect: 'manual' });
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;

  const graphql = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
      dispatcher,
    } as RequestInit);
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
  const fileApp = await demoFileApp(graphql);
  const uploaded = values.corpus ? await uploadCorpus(values.corpus, Number(values.files), fileApp, cookie) : 0;
  // The demo documents, and the uploads, are indexed by the worker in the background: wait until
  // search finds them and the file app's run is over, then let the work that follows a run settle.
  let documentIds: string[] = [];
  for (;;) {
    const found = (await graphql(SEARCH, { query: SEARCHES[0] })) as { search: { totalCount: number } };
    const listed = (await graphql(DOCUMENTS)) as { documents: { totalCount: number; edges: { node: { id: string } }[] } };
    documentIds = listed.documents.edges.map((edge) => edge.node.id);
    const app = (await graphql(`{ node(id: "${fileApp}") { ... on App { syncStatus } } }`)) as { node: { syncStatus: string } };
    if (found.search.totalCount > 0 && listed.documents.totalCount >= uploaded && app.node.syncStatus !== 'PENDING') break;
    if (performance.now() - started > 600_000) throw new Error('the documents were not indexed within 600 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));

  const kinds = [
    ...Array<'search'>(5).fill('search'),
    ...Array<'viewer'>(2).fill('viewer'),
    ...Array<'node'>(2).fill('node'),
    'home' as const,
  ];
  const page = () =>
    fetch(`${base}/home`, { headers: { cookie }, dispatcher } as RequestInit).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/home answered ${response.status}`);
    });
  let searches = 0;
  /** The i-th request: its kind, the line it is also counted on (a search's shape), and how to send it. */
  const planned = (i: number) => {
    // Shuffled by a fixed stride so that kinds interleave without a pattern that lines up with the rate.
    const kind = kinds[(i * 7) % kinds.length]!;
    if (kind === 'search') {
      const { query, shape } = searchQuery(searches++);
      return { kind, shape, send: () => graphql(SEARCH, { query }) };
    }
    if (kind === 'viewer') return { kind, send: () => graphql(VIEWER) };
    if (kind === 'node') return { kind, send: () => graphql(NODE, { id: documentIds[i % documentIds.length] }) };
    return { kind, send: page };
  };

  const times = new Map<string, number[]>();
  const count = (line: string, ms: number) => (times.get(line) ?? times.set(line, []).get(line)!).push(ms);
  const errors: string[] = [];
  const memory: number[] = [residentMb(server.pid!)];
  const sampler = setInterval(() => memory.push(residentMb(server.pid!)), 1000);
  const total = (WARM_UP_SECONDS + seconds) * rate;
  const warmUp = WARM_UP_SECONDS * rate;
  const loadStarted = performance.now();
  const pending: Promise<void>[] = [];
  console.log(`${rate} requests/s for ${seconds} s (after ${WARM_UP_SECONDS} s of warm-up) on ${database.label}; load average ${os.loadavg()[0]!.toFixed(1)}`);
  for (let i = 0; i < total; i++) {
    const due = loadStarted + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { kind, shape, send } = planned(i);
    pending.push(
      send().then(
        () => {
          if (i < warmUp) return;
          const ms = performance.now() - due;
          for (const line of ['all', kind, ...(shape ? [`  ${shape}`] : [])]) count(line, ms);
        },
        (error: unknown) => void errors.push(`${kind}: ${String(error)}`),
      ),
    );
    if (i === warmUp) memory.splice(0, memory.length, residentMb(server.pid!));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  memory.push(residentMb(server.pid!));

  console.log(`errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  console.log(`${'kind'.padEnd(24)}${'count'.padStart(7)}${'p50 ms'.padStart(8)}${'p90 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(9)}`);
  for (const line of ['all', 'search', ...SHAPES.map((shape) => `  ${shape}`), 'viewer', 'node', 'home']) console.log(row(line, times.get(line) ?? []));
  console.log(`server memory (resident, MB): ${memory[0]!.toFixed(0)} at the start, ${Math.max(...memory).toFixed(0)} at most, ${memory.at(-1)!.toFixed(0)} at the end`);
  console.log(`target p99 under 50 ms: ${quantile([...times.get('all')!].sort((a, b) => a - b), 0.99) < 50 ? 'PASS' : 'FAIL'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await dispatcher.close();
  if (values.keep) console.log(`kept: ${JSON.stringify(database.env)}`);
  else await database.drop();
}
