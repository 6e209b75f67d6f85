import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { documentsOf, installApp, syncAndWait, uploadToApp, waitForRun } from '../support/apps.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let creator: { id: string };
let member: { id: string };
let cookie: string;
let workspaceId: string;
let yuque: FakeYuque;

const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP' };

/** A long handbook whose one passage about the lighthouse sits far down, under a heading of its own. */
const HANDBOOK = [
  '# 海港手册',
  '',
  ...Array.from({ length: 60 }, (_, i) => `第 ${i + 1} 条：码头作业须按班次交接，记录写入值班日志。\n`),
  '## 灯塔',
  '',
  'The **lighthouse** keeper logs every vessel. 灯塔看守人在日落前点亮 beacon。',
  '',
  '- 每晚检查透镜',
  '- `beacon --check` 输出写入日志',
  '',
  '<div class="note">Raw markup stays text</div>',
].join('\n');

beforeAll(async () => {
  requireBuiltWebApp();
  yuque = await startFakeYuque();
  [app, browser] = await Promise.all([startTestApp({ YUQUE_API_URL: yuque.url }), launchBrowser()]);
  const { db } = app.deps.database;
  const made = await createWorkspaceWithCreator(db, '灯塔港务');
  workspaceId = made.workspace.id;
  creator = made.creator;
  member = await addMember(db, made.workspace.id);
  cookie = await app.signIn(creator.id);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await yuque?.close();
});

// axe is injected as a script, which the app's own CSP rightly refuses.
async function signedIn(userId: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

/** Whether an element is inside the window's view. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

describe('documents in the browser', () => {
  it('indexes an uploaded Markdown file at once: searchable without pressing sync', async () => {
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '港务文件' });
    const page = await signedIn(creator.id);
    await page.goto(`${app.url}/manage/datasources/edit/${encodeURIComponent(appId)}`);
    // Everything the sync panel shows while the file is taken in, kept to be read afterwards.
    await page.locator('[aria-labelledby="sync-panel-heading"]').waitFor();
    await page.evaluate(() => {
      const panel = document.querySelector('[aria-labelledby="sync-panel-heading"]')!;
      const shown: string[] = [];
      Object.assign(window, { syncPanelShown: shown });
      new MutationObserver(() => shown.push(panel.textContent ?? '')).observe(panel, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('选择要上传的文件').setInputFiles({ name: 'handbook.md', mimeType: 'text/markdown', buffer: Buffer.from(HANDBOOK) });

    // Its line in the uploader: uploaded, indexing, then searchable — nobody pressed "sync now".
    const line = page.getByTestId('upload').filter({ hasText: 'handbook.md' });
    await line.getByText(say('Searchable')).waitFor({ timeout: 30_000 });
    await page.getByRole('table').getByText(say('Searchable')).waitFor();
    // The run it took shows its counts as numbers throughout, never a half-read run's "NaN".
    await expect.poll(() => page.getByTestId('latest-run-added').textContent()).toBe('1');
    const shown = await page.evaluate(() => (window as unknown as { syncPanelShown: string[] }).syncPanelShown);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text.includes('NaN'))).toEqual([]);

    await page.goto(`${app.url}/search?q=lighthouse`);
    const result = page.getByTestId('search-result').first();
    await expect.poll(() => result.textContent()).toContain('handbook.md');
    await page.context().close();
  });

  it('opens a search result in the document view, rendered, at its passage with the matches marked', async () => {
    const page = await signedIn(creator.id);
    await page.goto(`${app.url}/search?q=${encodeURIComponent('lighthouse beacon')}`);
    const result = page.getByTestId('search-result').first();
    await expect.poll(() => result.textContent()).toContain('handbook.md');
    await result.getByRole('link', { name: /handbook\.md/ }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/document\//);
    await page.getByRole('heading', { level: 1, name: 'handbook.md' }).waitFor();
    const meta = page.getByTestId('document-meta');
    expect(await meta.textContent()).toContain('港务文件');
    expect(await meta.textContent()).toMatch(say('Markdown', {}, { exact: false }));
    const body = page.getByTestId('document-body');
    // Markdown rendered: headings, a list, code; raw markup as its text only.
    await body.getByRole('heading', { name: '灯塔' }).waitFor();
    expect(await body.locator('li').count()).toBe(2);
    expect(await body.locator('code').first().textContent()).toContain('beacon --check');
    expect(await body.locator('div.note').count()).toBe(0);
    expect(await body.textContent()).toContain('Raw markup stays text');
    // The search's words marked, and the view opened at them, far down the page.
    const marks = await body.locator('mark').allTextContents();
    expect(marks).toEqual(expect.arrayContaining(['lighthouse', 'beacon']));
    await expect.poll(() => inView(page, '[data-testid="document-body"] mark')).toBe(true);
    expect(await inView(page, 'h1')).toBe(false);
    // The original is a step away.
    expect(await page.getByRole('link', { name: say('Open original') }).getAttribute('href')).toMatch(/^\/api\/documents\/[0-9a-f-]+\/original$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);
    await page.context().close();
  });

  it('opens a document public on the internet for anyone with its link, showing nothing else of the workspace', async () => {
    const appId = await installApp(app, cookie, 'files', { ...FILES, title: '公开资料', protectedPermission: 'PUBLIC' });
    await uploadToApp(app, cookie, appId, 'tide-table.md', '# 潮汐表\n\nHigh tide at 06:12, low tide at 12:30.\n');
    await waitForRun(app, cookie, appId);
    const [document] = await documentsOf(app, cookie, appId);
    const read = await app.graphql<{ node: { publicUrl: string } }>('query ($id: ID!) { node(id: $id) { ... on Document { publicUrl } } }', {
      cookie,
      variables: { id: document!.id },
    });
    const publicUrl = read.data!.node.publicUrl;

    // A member copies it from the document view.
    const memberPage = await signedIn(creator.id);
    await memberPage.goto(`${app.url}/document/${encodeURIComponent(document!.id as string)}`);
    await memberPage.getByRole('button', { name: say('Copy public link') }).waitFor();
    await memberPage.context().close();

    const visitor = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await visitor.newPage();
    await page.goto(`${app.url}${publicUrl}`);
    await page.getByRole('heading', { level: 1, name: 'tide-table.md' }).waitFor();
    expect(await page.getByTestId('document-body').textContent()).toContain('High tide at 06:12');
    expect(new URL(page.url()).pathname).toBe(publicUrl);
    const shown = (await page.locator('body').textContent()) ?? '';
    for (const hidden of ['灯塔港务', '公开资料', '港务文件']) expect(shown).not.toContain(hidden);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Any other link is not found.
    await page.goto(`${app.url}/public/document/${publicUrl.split('/').pop()!.slice(1)}`);
    await page.getByText(say('The page you are looking for does not exist.')).waitFor();
    await visitor.close();
  });

  it('refuses a member a document of the workspace they may not read, without its title; one that does not exist is not found', async () => {
    const role = await app.graphql<{ createRole: { role: { id: string } } }>(
      'mutation ($input: RoleInput!) { createRole(input: $input) { ... on RolePayload { role { id } } } }',
      { cookie, variables: { input: { name: '船长', memberIds: [] } } },
    );
    const appId = await installApp(app, cookie, 'files', {
      ...FILES,
      title: '船长资料',
      dataPermission: 'SPECIFIED_ROLES',
      roleScope: 'ONLY_SPECIFIED_ROLE',
      roleIds: [role.data!.createRole.role.id],
    });
    await uploadToApp(app, cookie, appId, 'captains.md', '# 船长须知\n\nOnly captains read this.\n');
    await waitForRun(app, cookie, appId);
    const [document] = await documentsOf(app, cookie, appId);

    const page = await signedIn(member.id);
    await page.goto(`${app.url}/document/${encodeURIComponent(document!.id as string)}?q=captains`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/403');
    await page.getByText(say('You do not have permission to access this page.')).waitFor();
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toContain('Only captains');
    expect(body).not.toContain('captains.md');
    const missing = Buffer.from('Document:00000000-0000-4000-8000-000000000000').toString('base64');
    await page.goto(`${app.url}/document/${encodeURIComponent(missing)}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    await page.context().close();

    // The admin is told who reads it and why.
    const admin = await signedIn(creator.id);
    await admin.goto(`${app.url}/document/${encodeURIComponent(document!.id as string)}`);
    await admin.getByRole('button', { name: '谁可以阅读' }).click();
    await expect.poll(() => admin.getByTestId('read-rule').textContent()).toBe('以下角色的成员可阅读“船长资料”的文档：船长。');
    await admin.context().close();
  });

  it('shows an admin a document’s readers at its source and the members they are, in both languages', async () => {
    yuque.tokens.add('yuque-token');
    yuque.groups.set('harbour', [
      { login: 'lin', name: '林' },
      { login: 'wang', name: '王' },
    ]);
    yuque.books.set('harbour/logs', { public: 0, docs: [{ slug: 'night', title: '夜班日志', updated_at: '2026-11-01T00:00:00.000Z', format: 'markdown', body: '夜班记录。' }] });
    const appId = await installApp(app, cookie, 'yuque', {
      title: '港务语雀',
      authType: 'TOKEN',
      dataPermission: 'AS_IN_SOURCE',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { token: 'yuque-token' },
      settings: { books: ['harbour/logs'] },
    });
    await syncAndWait(app, cookie, appId);
    const creatorMember = Buffer.from(`Member:${JSON.stringify([workspaceId, creator.id])}`).toString('base64');
    const linked = await app.graphql<{ linkSourceAccount: { __typename: string } }>(
      'mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) { __typename } }',
      { cookie, variables: { input: { memberId: creatorMember, provider: 'YUQUE', account: 'wang' } } },
    );
    expect(linked.data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');
    const [document] = await documentsOf(app, cookie, appId);

    const page = await signedIn(creator.id);
    const readers = async () => {
      await page.goto(`${app.url}/document/${encodeURIComponent(document!.id as string)}`);
      await page.getByRole('button', { name: say('Who can read this') }).click();
      const list = page.getByRole('list', { name: say('Readers at the source') });
      await list.waitFor();
      return (await list.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    };
    const group = `yuque:group:${yuque.idOf('harbour')}`;
    expect(await readers()).toEqual([`群组 harbour${group}lin (林)→无对应成员wang (王)→灯塔港务 creator`]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: say('Switch language', {}, { exact: false }) }).click();
    await page.getByRole('button', { name: 'Who can read this' }).waitFor();
    expect(await readers()).toEqual([`Group harbour${group}lin (林)→No memberwang (王)→灯塔港务 creator`]);
    expect(await page.getByTestId('read-rule').textContent()).toContain('“港务语雀” follows the source’s permissions');
    await page.context().close();
  });
});
