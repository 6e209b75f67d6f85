import { eq, sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { enqueueNightlySyncs } from '../../bff/src/apps/schedule.ts';
import { apps, syncRuns } from '../../bff/src/apps/tables.ts';
import { roleMembers, roles } from '../../bff/src/workspaces/tables.ts';
import { appState, INSTALL, installApp, syncAndWait, uploadToApp, waitForRun } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';

const FILES_BASE = { authType: 'NONE', protectedPermission: 'MATCH_APP', autoSync: false };


const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('apps: installing, permissions and visibility', () => {
  let app: TestApp;
  let creatorCookie: string;
  let workspaceId: string;
  let member: { cookie: string; id: string };
  let roleMember: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let roleGlobalId: string;

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    creatorCookie = await app.signIn(await app.demoCreatorId());
    workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    const plain = await addMember(db, workspaceId, 1);
    const inRole = await addMember(db, workspaceId, 1);
    const anAdmin = await addMember(db, workspaceId, 2);
    member = { id: plain.id, cookie: await app.signIn(plain.id) };
    roleMember = { id: inRole.id, cookie: await app.signIn(inRole.id) };
    admin = { id: anAdmin.id, cookie: await app.signIn(anAdmin.id) };
    const [role] = await db.insert(roles).values({ workspaceId, name: '财务' }).returning();
    await db.insert(roleMembers).values({ workspaceId, roleId: role!.id, userId: inRole.id });
    roleGlobalId = Buffer.from(`Role:${role!.id}`).toString('base64');
  });
  afterAll(async () => {
    await app?.stop();
  });

  const visibleTitles = async (cookie: string) => {
    const result = await app.graphql<{ documents: { totalCount: number; edges: { node: { title: string } }[] } }>(
      '{ documents(first: 100) { totalCount edges { node { title } } } }',
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.documents.totalCount).toBe(result.data!.documents.edges.length);
    return result.data!.documents.edges.map((e) => e.node.title).sort();
  };

  it('lists the app store in the caller’s language', async () => {
    const result = await app.graphql<{ appStore: { key: string; name: string; authTypes: string[] }[] }>(
      '{ appStore { key name authTypes } }',
      { cookie: member.cookie },
    );
    expect(result.data!.appStore).toEqual([
      { key: 'files', name: '文件', authTypes: ['NONE'] },
      { key: 'website', name: '网站', authTypes: ['NONE'] },
      { key: 'github', name: 'GitHub', authTypes: ['TOKEN', 'OAUTH'] },
      { key: 'notion', name: 'Notion', authTypes: ['TOKEN', 'OAUTH'] },
      { key: 'feishu', name: '飞书', authTypes: ['TOKEN'] },
      { key: 'yuque', name: '语雀', authTypes: ['TOKEN'] },
      { key: 'dingtalk', name: '钉钉知识库', authTypes: ['TOKEN'] },
      { key: 'wecom', name: '企业微信通讯录', authTypes: ['TOKEN'] },
    ]);
  });

  it('names every choice left unmade, next to its field', async () => {
    const result = await app.graphql<{ installApp: { __typename: string; problems: { field: string; message: string }[] } }>(INSTALL, {
      cookie: creatorCookie,
      variables: { key: 'website', scope: 'WORKSPACE', input: { title: 'x', settings: { startUrls: ['ftp://example.com'] } } },
    });
    expect(result.data!.installApp.__typename).toBe('ValidationError');
    expect(Object.fromEntries(result.data!.installApp.problems.map((p) => [p.field, p.message]))).toEqual({
      title: '标题长度为 2 到 50 个字符',
      authType: '请选择授权类型',
      dataPermission: '请选择数据权限',
      protectedPermission: '请选择受保护文档权限',
      autoSync: '请选择自动同步设置',
      startUrls: '请输入 1 到 20 个以 http:// 或 https:// 开头的起始网址',
    });
    const roles = await app.graphql<{ installApp: { problems: { field: string }[] } }>(INSTALL, {
      cookie: creatorCookie,
      variables: { key: 'files', scope: 'WORKSPACE', input: { ...FILES_BASE, title: '文件', dataPermission: 'SPECIFIED_ROLES' } },
    });
    expect(roles.data!.installApp.problems.map((p) => p.field).sort()).toEqual(['roleIds', 'roleScope']);
    // OAuth is GitHub's to offer only once the server has its OAuth app.
    const oauth = await app.graphql<{ installApp: { problems: { field: string; message: string }[] } }>(INSTALL, {
      cookie: creatorCookie,
      variables: { key: 'github', scope: 'WORKSPACE', input: { ...FILES_BASE, title: '代码仓库', authType: 'OAUTH', dataPermission: 'ALL_MEMBERS', settings: { repositories: ['acme/handbook'] } } },
    });
    expect(oauth.data!.installApp.problems).toEqual([{ field: 'authType', message: '服务器未配置该应用的 OAuth 授权，请改用令牌' }]);
  });

  it('keeps workspace apps to admins, personal apps to their owner', async () => {
    const refused = await app.graphql<{ installApp: { __typename: string; message: string } }>(INSTALL, {
      cookie: member.cookie,
      variables: { key: 'files', scope: 'WORKSPACE', input: { ...FILES_BASE, title: '成员的', dataPermission: 'ALL_MEMBERS' } },
    });
    expect(refused.data).toBeNull();
    expect(refused.errors![0]).toMatchObject({ message: '没有权限访问该资源', path: ['installApp'], extensions: { code: 'FORBIDDEN' } });
    const list = await app.graphql('{ viewer { currentWorkspace { apps(first: 10) { totalCount } } } }', { cookie: member.cookie });
    expect(list.errors?.[0]?.message).toBeTruthy();

    const personal = await installApp(app, member.cookie, 'files', { title: '我的笔记', authType: 'NONE', autoSync: false }, 'PERSONAL');
    const own = await app.graphql<{ viewer: { currentWorkspace: { personalApps: { edges: { node: { id: string } }[] } } } }>(
      '{ viewer { currentWorkspace { personalApps(first: 10) { edges { node { id } } } } } }',
      { cookie: member.cookie },
    );
    expect(own.data!.viewer.currentWorkspace.personalApps.edges.map((e) => e.node.id)).toEqual([personal]);
    // Nobody else reaches it, not even an admin: it answers as if it did not exist.
    for (const cookie of [admin.cookie, roleMember.cookie]) {
      const other = await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie, variables: { id: personal } });
      expect(other.data!.node).toBeNull();
      const sync = await app.graphql<{ syncApp: { __typename: string; message: string } }>(
        'mutation ($id: ID!) { syncApp(appId: $id) { __typename ... on ActionError { message } } }',
        { cookie, variables: { id: personal } },
      );
      expect(sync.data!.syncApp).toEqual({ __typename: 'ActionError', message: '应用不存在' });
    }
    await uploadToApp(app, member.cookie, personal, 'note.md', '# 私人笔记\n只有我能看到。');
    expect((await syncAndWait(app, member.cookie, personal)).docCount).toBe(1);
    expect(await visibleTitles(member.cookie)).toContain('note.md');
    expect(await visibleTitles(admin.cookie)).not.toContain('note.md');
  });

  it('stores credentials encrypted and never answers them', async () => {
    const appId = await installApp(app, creatorCookie, 'website', {
      title: '内部 Wiki',
      authType: 'NONE',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      settings: { startUrls: ['https://wiki.example.com/'] },
      credentials: { token: 'ghp_SuperSecretToken123' },
    });
    const read = await app.graphql<{ node: { settings: Record<string, unknown>; hasCredentials: boolean } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { settings hasCredentials } } }',
      { cookie: creatorCookie, variables: { id: appId } },
    );
    expect(read.data!.node.hasCredentials).toBe(true);
    expect(JSON.stringify(read.data)).not.toContain('SuperSecret');
    expect(read.data!.node.settings).toMatchObject({ startUrls: ['https://wiki.example.com/'], maxDepth: 3, maxPages: 200 });
    const stored = rows<{ credentials: string }>(await app.deps.database.db.execute(sql`select credentials from apps where title = '内部 Wiki'`));
    expect(stored[0]!.credentials).toMatch(/^v1\./);
    expect(stored[0]!.credentials).not.toContain('SuperSecret');
  });

  it('shows documents to the members the app’s data permission names', async () => {
    const everyone = await installApp(app, creatorCookie, 'files', { ...FILES_BASE, title: '全员制度', dataPermission: 'ALL_MEMBERS' });
    const finance = await installApp(app, creatorCookie, 'files', {
      ...FILES_BASE,
      title: '财务资料',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [roleGlobalId],
      roleScope: 'MATCH_DATA_SOURCE',
    });
    await uploadToApp(app, creatorCookie, everyone, 'holidays.md', '# 放假安排\n国庆放假七天。');
    await uploadToApp(app, creatorCookie, finance, 'budget.md', '# 预算\n2026 年预算 100 万。');
    await syncAndWait(app, creatorCookie, everyone);
    await syncAndWait(app, creatorCookie, finance);

    const shared = (titles: string[]) => titles.filter((t) => t !== 'note.md');
    expect(shared(await visibleTitles(member.cookie))).toEqual(['holidays.md']);
    expect(await visibleTitles(roleMember.cookie)).toEqual(['budget.md', 'holidays.md']);
    expect(await visibleTitles(admin.cookie)).toEqual(expect.arrayContaining(['budget.md', 'holidays.md']));

    // The apps those documents come from, as the home page lists them beside the documents: the
    // workspace's open to the reader, and their own personal ones.
    const readableApps = async (cookie: string) => {
      const result = await app.graphql<{ viewer: { currentWorkspace: { readableApps: { totalCount: number; edges: { node: { title: string } }[] } } } }>(
        '{ viewer { currentWorkspace { readableApps(first: 50) { totalCount edges { node { title } } } } } }',
        { cookie },
      );
      expect(result.errors).toBeUndefined();
      const { totalCount, edges } = result.data!.viewer.currentWorkspace.readableApps;
      expect(totalCount).toBe(edges.length);
      return edges.map((e) => e.node.title);
    };
    expect((await readableApps(member.cookie)).filter((t) => ['全员制度', '财务资料', '我的笔记'].includes(t))).toEqual(['全员制度', '我的笔记']);
    expect((await readableApps(roleMember.cookie)).filter((t) => ['全员制度', '财务资料', '我的笔记'].includes(t))).toEqual(['财务资料', '全员制度']);
    expect(await readableApps(admin.cookie)).toEqual(expect.arrayContaining(['财务资料', '全员制度']));
    expect(await readableApps(admin.cookie)).not.toContain('我的笔记');

    // By ID too: the node, and the original file.
    const budget = rows<{ id: string }>(await app.deps.database.db.execute(sql`select id from documents where title = 'budget.md'`))[0]!.id;
    const budgetNode = Buffer.from(`Document:${budget}`).toString('base64');
    const asMember = await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', {
      cookie: member.cookie,
      variables: { id: budgetNode },
    });
    expect(asMember.data!.node).toBeNull();
    expect((await fetch(`${app.url}/api/documents/${budget}/original`, { headers: { cookie: member.cookie } })).status).toBe(404);
    expect((await fetch(`${app.url}/api/documents/${budget}/original`, { headers: { cookie: roleMember.cookie } })).status).toBe(200);
    // The app itself is no list of documents for someone who only reads it.
    const docsOfApp = await app.graphql('query ($id: ID!) { node(id: $id) { ... on App { documents(first: 5) { totalCount } } } }', {
      cookie: roleMember.cookie,
      variables: { id: finance },
    });
    expect(docsOfApp.errors?.length).toBeGreaterThan(0);
  });

  it('applies the protected-document permission to documents the source restricts', async () => {
    const install = (title: string, extra: Record<string, unknown>) =>
      installApp(app, creatorCookie, 'files', { ...FILES_BASE, title, ...extra });
    const privateApp = await install('私有受限', { dataPermission: 'ALL_MEMBERS', protectedPermission: 'PRIVATE' });
    const openToAll = await install('受限全员', {
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [roleGlobalId],
      roleScope: 'MATCH_DATA_SOURCE',
      protectedPermission: 'ALL_MEMBERS',
    });
    const onlyRole = await install('仅角色', {
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [roleGlobalId],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      protectedPermission: 'ALL_MEMBERS',
    });
    for (const [appId, name] of [[privateApp, 'p.md'], [openToAll, 'o.md'], [onlyRole, 'r.md']] as const) {
      await uploadToApp(app, creatorCookie, appId, name, `# ${name}\nrestricted at the source`);
      await syncAndWait(app, creatorCookie, appId);
    }
    // Files carry no source visibility; a connector such as GitHub marks private items like this.
    await app.deps.database.db.execute(sql`update documents set restricted = true where title in ('p.md', 'o.md', 'r.md')`);

    const restricted = (titles: string[]) => titles.filter((t) => ['p.md', 'o.md', 'r.md'].includes(t));
    expect(restricted(await visibleTitles(creatorCookie))).toEqual(['o.md', 'p.md', 'r.md']);
    expect(restricted(await visibleTitles(admin.cookie))).toEqual(['o.md', 'r.md']);
    expect(restricted(await visibleTitles(member.cookie))).toEqual(['o.md']);
    expect(restricted(await visibleTitles(roleMember.cookie))).toEqual(['o.md', 'r.md']);
  });

  it('queues the nightly sync of auto-sync apps once, in the workspace’s night', async () => {
    const nightly = await installApp(app, creatorCookie, 'files', { ...FILES_BASE, title: '夜间同步', dataPermission: 'ALL_MEMBERS', autoSync: true });
    await uploadToApp(app, creatorCookie, nightly, 'night.md', '# 夜间\n自动同步的文件。');
    // The upload is indexed at once, by a run of its own; the nightly run comes after it.
    await waitForRun(app, creatorCookie, nightly);
    const queued: string[] = [];
    const enqueue = async (job: { workspaceId: string; runId: string }) => {
      queued.push(job.runId);
      await app.deps.jobs.enqueueSync(job);
    };
    // 14:00 in Shanghai: not yet.
    expect(await enqueueNightlySyncs(app.deps.database.db, new Date('2026-11-22T06:00:00Z'), enqueue)).toBe(0);
    // 02:30 in Shanghai (18:30 UTC the day before): this app's nightly run, once.
    const night = new Date('2026-11-22T18:30:00Z');
    expect(await enqueueNightlySyncs(app.deps.database.db, night, enqueue)).toBe(1);
    // The nightly run is dated in the night asked about, before the upload's: it is not the latest
    // run by date, so the app's own status tells when it is done.
    let state = await appState(app, creatorCookie, nightly);
    for (const deadline = Date.now() + 30_000; state.syncStatus === 'PENDING' && Date.now() < deadline; state = await appState(app, creatorCookie, nightly)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 1 });
    expect(await enqueueNightlySyncs(app.deps.database.db, new Date('2026-11-22T18:50:00Z'), enqueue)).toBe(0);
    expect(queued).toHaveLength(1);
  });

  it('answers an app’s status and its latest run as of one moment, even when the run ends mid-answer', async () => {
    const { db } = app.deps.database;
    const appId = await installApp(app, creatorCookie, 'files', { ...FILES_BASE, title: '一致', dataPermission: 'ALL_MEMBERS' });
    const appRowId = Buffer.from(appId, 'base64').toString().split(':')[1]!;
    // A run under way, as a worker holds it.
    const [run] = await db.insert(syncRuns).values({ workspaceId, appId: appRowId, trigger: 'manual', status: 'running', startedAt: new Date() }).returning();
    await db.update(apps).set({ syncStatus: 'pending' }).where(eq(apps.id, appRowId));
    // The run ends (run and app settled in one transaction, as the sync engine does) right after
    // the answer's first read of the app, before anything else of that answer is read.
    const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => Promise<unknown>> }).$client;
    const method = app.deps.database.kind === 'postgres' ? 'unsafe' : 'query';
    const original = client[method]!;
    let ended = false;
    client[method] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (ended || !/from "apps"/.test(String(args[0]))) return result;
      ended = true;
      const delayed = Promise.resolve(result).then(async (rows) => {
        await db.transaction(async (tx) => {
          await tx.update(syncRuns).set({ status: 'succeeded', finishedAt: new Date() }).where(eq(syncRuns.id, run!.id));
          await tx.update(apps).set({ syncStatus: 'success' }).where(eq(apps.id, appRowId));
        });
        return rows;
      });
      // postgres.js is asked for rows as arrays after the call (the statement runs a tick later).
      return Object.assign(delayed, { values: () => ((result as { values?: () => unknown }).values?.(), delayed) });
    } as (typeof client)[string];
    try {
      const answer = await app.graphql<{ node: { syncStatus: string; latestRun: { status: string } | null } }>(
        'query ($id: ID!) { node(id: $id) { ... on App { syncStatus latestRun { status } } } }',
        { cookie: creatorCookie, variables: { id: appId } },
      );
      expect(ended).toBe(true);
      // Before the end or after it, never half of each: a run ended beside an app still pending
      // would leave the sync panel waiting for nothing.
      expect(answer.data!.node).toEqual({ syncStatus: 'PENDING', latestRun: { status: 'RUNNING' } });
    } finally {
      client[method] = original;
    }
    expect((await appState(app, creatorCookie, appId))).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { status: 'SUCCEEDED' } });
  });

  it('streams a sync’s progress to the app’s manager over graphql-ws', async () => {
    const appId = await installApp(app, creatorCookie, 'files', { ...FILES_BASE, title: '进度', dataPermission: 'ALL_MEMBERS' });
    for (let i = 0; i < 5; i++) await uploadToApp(app, creatorCookie, appId, `doc-${i}.md`, `# 文档 ${i}\n内容 ${i}`);
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: creatorCookie } });
        }
      },
    });
    const seen: { syncStatus: string; latestRun: { status: string; processed: number } | null }[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      client.subscribe<{ appSyncProgress: (typeof seen)[number] }>(
        { query: 'subscription ($id: ID!) { appSyncProgress(appId: $id) { syncStatus latestRun { status processed } } }', variables: { id: appId } },
        {
          next: ({ data }) => {
            seen.push(data!.appSyncProgress);
            if (data!.appSyncProgress.syncStatus === 'SUCCESS') resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.graphql('mutation ($id: ID!) { syncApp(appId: $id) { __typename } }', { cookie: creatorCookie, variables: { id: appId } });
    await finished;
    expect(seen[0]!.syncStatus).toBe('PENDING');
    expect(seen.at(-1)).toEqual({ syncStatus: 'SUCCESS', latestRun: { status: 'SUCCEEDED', processed: 5 } });
    await client.dispose();
  });
});
