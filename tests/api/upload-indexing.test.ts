import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../../bff/src/apps/tables.ts';
import { rowsOf } from '../../bff/src/db/client.ts';
import { installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/** A file app indexes each upload at once: no "sync now", and a burst of uploads shares runs. */
const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP' };

type FileStates = { node: { files: { edges: { node: { name: string; indexState: string; indexError: string | null } }[] } } };

describe('indexing uploads', () => {
  let app: TestApp;
  let cookie: string;

  const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;
  const runsOf = (appId: string) =>
    app.deps.database.db.select().from(syncRuns).where(eq(syncRuns.appId, rowOf(appId))).orderBy(asc(syncRuns.createdAt));
  const found = async (word: string) => {
    const result = await app.graphql<{ search: { edges: { node: { document: { title: string } } }[] } }>(
      'query ($q: String!) { search(query: $q, first: 10) { edges { node { document { title } } } } }',
      { cookie, variables: { q: word } },
    );
    return result.data!.search.edges.map((e) => e.node.document.title);
  };
  const fileStates = async (appId: string) => {
    const result = await app.graphql<FileStates>(
      'query ($id: ID!) { node(id: $id) { ... on App { files(first: 50) { edges { node { name indexState indexError } } } } } }',
      { cookie, variables: { id: appId } },
    );
    expect(result.errors).toBeUndefined();
    return Object.fromEntries(result.data!.node.files.edges.map((e) => [e.node.name, e.node.indexError ? `${e.node.indexState}: ${e.node.indexError}` : e.node.indexState]));
  };
  /** Every run of the app ended, none of them beside another. */
  /** The app's runs once `count` of them (at least) have all ended. */
  const settled = async (appId: string, count = 1) => {
    await expect
      .poll(async () => {
        const runs = await runsOf(appId);
        return runs.length >= count && runs.every((run) => run.status === 'succeeded' || run.status === 'failed');
      }, { timeout: 60_000, interval: 200 })
      .toBe(true);
    const runs = await runsOf(appId);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.startedAt!.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.getTime());
    return runs;
  };

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('makes an uploaded file searchable without anyone asking for a sync; a file app syncs nightly only if asked', async () => {
    // No nightly choice: a file app does not need one.
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '即传即搜' });
    const state = await app.graphql<{ node: { autoSync: boolean; latestRun: null } }>('query ($id: ID!) { node(id: $id) { ... on App { autoSync latestRun { id } } } }', {
      cookie,
      variables: { id: appId },
    });
    expect(state.data!.node).toEqual({ autoSync: false, latestRun: null });

    await uploadToApp(app, cookie, appId, 'harbour.md', '# 港口守则\n\nThe harbour master counts every quokkaship before dusk.\n');
    expect(await fileStates(appId)).toEqual({ 'harbour.md': 'INDEXING' });
    const run = await waitForRun(app, cookie, appId);
    expect(run).toMatchObject({ syncStatus: 'SUCCESS', docCount: 1, latestRun: { status: 'SUCCEEDED', added: 1 } });
    expect(await found('quokkaship')).toEqual(['harbour.md']);
    expect(await fileStates(appId)).toEqual({ 'harbour.md': 'SEARCHABLE' });
    const runs = await settled(appId);
    expect(runs.map((r) => [r.trigger, r.requestedBy !== null])).toEqual([['upload', true]]);
    // The run left the planner statistics of what it wrote (the embedded database has no
    // autovacuum): without them a foreign key's check may read a workspace's every chunk.
    const planned = await app.deps.database.db.execute(
      sql`select relname, reltuples from pg_class where relname in ('documents', 'search_chunks', 'search_impacts') order by relname`,
    );
    expect(rowsOf<{ relname: string; reltuples: number }>(planned).map((row) => [row.relname, Number(row.reltuples) > 0])).toEqual([
      ['documents', true],
      ['search_chunks', true],
      ['search_impacts', true],
    ]);

    // Other apps still choose.
    const website = await app.graphql<{ installApp: { __typename: string } }>(
      'mutation ($input: AppInput!) { installApp(connectorKey: "website", scope: WORKSPACE, input: $input) { __typename } }',
      { cookie, variables: { input: { ...FILES, title: '网站', settings: { startUrls: ['https://example.com/'] } } } },
    );
    expect(website.data!.installApp.__typename).toBe('ValidationError');
  });

  it('takes a burst of uploads in together, one run at a time, and says which file could not be read', async () => {
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '一批文件', autoSync: true });
    for (let i = 0; i < 5; i++) await uploadToApp(app, cookie, appId, `burst-${i}.md`, `# 第 ${i} 份\n\nBurst file number ${i} mentions wombatcargo${i}.\n`);
    await uploadToApp(app, cookie, appId, 'broken.pdf', Buffer.from('%PDF-1.7\nnot really a pdf'));
    const runs = await settled(appId);
    // Six uploads, one after another, asked for six runs: they were answered by the one under way.
    expect(runs.length).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) expect(await found(`wombatcargo${i}`)).toEqual([`burst-${i}.md`]);
    const states = await fileStates(appId);
    expect(states['broken.pdf']).toMatch(/^FAILED: /);
    expect(Object.entries(states).filter(([name]) => name !== 'broken.pdf').map(([, state]) => state)).toEqual(Array(5).fill('SEARCHABLE'));
  });

  it('takes in a file uploaded while a run is under way by the run after it', async () => {
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '边传边同步' });
    // A document long enough that its run is still indexing it when the next file arrives.
    const long = Array.from({ length: 180 }, (_, s) => [
      `# 第 ${s} 章 Chapter ${s}`,
      ...Array.from({ length: 120 }, (_, p) => `第 ${s}-${p} 条：报销单据须在三十日内提交，审批人 approver-${s}-${p} reviews travel claims within thirty days.`),
    ]).flat().join('\n\n');
    await uploadToApp(app, cookie, appId, 'long.md', long);
    // The run has listed the app's files (it knows their number) and is taking them in.
    await expect.poll(async () => (await runsOf(appId))[0]?.total, { timeout: 30_000, interval: 50 }).toBe(1);
    await uploadToApp(app, cookie, appId, 'late.md', '# 迟到的文件\n\nThe late file mentions platypusfreight.\n');
    const [first] = await runsOf(appId);
    expect(first!.status).toBe('running');

    // The run that follows the first one takes the late file in (it is queued as the first one ends).
    const runs = await settled(appId, 2);
    expect(runs.map((r) => ({ status: r.status, total: r.total, added: r.added, unchanged: r.unchanged }))).toEqual([
      { status: 'succeeded', total: 1, added: 1, unchanged: 0 },
      { status: 'succeeded', total: 2, added: 1, unchanged: 1 },
    ]);
    expect(runs[1]!.trigger).toBe('upload');
    expect(await found('platypusfreight')).toEqual(['late.md']);
    expect(await fileStates(appId)).toEqual({ 'late.md': 'SEARCHABLE', 'long.md': 'SEARCHABLE' });
    const runsNow = await app.deps.database.db.select({ id: syncRuns.id }).from(syncRuns).where(and(eq(syncRuns.appId, rowOf(appId)), eq(syncRuns.status, 'queued')));
    expect(runsNow).toEqual([]);
  });
});
