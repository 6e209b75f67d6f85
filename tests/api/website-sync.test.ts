import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appState, documentsOf, installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

describe('website app sync', () => {
  let app: TestApp;
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(async () => {
    await site?.close();
    site = await startTestSite();
  });

  const install = (settings: Record<string, unknown> = {}) =>
    installApp(app, cookie, 'website', {
      ...WEBSITE_INPUT,
      title: '帮助中心',
      settings: { startUrls: [`${site.url}/`], delayMs: 0, ...settings },
    });

  it('crawls the site from its start page, sitemap and links, obeying robots.txt', async () => {
    site.robots = 'User-agent: *\nDisallow: /private/\n';
    site.pages.set('/', page('首页 Home', '欢迎来到知问帮助中心。', ['/guide', '/private/secret', 'https://elsewhere.example/']));
    site.pages.set('/guide', page('快速入门指南', '第一步：连接应用。\n第二步：搜索文档。', ['/faq#top']));
    site.pages.set('/faq', page('FAQ', 'Frequently asked questions about syncing.'));
    site.pages.set('/private/secret', page('Secret', 'Must not be crawled.'));
    site.pages.set('/sitemap-only', page('Sitemap only', 'Linked from nowhere but the sitemap.'));
    const appId = await install();

    const state = await syncAndWait(app, cookie, appId);
    expect(state.syncStatus).toBe('SUCCESS');
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 4, updated: 0, deleted: 0, failed: 0 });
    expect(state.docCount).toBe(4);

    const docs = await documentsOf(app, cookie, appId);
    expect(docs.map((d) => d.url).sort()).toEqual([`${site.url}/`, `${site.url}/faq`, `${site.url}/guide`, `${site.url}/sitemap-only`]);
    const guide = docs.find((d) => d.url === `${site.url}/guide`)!;
    expect(guide.title).toBe('快速入门指南');
    // Main text only, paragraphs kept; the navigation and footer are left out.
    expect(guide.text).toContain('第一步：连接应用。\n\n第二步：搜索文档。');
    expect(guide.text).not.toContain('©');
    expect(site.requests).not.toContain('/private/secret');
  });

  it('adds, updates and removes what changed at the source, and leaves the rest alone', async () => {
    site.pages.set('/', page('Home', 'Start here.', ['/a', '/b', '/c']));
    site.pages.set('/a', page('Page A', 'Alpha text.'));
    site.pages.set('/b', page('Page B', 'Beta text.'));
    site.pages.set('/c', page('Page C', 'Gamma text.'));
    const appId = await install();
    expect((await syncAndWait(app, cookie, appId)).latestRun).toMatchObject({ added: 4 });
    const before = await documentsOf(app, cookie, appId);

    site.pages.set('/', page('Home', 'Start here.', ['/a', '/b', '/d']));
    site.pages.set('/b', page('Page B', 'Beta text, revised.'));
    site.pages.delete('/c');
    site.pages.set('/d', page('Page D', 'Delta text.'));
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 1, updated: 1, unchanged: 2, deleted: 1, failed: 0 });
    expect(state.docCount).toBe(4);

    const after = await documentsOf(app, cookie, appId);
    expect(after.map((d) => d.title).sort()).toEqual(['Home', 'Page A', 'Page B', 'Page D']);
    expect(after.find((d) => d.title === 'Page B')!.text).toContain('revised');
    // An unchanged page keeps its row untouched (it is not re-indexed).
    const pageA = (docs: typeof before) => docs.find((d) => d.title === 'Page A')!;
    expect(pageA(after).updatedAt).toBe(pageA(before).updatedAt);
  });

  it('records a page that fails as an item error and keeps its last good version', async () => {
    site.pages.set('/', page('Home', 'Start.', ['/flaky', '/fine']));
    site.pages.set('/flaky', page('Flaky', 'Sometimes down.'));
    site.pages.set('/fine', page('Fine', 'Always up.'));
    const appId = await install();
    await syncAndWait(app, cookie, appId);

    site.pages.set('/flaky', 503);
    const state = await syncAndWait(app, cookie, appId);
    expect(state.syncStatus).toBe('SUCCESS');
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', failed: 1, deleted: 0 });
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({
      externalId: `${site.url}/flaky`,
      message: '网页获取失败',
      detail: 'HTTP 503',
    });
    expect((await documentsOf(app, cookie, appId)).map((d) => d.title).sort()).toEqual(['Fine', 'Flaky', 'Home']);
  });

  it('asks again once for a page whose connection was cut before it answered, and records a page cut twice', async () => {
    site.pages.set('/', page('Home', 'Start.', ['/cut-once', '/cut-always']));
    site.pages.set('/cut-once', page('Cut once', 'Answers the second time.'));
    site.pages.set('/cut-always', page('Cut always', 'Never answers.'));
    site.cuts.set('/cut-once', 1);
    site.cuts.set('/cut-always', 2);
    const state = await syncAndWait(app, cookie, await install());
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 2, failed: 1 });
    expect(state.latestRun!.itemErrors.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ externalId: `${site.url}/cut-always`, message: '网页获取失败', detail: expect.stringMatching(/^(ECONNRESET|UND_ERR_SOCKET)$/) }),
    ]);
    // Each cut page twice, no more.
    expect(site.requests.filter((path) => path.startsWith('/cut-')).sort()).toEqual(['/cut-always', '/cut-always', '/cut-once', '/cut-once']);
  });

  it('fails the run with a reason when the site cannot be reached', async () => {
    const appId = await installApp(app, cookie, 'website', {
      ...WEBSITE_INPUT,
      title: 'Unreachable',
      settings: { startUrls: ['http://127.0.0.1:9/'], delayMs: 0 },
    });
    const state = await syncAndWait(app, cookie, appId);
    expect(state.syncStatus).toBe('FAILED');
    expect(state.syncErrorMessage).toBe('无法访问数据源');
    expect(state.latestRun).toMatchObject({ status: 'FAILED', errorMessage: '无法访问数据源' });
  });

  it('keeps to the page limit and the depth limit', async () => {
    site.pages.set('/', page('L0', 'zero', ['/l1']));
    site.pages.set('/l1', page('L1', 'one', ['/l2']));
    site.pages.set('/l2', page('L2', 'two', ['/l3']));
    site.pages.set('/l3', page('L3', 'three'));
    const deep = await install({ maxDepth: 2 });
    expect((await syncAndWait(app, cookie, deep)).docCount).toBe(3);
    const few = await install({ maxPages: 2 });
    expect((await syncAndWait(app, cookie, few)).docCount).toBe(2);
  });

  it('answers the run already under way when asked to sync twice', async () => {
    site.pages.set('/', page('Home', 'Slow site.', ['/x']));
    site.pages.set('/x', page('X', 'x'));
    site.delayMs = 300;
    const appId = await install();
    const sync = () => app.graphql('mutation ($id: ID!) { syncApp(appId: $id) { __typename } }', { cookie, variables: { id: appId } });
    await Promise.all([sync(), sync(), sync()]);
    const runs = await app.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from sync_runs`);
    const count = (Array.isArray(runs) ? runs : (runs as { rows: { n: number }[] }).rows)[0]!.n;
    expect(count).toBeGreaterThan(0);
    const state = await (await import('../support/apps.ts')).waitForRun(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 2 });
    const ofApp = await app.graphql<{ node: { runs: { totalCount: number } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { runs(first: 10) { totalCount } } } }',
      { cookie, variables: { id: appId } },
    );
    expect(ofApp.data!.node.runs.totalCount).toBe(1);
    expect((await appState(app, cookie, appId)).docCount).toBe(2);
  });
});

describe('website crawling and internal addresses', () => {
  it('refuses to crawl this machine or the private network unless the deployment allows it', async () => {
    const app = await startTestApp({ CRAWL_PRIVATE_NETWORKS: 'deny' });
    const site = await startTestSite();
    try {
      site.pages.set('/', page('Internal', 'Only reachable from inside.'));
      const cookie = await app.signIn(await app.demoCreatorId());
      for (const start of [`${site.url}/`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/']) {
        const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: 'Internal', settings: { startUrls: [start], delayMs: 0 } });
        const state = await syncAndWait(app, cookie, appId);
        expect(state).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '不允许抓取内网或本机地址', docCount: 0 });
      }
      expect(site.requests).toEqual([]);
    } finally {
      await app.stop();
      await site.close();
    }
  });
});
