import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';

describe('the Yuque connector', () => {
  let app: TestApp;
  let yuque: FakeYuque;
  let cookie: string;

  beforeAll(async () => {
    yuque = await startFakeYuque();
    app = await startTestApp({ YUQUE_API_URL: yuque.url });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await yuque?.close();
  });
  beforeEach(() => {
    yuque.books.clear();
    yuque.tokens.clear();
    yuque.tokens.add('yuque-token');
    yuque.requests.length = 0;
    yuque.books.set('team/handbook', {
      public: 0,
      docs: [
        { slug: 'leave', title: '年假制度', updated_at: '2026-11-01T00:00:00.000Z', format: 'markdown', body: '# 年假\n\n员工年假十五天。' },
        { slug: 'expense', title: '报销制度', updated_at: '2026-11-02T00:00:00.000Z', format: 'lake', body: '<h2>范围</h2><p>差旅费可报销。</p>' },
        { slug: 'wifi', title: '无线网络', updated_at: '2026-11-03T00:00:00.000Z', format: 'markdown', body: '访客网络 Zhiwen-Guest。' },
      ],
    });
  });
  const install = (token = 'yuque-token') =>
    installApp(app, cookie, 'yuque', {
      title: '团队语雀',
      authType: 'TOKEN',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { token },
      settings: { books: ['team/handbook'] },
    });
  const restrictedByTitle = async (appId: string) => {
    const result = await app.graphql<{ node: { documents: { edges: { node: { title: string; restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { title restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    return Object.fromEntries(result.data!.node.documents.edges.map((e) => [e.node.title, e.node.restricted]));
  };

  it('syncs every document of a book across pages, Markdown and lake alike', async () => {
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    const docs = Object.fromEntries((await documentsOf(app, cookie, appId)).map((d) => [d.title, d]));
    expect(docs['年假制度']!.text).toContain('员工年假十五天');
    expect(docs['报销制度']!.text).toBe('## 范围\n\n差旅费可报销。');
    expect(docs['无线网络']!.url).toBe('https://www.yuque.com/team/handbook/wifi');
    expect(yuque.requests.filter((r) => r.includes('/docs?')).length).toBe(3);
  });

  it('takes in what changed and removes what is gone', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const book = yuque.books.get('team/handbook')!;
    book.docs[0] = { ...book.docs[0]!, body: '# 年假\n\n员工年假二十天。', updated_at: '2026-11-10T00:00:00.000Z' };
    book.docs.splice(2, 1);
    book.docs.push({ slug: 'vpn', title: 'VPN 说明', updated_at: '2026-11-11T00:00:00.000Z', format: 'markdown', body: '下载客户端。' });
    yuque.requests.length = 0;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ added: 1, updated: 1, deleted: 1, unchanged: 1 });
    expect(yuque.requests.filter((r) => /\/docs\/[^?]+\?raw=1/.test(r)).length).toBe(2);
  });

  it('honours 429 with Retry-After, and asks to re-authorise on a dead token', async () => {
    yuque.rateLimitNext = true;
    expect(await syncAndWait(app, cookie, await install())).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    expect(await syncAndWait(app, cookie, await install('dead-token'))).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '授权已失效，请重新授权' });
  });

  it('records a malformed document while the rest sync', async () => {
    yuque.books.get('team/handbook')!.docs.push({ slug: '', title: '坏文档', updated_at: '', format: 'markdown', body: '', malformed: true });
    const state = await syncAndWait(app, cookie, await install());
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3, latestRun: { failed: 1 } });
  });

  it('follows a book made public, though none of its documents changed', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(Object.values(await restrictedByTitle(appId))).toEqual([true, true, true]);
    yuque.books.get('team/handbook')!.public = 1;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 3, unchanged: 0 });
    expect(Object.values(await restrictedByTitle(appId))).toEqual([false, false, false]);
  });
});
