import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { page as sitePage, startTestSite, type TestSite } from '../support/test-site.ts';

let app: TestApp;
let browser: Browser;
let model: FakeModel;
let site: TestSite;

const TOKENS = ['根据', '员工手册，', '年假为', '每年', '十五天', '。[1]'];

beforeAll(async () => {
  requireBuiltWebApp();
  [model, site, browser] = await Promise.all([startFakeModel({ kind: 'stream', tokens: TOKENS, intervalMs: 150 }), startTestSite(), launchBrowser()]);
  app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
  site.pages.set('/', sitePage('员工年假管理制度', '员工入职满一年后享有带薪年假，年假为每年十五天。'));
  const cookie = await app.signIn(await app.demoCreatorId());
  const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '员工手册', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
  await syncAndWait(app, cookie, appId);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.close();
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

/** Asks in a conversation area, watches the answer stream in, and opens its citation. */
async function askAndOpenCitation(page: Page, scope: ReturnType<Page['getByRole']> | Page) {
  await scope.getByRole('textbox', { name: '您的问题' }).fill('年假有几天？');
  await scope.getByRole('button', { name: '发送' }).click();
  const answer = scope.getByRole('article', { name: '回答' }).last();
  // It streams: some text shows while the answer is still being written.
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 10_000 }).toBe('STREAMING');
  await expect.poll(async () => (await answer.textContent()) ?? '', { timeout: 10_000 }).toContain('员工手册');
  expect(await answer.getAttribute('data-status')).toBe('STREAMING');
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('DONE');
  expect(await answer.textContent()).toContain('年假为每年十五天。');

  const citation = answer.getByRole('link', { name: '来源 1：员工年假管理制度' });
  const [opened] = await Promise.all([page.context().waitForEvent('page'), citation.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(`${site.url}/`);
  await opened.close();
}

describe('chat in the browser', () => {
  it('asks on /chat, sees the answer stream in, and opens a citation', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    await askAndOpenCitation(page, page);
    // The conversation is in the history, titled by its question.
    await page.getByRole('list', { name: '对话列表' }).getByText('年假有几天？').waitFor();
    await page.context().close();
  });

  it('does the same from the side panel of /search', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    const panel = page.getByRole('complementary', { name: '助手' });
    await panel.waitFor();
    await askAndOpenCitation(page, panel);
    await panel.getByRole('link', { name: '在对话页打开' }).waitFor();
    await page.context().close();
  });
});
