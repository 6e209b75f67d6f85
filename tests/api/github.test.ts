import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appState, documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.ts';

const BASE = { dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };

describe('the GitHub connector', () => {
  let app: TestApp;
  let github: FakeGitHub;
  let cookie: string;

  beforeAll(async () => {
    github = await startFakeGitHub();
    app = await startTestApp({
      GITHUB_API_URL: github.url,
      GITHUB_WEB_URL: github.url,
      GITHUB_CLIENT_ID: github.client.id,
      GITHUB_CLIENT_SECRET: github.client.secret,
    });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await github?.close();
  });
  beforeEach(() => {
    github.repos.clear();
    github.requests.length = 0;
    github.tokens.clear();
    github.tokens.add('ghp_valid');
    github.truncateTrees = null;
    github.beforeRequest = null;
  });

  const seed = () => {
    github.repos.set('acme/handbook', {
      private: true,
      files: new Map([
        ['README.md', '# Handbook\n\nWelcome to Acme.'],
        ['docs/leave.md', '# 年假\n\n员工年假为十五天。'],
        ['src/index.ts', 'export {}'],
      ]),
      issues: [
        { number: 1, title: 'VPN broken', body: 'Cannot connect.', updated_at: '2026-11-01T00:00:00Z', user: 'alice', comments: ['Try restarting', 'Fixed now', 'Thanks'] },
        { number: 2, title: 'Add SSO', body: 'Please add SSO.', updated_at: '2026-11-02T00:00:00Z', user: 'bob', comments: [] },
        { number: 3, title: 'A pull request', body: '', updated_at: '2026-11-03T00:00:00Z', user: 'carol', comments: [], pull: true },
        { number: 4, title: 'Wiki migration', body: 'Move the wiki.', updated_at: '2026-11-04T00:00:00Z', user: 'dave', comments: ['Started'] },
      ],
    });
  };
  const install = (extra: Record<string, unknown> = {}) =>
    installApp(app, cookie, 'github', { ...BASE, title: 'Acme GitHub', authType: 'TOKEN', credentials: { token: 'ghp_valid' }, settings: { repositories: ['acme/handbook'] }, ...extra });
  const restrictedOf = async (appId: string) => {
    const result = await app.graphql<{ node: { documents: { edges: { node: { title: string; restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { title restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    return result.data!.node.documents.edges.map((e) => e.node.restricted);
  };
  /** Goes through the provider's consent and the callback page, as a browser would. */
  const authorizeThroughOAuth = async (appId: string) => {
    const started = await app.graphql<{ authorizeApp: { authorizeUrl: string } }>('mutation ($id: ID!) { authorizeApp(appId: $id) { ... on AuthorizeAppPayload { authorizeUrl } } }', {
      cookie,
      variables: { id: appId },
    });
    const back = new URL((await fetch(started.data!.authorizeApp.authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const done = await app.rest('POST', '/oauth/data-source/callback/github', { cookie, body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
    expect(done.status).toBe(200);
  };

  it('syncs Markdown files and issues with comments across pages, keeping private items restricted', async () => {
    seed();
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5, latestRun: { added: 5, failed: 0 } });
    const docs = await documentsOf(app, cookie, appId);
    const byTitle = Object.fromEntries(docs.map((d) => [d.title, d]));
    expect(Object.keys(byTitle).sort()).toEqual(['#1 VPN broken', '#2 Add SSO', '#4 Wiki migration', 'acme/handbook/README.md', 'acme/handbook/docs/leave.md']);
    expect(byTitle['#1 VPN broken']!.text).toContain('commenter2: Thanks');
    expect(byTitle['#1 VPN broken']!.author).toBe('alice');
    expect(byTitle['acme/handbook/docs/leave.md']!.text).toContain('员工年假为十五天');
    // Issues came two a page, following the Link header.
    expect(github.requests.filter((r) => r.startsWith('/repos/acme/handbook/issues?')).length).toBe(2);
    const restricted = await app.graphql<{ node: { documents: { edges: { node: { restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    expect(restricted.data!.node.documents.edges.every((e) => e.node.restricted)).toBe(true);
  });

  it('takes in what changed since the last run, and only that', async () => {
    seed();
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const repo = github.repos.get('acme/handbook')!;
    repo.files.set('docs/leave.md', '# 年假\n\n员工年假为二十天。');
    repo.files.delete('README.md');
    repo.issues.push({ number: 5, title: 'New laptop', body: 'Order one.', updated_at: '2026-11-05T00:00:00Z', user: 'erin', comments: [] });
    github.requests.length = 0;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ added: 1, updated: 1, deleted: 1, unchanged: 3, failed: 0 });
    // Unchanged blobs and issues are not fetched again.
    expect(github.requests.filter((r) => r.includes('/git/blobs/')).length).toBe(1);
    expect(github.requests.filter((r) => r.includes('/comments')).length).toBe(0);
  });

  it('waits out a rate limit and carries on', async () => {
    seed();
    const appId = await install();
    github.rateLimitNext = true;
    const started = Date.now();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('asks to authorize again when the token has died', async () => {
    seed();
    const appId = await install({ credentials: { token: 'ghp_revoked' } });
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '授权已失效，请重新授权' });
  });

  it('records a malformed issue as an item error while the rest sync', async () => {
    seed();
    github.repos.get('acme/handbook')!.issues.push({ number: 9, title: '', body: '', updated_at: '2026-11-09T00:00:00Z', user: 'x', comments: [], malformed: true });
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5, latestRun: { failed: 1 } });
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({ externalId: 'acme/handbook:issue:9', message: '无法读取文件内容' });
  });

  it('authorizes through OAuth with a single-use state bound to the session, and PKCE', async () => {
    seed();
    const appId = await install({ authType: 'OAUTH', credentials: null });
    const started = await app.graphql<{ authorizeApp: { authorizeUrl: string } }>(
      'mutation ($id: ID!) { authorizeApp(appId: $id) { ... on AuthorizeAppPayload { authorizeUrl } ... on Error { message } } }',
      { cookie, variables: { id: appId } },
    );
    const authorize = new URL(started.data!.authorizeApp.authorizeUrl);
    expect(authorize.origin + authorize.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth\/data-source\/callback\/github$/);

    // The provider sends the browser back to the callback page with a code and the state.
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const callback = (body: Record<string, string>, as = cookie) => app.rest('POST', '/oauth/data-source/callback/github', { cookie: as, body });

    expect((await callback({ state })).body).toMatchObject({ code: 400, message: '缺少授权码' });
    // Another session cannot complete it.
    const other = await app.signIn(await app.demoCreatorId());
    expect((await callback({ code, state }, other)).body).toMatchObject({ code: 400, message: '授权回调失败' });
    // The state was spent by that attempt: a real browser would start again.
    const again = await app.graphql<{ authorizeApp: { authorizeUrl: string } }>('mutation ($id: ID!) { authorizeApp(appId: $id) { ... on AuthorizeAppPayload { authorizeUrl } } }', {
      cookie,
      variables: { id: appId },
    });
    const back2 = new URL((await fetch(again.data!.authorizeApp.authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const done = await callback({ code: back2.searchParams.get('code')!, state: back2.searchParams.get('state')! });
    expect(done.status).toBe(200);
    expect(done.body.data.edit_url).toMatch(/^\/manage\/datasources\/edit\//);
    // Single use.
    expect((await callback({ code: back2.searchParams.get('code')!, state: back2.searchParams.get('state')! })).body.message).toBe('授权回调失败');

    const synced = await syncAndWait(app, cookie, appId);
    expect(synced).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5 });
    expect((await appState(app, cookie, appId)).syncStatus).toBe('SUCCESS');
  });

  it('follows a repository made private, though none of its files or issues changed', async () => {
    seed();
    const repo = github.repos.get('acme/handbook')!;
    repo.private = false;
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(await restrictedOf(appId)).toEqual([false, false, false, false, false]);
    repo.private = true;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 5, unchanged: 0, failed: 0 });
    expect(await restrictedOf(appId)).toEqual([true, true, true, true, true]);
  });

  it('syncs with the OAuth grant once an app that had a token is authorized', async () => {
    seed();
    const appId = await install();
    await authorizeThroughOAuth(appId);
    // The pasted token is revoked: only the grant may be used from now on.
    github.tokens.delete('ghp_valid');
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5 });
  });

  it('lists a tree GitHub cut short folder by folder, and stops without removals when a folder is too large', async () => {
    seed();
    const appId = await install();
    github.truncateTrees = 'recursive';
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5, latestRun: { added: 5 } });
    github.truncateTrees = 'all';
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 5, latestRun: { deleted: 0 } });
    expect(state.syncErrorMessage).toMatch(/^仓库中有目录的文件过多/);
  });

  it('keeps an issue updated while the issues are being paged', async () => {
    seed();
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const repo = github.repos.get('acme/handbook')!;
    // Before the second page of issues, the oldest-updated issue is updated.
    github.beforeRequest = (path) => {
      if (path.startsWith('/repos/acme/handbook/issues?') && path.includes('page=2')) repo.issues[0]!.updated_at = '2026-11-20T00:00:00Z';
    };
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 5, latestRun: { deleted: 0 } });
  });

  it('records an issue whose comments fail as an item error, and syncs an empty repository’s issues', async () => {
    seed();
    const repo = github.repos.get('acme/handbook')!;
    repo.issues[0]!.commentsStatus = 502;
    repo.empty = true;
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 2, latestRun: { added: 2, failed: 1 } });
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({ externalId: 'acme/handbook:issue:1', message: '数据源返回错误' });
  });

  it('stops without removals at a secondary rate limit told only by its message', async () => {
    seed();
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    github.secondaryLimitNext = true;
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '数据源请求过于频繁，请稍后再同步', docCount: 5 });
  });
});
