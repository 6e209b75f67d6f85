import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { apps } from '../../bff/src/apps/tables.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { COUNTED_PASSAGES } from '../../bff/src/search/keyword-statement.ts';
import { ingest } from '../../scripts/search/fixture.ts';
import { addMember } from '../support/fixtures.ts';
import { installApp, syncAndWait, uploadToApp, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { makePdf } from '../support/documents.ts';
import { say } from '../support/say.ts';
import { page as sitePage, startTestSite, type TestSite } from '../support/test-site.ts';

let app: TestApp;
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser, site] = await Promise.all([startTestApp(), launchBrowser(), startTestSite()]);
  site.pages.set('/', sitePage('员工年假管理制度', '员工入职满一年后享有带薪年假，年假为每年十五天。', ['/release', '/wifi']));
  site.pages.set('/release', sitePage('Release Process', 'We cut release branches every two weeks. A rollback uses deploy --rollback.'));
  site.pages.set('/wifi', sitePage('办公室无线网络', '访客网络名称 Zhiwen-Guest，密码每周一更新。'));
  const cookie = await app.signIn(await app.demoCreatorId());
  const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '公司网站', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
  await syncAndWait(app, cookie, appId);
  const files = await installApp(app, cookie, 'files', { title: '制度文件', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false });
  await uploadToApp(app, cookie, files, 'policy.pdf', await makePdf('Expense Policy', ['Travel expenses are reimbursed within 30 days.']));
  await syncAndWait(app, cookie, files);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await site?.close();
});

/** A page signed in as the demo workspace's creator, or as another user (in the browser's language given). */
async function signedIn(userId?: string, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId ?? (await app.demoCreatorId()), new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

/** A new member of the demo workspace who reads English, signed in. */
async function englishReader(): Promise<Page> {
  const { db } = app.deps.database;
  const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
  const reader = await addMember(db, workspace.id, 1);
  await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, reader.id));
  return signedIn(reader.id, 'en-US');
}

describe('search in the browser', () => {
  it('finds documents in Chinese and English, marks the matches, filters, and opens a result', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    const box = page.getByRole('searchbox', { name: '搜索' });

    // Chinese: a partial word, matched in the title and the passage.
    await box.fill('年假');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5_000 }).toBe('年假');
    const results = page.getByTestId('search-result');
    await results.first().waitFor();
    expect(await results.count()).toBe(1);
    expect(await results.first().locator('mark').first().textContent()).toBe('年假');
    expect(await results.first().textContent()).toContain('公司网站');

    // Traditional characters find the simplified document, marked as it is written.
    await box.fill('員工年假');
    await expect.poll(() => results.first().locator('mark').first().textContent(), { timeout: 5_000 }).toBe('员工年假');
    expect(await results.count()).toBe(1);

    // English, submitted with Enter; other forms of the word match.
    await box.fill('rollbacks');
    await box.press('Enter');
    await expect.poll(() => results.first().textContent(), { timeout: 5_000 }).toContain('Release Process');
    expect(await results.first().locator('mark').allTextContents()).toContain('rollback');

    // Facets: the type filter narrows, the app's count shows.
    await box.fill('网络 OR');
    await box.press('Enter');
    await page.getByRole('complementary', { name: '筛选' }).getByText('公司网站 (1)').waitFor();

    // Keyboard: the arrow keys move between results; a result opens its source, a step aside.
    await box.fill('"Zhiwen-Guest"');
    await box.press('Enter');
    await expect.poll(() => results.first().textContent(), { timeout: 5_000 }).toContain('办公室无线网络');
    await results.first().getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), results.first().getByRole('link', { name: say('Open at the source') }).click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${site.url}/wifi`);
    await page.context().close();
  });

  it('opens an uploaded PDF in the browser, not as a download', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=reimbursed`);
    const result = page.getByTestId('search-result').first();
    await expect.poll(() => result.textContent(), { timeout: 5_000 }).toContain('policy.pdf');
    let downloaded = false;
    page.context().on('page', (opened) => opened.on('download', () => (downloaded = true)));
    const [opened] = await Promise.all([page.context().waitForEvent('page'), result.getByRole('link', { name: say('Open original') }).click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toMatch(/^\/api\/documents\/[0-9a-f-]+\/original$/);
    // The browser's PDF viewer shows the document (its title, from the file).
    await expect.poll(() => opened.frames().find((frame) => frame.url().startsWith('chrome-extension://'))?.getByText('Expense Policy').count() ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(downloaded).toBe(false);
    await page.context().close();
  });

  it('shows the results before they are counted', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    // The count (with the facets) is held back until the results are on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SearchResultsSummaryQuery')) await held;
      await route.continue();
    });
    await page.getByRole('searchbox', { name: '搜索' }).fill('年假');
    await page.getByTestId('search-result').first().waitFor();
    const pages = page.getByRole('navigation', { name: '分页' });
    expect(await pages.count()).toBe(0);
    release();
    await pages.getByText('共 1 条').waitFor();
    await page.getByRole('complementary', { name: '筛选' }).getByText('公司网站 (1)').waitFor();
    await page.context().close();
  });

  it('keeps the page when a search fails, and tries again on request', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    // The server cannot be reached while this search is made.
    let failing = true;
    await page.route('**/graphql', (route) => (failing && route.request().postData()?.includes('SearchResultsQuery') ? route.abort() : route.continue()));
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('年假');
    await box.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: '搜索未能完成。' });
    await alert.waitFor();
    // The box is still there, with the query.
    expect(await box.inputValue()).toBe('年假');
    failing = false;
    await alert.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('search-result').first().waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('moves from the box to the results and back with the arrow keys', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}`);
    const results = page.getByTestId('search-result');
    await results.first().waitFor();
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.focus();
    await page.keyboard.press('ArrowDown');
    expect(await results.first().getByRole('link').first().evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);

    // The preview shows the passage's surroundings, with the matches marked.
    await results.first().getByRole('button', { name: '预览' }).click();
    const preview = results.first().getByRole('region', { name: '预览' });
    expect(await preview.locator('mark').first().textContent()).toBe('年假');
    expect(await preview.textContent()).toContain('十五天');
    await page.context().close();
  });

  it('keeps a chosen filter visible when nothing matches it, and clears filters', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}&type=pdf`);
    await page.getByText('没有结果').waitFor();
    const filters = page.getByRole('complementary', { name: '筛选' });
    const chosen = filters.getByRole('checkbox', { name: /\(0\)/ });
    expect(await chosen.isChecked()).toBe(true);
    await filters.getByRole('button', { name: '清除筛选' }).click();
    await page.getByTestId('search-result').first().waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBeNull();

    // By author, and by a range of update days.
    const author = filters.getByRole('textbox', { name: '作者' });
    await author.fill('没有这个作者');
    await author.press('Enter');
    await page.getByText('没有结果').waitFor();
    expect(new URL(page.url()).searchParams.get('author')).toBe('没有这个作者');
    await filters.getByRole('button', { name: '清除筛选' }).click();
    await page.getByTestId('search-result').first().waitFor();
    expect(await author.inputValue()).toBe('');
    await filters.getByRole('combobox', { name: '更新' }).selectOption('range');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await filters.getByLabel('更新起始日期').fill(day(1));
    await page.getByText('没有结果').waitFor();
    await filters.getByLabel('更新起始日期').fill(day(-1));
    await filters.getByLabel('更新截止日期').fill(day(1));
    await page.getByTestId('search-result').first().waitFor();
    await page.context().close();
  });

  it('leaves the results room beside the assistant panel on a narrow screen', async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}`);
    const result = page.getByTestId('search-result').first();
    await result.waitFor();
    await page.getByTestId('chat-panel').waitFor();
    expect((await result.boundingBox())!.width).toBeGreaterThan(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('says so when nothing is found', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('不存在的内容xyz')}`);
    await page.getByText('没有结果').waitFor();
    await page.context().close();
  });

  it('corrects misspelled words, says so, and searches as typed on request', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('Proces Relase');
    await box.press('Enter');
    const notice = page.getByTestId('spelling-correction');
    await notice.getByText('以下是“process release”的搜索结果。').waitFor();
    expect(await page.getByTestId('search-result').first().textContent()).toContain('Release Process');

    // As typed: nothing is found, and the address keeps that choice (a reload keeps it).
    await notice.getByRole('button', { name: '仍然搜索“Proces Relase”' }).click();
    await page.getByText('没有结果').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('typed')).toBe('1');
    expect(await notice.count()).toBe(0);
    await page.reload();
    await page.getByText('没有结果').waitFor();
    expect(await notice.count()).toBe(0);

    // A new search is corrected again; in English the notice reads so.
    await box.fill('rollbak');
    await box.press('Enter');
    await notice.waitFor();
    expect(new URL(page.url()).searchParams.get('typed')).toBeNull();

    // Chinese typed as pinyin, or with a character of the same sound, is read as the word meant.
    for (const typed of ['nianjia', '年价']) {
      await box.fill(typed);
      await box.press('Enter');
      await notice.getByText('以下是“年假”的搜索结果。').waitFor();
      expect(await page.getByTestId('search-result').first().textContent()).toContain('员工年假管理制度');
    }
    await page.context().close();

    // A member who reads English.
    const english = await englishReader();
    await english.goto(`${app.url}/search?q=${encodeURIComponent('Proces Relase')}`);
    await english.getByText('Showing results for “process release”.').waitFor();
    await english.getByRole('button', { name: 'Search instead for “Proces Relase”' }).waitFor();
    await english.context().close();
  });

  it('names the query’s words each result holds, and strikes those it lacks, in Chinese and in English', async () => {
    const terms = async (page: Page, title: string) => {
      const result = page.getByTestId('search-result').filter({ hasText: title });
      await result.waitFor();
      const line = result.getByTestId('matched-terms');
      return { text: await line.textContent(), struck: await line.locator('s').allTextContents() };
    };
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假 rollback')}`);
    expect(await terms(page, '员工年假管理制度')).toEqual({ text: '匹配：年假缺少：rollback', struck: ['rollback'] });
    expect(await terms(page, 'Release Process')).toEqual({ text: '匹配：rollback缺少：年假', struck: ['年假'] });
    // A query of one word says nothing more than the marks do.
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}`);
    await page.getByTestId('search-result').first().waitFor();
    expect(await page.getByTestId('matched-terms').count()).toBe(0);
    await page.context().close();

    const english = await englishReader();
    await english.goto(`${app.url}/search?q=${encodeURIComponent('rollback branches 年假')}`);
    expect(await terms(english, 'Release Process')).toEqual({ text: 'Matched: rollback · branchesMissing: 年假', struck: ['年假'] });
    await english.context().close();
  });

  it('shows the last page for an address past it, or that nothing is found', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}&p=4`);
    await page.getByTestId('search-result').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('p')).toBe(null);
    await page.getByRole('navigation', { name: '分页' }).getByText('共 1 条').waitFor();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('不存在的内容xyz')}&p=2`);
    await page.getByText('没有结果').waitFor();
    await page.context().close();
  });

  it('keeps the filters beside the results with the assistant panel open, at 1280 and 1440 px', async () => {
    for (const width of [1280, 1440]) {
      const page = await signedIn();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/search?q=${encodeURIComponent('年假')}`);
      await page.getByTestId('search-result').first().waitFor();
      await expect.poll(() => page.getByTestId('chat-panel').getAttribute('data-width')).toBe('600');
      const filters = page.getByRole('complementary', { name: say('Filters') });
      await filters.getByText(say('Apps')).first().waitFor();
      const results = (await page.getByRole('list', { name: say('Results') }).boundingBox())!;
      const facets = (await filters.boundingBox())!;
      const panel = (await page.getByTestId('chat-panel').boundingBox())!;
      // Side by side, level at the top, the panel last; the results keep a readable width.
      expect(facets.x, `at ${width} px`).toBeGreaterThanOrEqual(results.x + results.width);
      expect(facets.y, `at ${width} px`).toBeLessThan(results.y + 40);
      expect(panel.x, `at ${width} px`).toBeGreaterThanOrEqual(facets.x + facets.width);
      expect(results.width, `at ${width} px`).toBeGreaterThan(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });

  // Last: it adds ten thousand passages to the demo workspace.
  it('says how many at least where more match than a search counts, and pages on past them, in Chinese and English', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [ledgers] = await db
      .insert(apps)
      .values({ workspaceId: workspace.id, connectorKey: 'files', scope: 'workspace', createdBy: await app.demoCreatorId(), title: '账簿', authType: 'none', dataPermission: 'all_members', protectedPermission: 'match_app', autoSync: false })
      .returning();
    // More documents than a page shows, more passages than a search counts.
    const documents = 13;
    const passages = Math.ceil((COUNTED_PASSAGES * 1.05) / documents);
    const text = (n: number) => Array.from({ length: passages }, (_, i) => `ledger ${n} ${i} ${'the ledger of accounts for the quarter, line by line, '.repeat(12)}`).join('\n\n');
    await ingest(db, { workspaceId: workspace.id, appId: ledgers!.id }, Array.from({ length: documents }, (_, n) => ({ externalId: `ledger${n}`, title: `Ledger ${n}`, text: text(n), sourceType: 'markdown' })));

    const page = await signedIn();
    await page.goto(`${app.url}/search?q=ledger`);
    await page.getByTestId('search-result').first().waitFor();
    const pages = page.getByRole('navigation', { name: '分页' });
    const total = (await pages.getByTestId('pagination-total').textContent())!;
    expect(total).toMatch(/^至少 \d+ 条$/);
    const counted = Number(total.match(/\d+/)![0]);
    expect(counted).toBeLessThanOrEqual(documents);
    await pages.getByText(/^第 1 页，共 \d+\+ 页$/).waitFor();
    await page.getByRole('complementary', { name: '筛选' }).getByText(`账簿 (${counted}+)`).waitFor();
    // The pages go on past the documents counted, up to the last page found.
    expect(await pages.getByRole('button', { name: '下一页' }).isEnabled()).toBe(true);
    await pages.getByRole('button', { name: '下一页' }).click();
    await pages.getByText(/^第 2 页，共 \d+\+? 页$/).waitFor();
    await expect.poll(() => page.getByTestId('search-result').count()).toBe(documents - 10);
    expect(await pages.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
    await page.context().close();

    const english = await englishReader();
    await english.goto(`${app.url}/search?q=ledger`);
    await english.getByTestId('search-result').first().waitFor();
    expect(await english.getByRole('navigation', { name: 'Pagination' }).getByTestId('pagination-total').textContent()).toMatch(/^At least \d+$/);
    await english.context().close();
  }, 180_000);
});
