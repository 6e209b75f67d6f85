import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeNotion, type FakeNotion } from '../support/fake-notion.ts';

const BASE = { dataPermission: 'ALL_MEMBERS', protectedPermission: 'ALL_MEMBERS', autoSync: false, title: 'Acme Notion' };

describe('the Notion connector', () => {
  let app: TestApp;
  let notion: FakeNotion;
  let cookie: string;

  beforeAll(async () => {
    notion = await startFakeNotion();
    app = await startTestApp({ NOTION_API_URL: notion.url, NOTION_CLIENT_ID: notion.client.id, NOTION_CLIENT_SECRET: notion.client.secret });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await notion?.close();
  });
  beforeEach(() => {
    notion.tokens.clear();
    notion.tokens.add('secret_internal');
    notion.requests.length = 0;
    notion.pages = [
      {
        id: 'p1',
        title: '入职指南',
        edited: '2026-11-01T00:00:00.000Z',
        blocks: [
          { type: 'heading_1', text: '第一天' },
          { type: 'paragraph', text: '领取工牌。' },
          { type: 'bulleted_list_item', text: '开通邮箱', children: [{ type: 'paragraph', text: '邮箱后缀 @acme.example' }] },
          { type: 'to_do', text: '签署合同' },
        ],
      },
      { id: 'p2', title: 'Roadmap', edited: '2026-11-02T00:00:00.000Z', blocks: [{ type: 'paragraph', text: 'Ship search in Q4.' }], publicUrl: 'https://acme.notion.site/roadmap' },
      { id: 'p3', title: 'Bug 42', edited: '2026-11-03T00:00:00.000Z', blocks: [{ type: 'paragraph', text: 'Crash on login.' }], row: true },
    ];
  });
  const install = (extra: Record<string, unknown> = {}) => installApp(app, cookie, 'notion', { ...BASE, authType: 'TOKEN', credentials: { token: 'secret_internal' }, ...extra });
  const restrictedByTitle = async (appId: string) => {
    const result = await app.graphql<{ node: { documents: { edges: { node: { title: string; restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { title restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    return Object.fromEntries(result.data!.node.documents.edges.map((e) => [e.node.title, e.node.restricted]));
  };
  /** Goes through the provider's consent and the callback page, as a browser would. */
  const authorizeThroughOAuth = async (appId: string) => {
    const started = await app.graphql<{ authorizeApp: { authorizeUrl: string } }>('mutation ($id: ID!) { authorizeApp(appId: $id) { ... on AuthorizeAppPayload { authorizeUrl } } }', {
      cookie,
      variables: { id: appId },
    });
    const back = new URL((await fetch(started.data!.authorizeApp.authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const done = await app.rest('POST', '/oauth/data-source/callback/notion', { cookie, body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
    expect(done.status).toBe(200);
  };

  it('syncs shared pages and database rows, their blocks fetched recursively across pages', async () => {
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    const docs = Object.fromEntries((await documentsOf(app, cookie, appId)).map((d) => [d.title, d]));
    expect(docs['入职指南']!.text).toBe('# 第一天\n\n领取工牌。\n\n- 开通邮箱\n\n邮箱后缀 @acme.example\n\n- [ ] 签署合同');
    expect(docs['Bug 42']!.sourceType).toBe('notion_row');
    // The search and the first page's blocks each came in two pages.
    expect(notion.requests.filter((r) => r === 'POST /v1/search').length).toBe(2);
    expect(notion.requests.filter((r) => r.startsWith('GET /v1/blocks/p1/children')).length).toBe(2);
  });

  it('takes in what was edited and removes what is no longer shared', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    notion.pages[1] = { ...notion.pages[1]!, edited: '2026-11-10T00:00:00.000Z', blocks: [{ type: 'paragraph', text: 'Ship search in Q1.' }] };
    notion.pages.splice(2, 1);
    notion.pages.push({ id: 'p4', title: 'Offsite', edited: '2026-11-11T00:00:00.000Z', blocks: [{ type: 'paragraph', text: 'Hangzhou.' }] });
    notion.requests.length = 0;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ added: 1, updated: 1, deleted: 1, unchanged: 1 });
    expect(notion.requests.some((r) => r.startsWith('GET /v1/blocks/p1/'))).toBe(false);
  });

  it('honours 429, asks to re-authorise on a dead token, and records a malformed page', async () => {
    notion.rateLimitNext = true;
    notion.pages.push({ id: '', title: '', edited: '', blocks: [], malformed: true });
    const state = await syncAndWait(app, cookie, await install());
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3, latestRun: { failed: 1 } });
    expect(await syncAndWait(app, cookie, await install({ credentials: { token: 'secret_revoked' } }))).toMatchObject({
      syncStatus: 'FAILED',
      syncErrorMessage: '授权已失效，请重新授权',
    });
  });

  it('authorizes a public integration through OAuth (HTTP Basic, JSON) and syncs with its token', async () => {
    const appId = await install({ authType: 'OAUTH', credentials: null });
    const started = await app.graphql<{ authorizeApp: { authorizeUrl: string } }>(
      'mutation ($id: ID!) { authorizeApp(appId: $id) { ... on AuthorizeAppPayload { authorizeUrl } } }',
      { cookie, variables: { id: appId } },
    );
    const authorize = new URL(started.data!.authorizeApp.authorizeUrl);
    expect(authorize.searchParams.get('owner')).toBe('user');
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const done = await app.rest('POST', '/oauth/data-source/callback/notion', {
      cookie,
      body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(done.status).toBe(200);
    notion.tokens.delete('secret_internal');
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
  });

  it('syncs with the OAuth grant once an app that had an internal token is authorized', async () => {
    const appId = await install();
    await authorizeThroughOAuth(appId);
    notion.tokens.delete('secret_internal');
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
  });

  it('follows a page published or unpublished, though its edit time stayed', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(await restrictedByTitle(appId)).toEqual({ 入职指南: true, Roadmap: false, 'Bug 42': true });
    notion.pages[0]!.publicUrl = 'https://acme.notion.site/onboarding';
    delete notion.pages[1]!.publicUrl;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 2, unchanged: 1 });
    expect(await restrictedByTitle(appId)).toEqual({ 入职指南: false, Roadmap: true, 'Bug 42': true });
  });

  it('reads a page edited in the last minutes again, as Notion keeps edit times to the minute', async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    notion.pages[1] = { ...notion.pages[1]!, edited: minute };
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    // Edited again within the same minute: Notion reports the same edit time.
    notion.pages[1]!.blocks = [{ type: 'paragraph', text: 'Ship search in Q1.' }];
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 1, unchanged: 2 });
    const docs = Object.fromEntries((await documentsOf(app, cookie, appId)).map((d) => [d.title, d]));
    expect(docs['Roadmap']!.text).toBe('Ship search in Q1.');
  });
});
