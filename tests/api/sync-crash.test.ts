import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { installApp, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';
import { freePort } from '../support/free-port.ts';

const PAGES = 30;

/** A site of one index page linking 30 slow pages: a sync of it takes several seconds. */
async function slowSite(): Promise<TestSite> {
  const site = await startTestSite();
  const links = Array.from({ length: PAGES }, (_, i) => `/p/${i}`);
  site.pages.set('/', page('Index', 'All pages.', links));
  links.forEach((link, i) => site.pages.set(link, page(`Page ${i}`, `Content of page ${i}.`)));
  site.delayMs = 120;
  return site;
}

const expectedUrls = (site: TestSite) => [`${site.url}/`, ...Array.from({ length: PAGES }, (_, i) => `${site.url}/p/${i}`)].sort();

function start(args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', CRAWL_PRIVATE_NETWORKS: 'allow', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.runIf(Boolean(process.env.DATABASE_URL))('a sync worker killed mid-run (Postgres)', () => {
  let app: TestApp | undefined;
  let site: TestSite | undefined;
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) await killed(child);
    await app?.stop();
    await site?.close();
  });

  it('is resumed by another worker, ending with exactly the right documents', async () => {
    site = await slowSite();
    // This server queues the run; separate worker processes do the work.
    app = await startTestApp({ SYNC_WORKERS: '0' });
    const cookie = await app.signIn(await app.demoCreatorId());
    const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: 'Slow site', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    const workerEnv = {
      DATABASE_URL: app.deps.config.databaseUrl!,
      SYNC_WORKERS: '1',
      SYNC_STALE_SECONDS: '2',
      APP_SECRET: 'x'.repeat(32),
    };
    const { db } = app.deps.database;
    const count = async (query: ReturnType<typeof sql>) => {
      const result = await db.execute<{ n: number }>(query);
      return (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows)[0]!.n;
    };

    const first = start(['bff/src/worker.ts'], workerEnv);
    children.push(first);
    await app.graphql('mutation ($id: ID!) { syncApp(appId: $id) { __typename } }', { cookie, variables: { id: appId } });
    await until('a third of the pages', async () => (await count(sql`select count(*)::int as n from documents`)) >= 10);
    await killed(first);
    const atKill = await count(sql`select count(*)::int as n from documents`);
    expect(atKill).toBeLessThan(PAGES + 1);
    expect(await count(sql`select count(*)::int as n from sync_runs where status = 'running'`)).toBe(1);

    const second = start(['bff/src/worker.ts'], workerEnv);
    children.push(second);
    await until('the run to succeed', async () => (await count(sql`select count(*)::int as n from sync_runs where status = 'succeeded'`)) === 1);

    const urls = await db.execute<{ url: string }>(sql`select url from documents order by url`);
    const list = (Array.isArray(urls) ? urls : (urls as { rows: { url: string }[] }).rows).map((r) => r.url);
    expect(list).toEqual(expectedUrls(site));
    const [run] = await db.query.syncRuns.findMany({});
    expect(run).toMatchObject({ status: 'succeeded', added: PAGES + 1, failed: 0, deleted: 0, attempts: 2 });
    // Resumed from its checkpoint: pages fetched before the kill are not all fetched again.
    const fetches = site.requests.filter((r) => r.startsWith('/p/')).length;
    expect(fetches).toBeLessThan(PAGES + 3);
  });
});

describe.runIf(!process.env.DATABASE_URL)('the server killed mid-sync (embedded database)', () => {
  let site: TestSite | undefined;
  let dataDir: string | undefined;
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) await killed(child);
    await site?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function serve(port: number) {
    const child = start(['bff/src/main.ts'], { DATA_DIR: dataDir!, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` });
    children.push(child);
    const link = await until('the sign-in link', async () => /\/api\/auth\/link\/\S+/.exec(child.output())?.[0], 90_000);
    const response = await fetch(`http://127.0.0.1:${port}${link}`, { redirect: 'manual' });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const graphql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      return ((await answer.json()) as { data: T }).data;
    };
    return { child, cookie, graphql };
  }

  it('resumes the run when restarted on the same data directory', async () => {
    site = await slowSite();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zhiwen-crash-'));
    const port = await freePort();
    const first = await serve(port);
    const installed = await first.graphql<{ installApp: { app: { id: string } } }>(
      `mutation ($input: AppInput!) { installApp(connectorKey: "website", scope: WORKSPACE, input: $input) { ... on AppPayload { app { id } } } }`,
      { input: { ...WEBSITE_INPUT, title: 'Slow site', settings: { startUrls: [`${site.url}/`], delayMs: 0 } } },
    );
    const appId = installed.installApp.app.id;
    type State = { node: { syncStatus: string; docCount: number; latestRun: { status: string; added: number; attempts?: number } | null } };
    const state = (server: typeof first) =>
      server.graphql<State>('query ($id: ID!) { node(id: $id) { ... on App { syncStatus docCount latestRun { status added } } } }', { id: appId });
    await first.graphql('mutation ($id: ID!) { syncApp(appId: $id) { __typename } }', { id: appId });
    await until('a third of the pages', async () => ((await state(first)).node.latestRun?.added ?? 0) >= 10);
    await killed(first.child);

    const second = await serve(port);
    const done = await until('the run to succeed', async () => {
      const s = await state(second);
      return s.node.latestRun?.status === 'SUCCEEDED' ? s : null;
    });
    expect(done.node).toMatchObject({ syncStatus: 'SUCCESS', docCount: PAGES + 1, latestRun: { added: PAGES + 1 } });
    const docs = await second.graphql<{ node: { documents: { edges: { node: { url: string } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 100) { edges { node { url } } } } } }',
      { id: appId },
    );
    expect(docs.node.documents.edges.map((e) => e.node.url).sort()).toEqual(expectedUrls(site));
    expect(site.requests.filter((r) => r.startsWith('/p/')).length).toBeLessThan(PAGES + 3);
  }, 180_000);
});
