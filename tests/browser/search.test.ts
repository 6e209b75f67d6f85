import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
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
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await site?.close();
});

async function signedIn(): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
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

    // English, submitted with Enter; other forms of the word match.
    await box.fill('rollbacks');
    await box.press('Enter');
    await expect.poll(() => results.first().textContent(), { timeout: 5_000 }).toContain('Release Process');
    expect(await results.first().locator('mark').allTextContents()).toContain('rollback');

    // Facets: the type filter narrows, the app's count shows.
    await box.fill('网络 OR');
    await box.press('Enter');
    await page.getByRole('complementary', { name: '筛选' }).getByText('公司网站 (1)').waitFor();

    // Keyboard: the arrow keys move between results; a result opens its source.
    await box.fill('"Zhiwen-Guest"');
    await box.press('Enter');
    await expect.poll(() => results.first().textContent(), { timeout: 5_000 }).toContain('办公室无线网络');
    await results.first().getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), results.first().getByRole('link').first().click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${site.url}/wifi`);
    await page.context().close();
  });

  it('says so when nothing is found', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search?q=${encodeURIComponent('不存在的内容xyz')}`);
    await page.getByText('没有结果').waitFor();
    await page.context().close();
  });
});
