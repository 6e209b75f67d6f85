import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, documents, syncRuns } from '../../bff/src/apps/tables.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { appState, installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;


const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };

describe('sync limits and recovery', () => {
  let app: TestApp;
  let cookie: string;
  let workspaceId: string;

  beforeAll(async () => {
    // A short stale time makes the orphan check run every second.
    app = await startTestApp({ SYNC_STALE_SECONDS: '2' });
    cookie = await app.signIn(await app.demoCreatorId());
    const workspace = await app.deps.database.db.query.workspaces.findFirst({ where: { name: '演示工作区' } });
    workspaceId = workspace!.id;
  });
  afterAll(async () => {
    await app?.stop();
  });
  const documentsIn = async (id: string) =>
    (await app.deps.database.db.select({ n: count() }).from(documents).where(eq(documents.workspaceId, id)))[0]!.n;

  it('lets two apps syncing at once take no more than the document limit between them', async () => {
    const { db } = app.deps.database;
    await db.update(workspaces).set({ version: 'free' }).where(eq(workspaces.id, workspaceId));
    // The free version holds 1,000 documents: fill the workspace to three places short of it.
    const filler = rowId(await installApp(app, cookie, 'files', { ...FILES, title: '已有资料' }));
    const present = await documentsIn(workspaceId);
    const rows = Array.from({ length: 1_000 - 3 - present }, (_, i) => ({
      workspaceId,
      appId: filler,
      externalId: `filler-${i}`,
      title: `资料 ${i}`,
      text: '',
      sourceType: 'markdown',
      contentHash: `h${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(documents).values(rows.slice(i, i + 500));

    const first = await installApp(app, cookie, 'files', { ...FILES, title: '甲部门' });
    const second = await installApp(app, cookie, 'files', { ...FILES, title: '乙部门' });
    for (const [appId, tag] of [[first, 'a'], [second, 'b']] as const) {
      for (let i = 0; i < 3; i++) await uploadToApp(app, cookie, appId, `${tag}-${i}.md`, `# ${tag} ${i}\n\n内容 ${tag}${i}`);
    }
    const sync = 'mutation ($id: ID!) { syncApp(appId: $id) { __typename } }';
    await Promise.all([first, second].map((id) => app.graphql(sync, { cookie, variables: { id } })));
    const [a, b] = await Promise.all([waitForRun(app, cookie, first), waitForRun(app, cookie, second)]);

    expect(await documentsIn(workspaceId)).toBe(1_000);
    expect(a.latestRun!.added + b.latestRun!.added).toBe(3);
    expect(a.latestRun!.failed + b.latestRun!.failed).toBe(3);
    const messages = [...a.latestRun!.itemErrors.edges, ...b.latestRun!.itemErrors.edges].map((e) => e.node.message);
    expect(new Set(messages)).toEqual(new Set(['已达到当前版本的文档数量上限，请升级']));
    await db.update(workspaces).set({ version: 'ultimate' }).where(eq(workspaces.id, workspaceId));
  });

  it('picks up a run left queued with no job, so its app does not stay pending', async () => {
    const { db } = app.deps.database;
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '遗留队列' });
    // As if the process had stopped between recording the run and queueing its job.
    await db.insert(syncRuns).values({ workspaceId, appId: rowId(appId), trigger: 'manual', createdAt: sql`now() - interval '5 minutes'` });
    await db.update(apps).set({ syncStatus: 'pending' }).where(eq(apps.id, rowId(appId)));
    // The upload's sync is answered with that run: the lost one is all there is to take the file in.
    await uploadToApp(app, cookie, appId, 'left.md', '# 遗留\n\n这次同步的任务丢失了。');

    const state = await waitForRun(app, cookie, appId, 20_000);
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 1 });
    expect((await appState(app, cookie, appId)).docCount).toBe(1);
  });
});
