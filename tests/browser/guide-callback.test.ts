import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createUser } from '../support/fixtures.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A person who has just signed up (the guide is still ahead), signed in within a fresh context. */
async function newcomerContext(): Promise<BrowserContext> {
  const { db } = app.deps.database;
  const user = await createUser(db, '新人');
  await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${app.url}/api/auth/link/${await createSignInLink(db, user.id, new Date(), 5)}`);
  await page.waitForURL(/\/guide$/);
  await page.close();
  return context;
}

/** Fills in the profile step of the guide opened at `/guide?callback_url=…`, and continues. */
async function finishProfile(page: Page, callbackUrl: string) {
  await page.goto(`${app.url}/guide?callback_url=${callbackUrl}`);
  await page.getByRole('heading', { name: '欢迎使用知问' }).waitFor();
  await page.getByRole('textbox', { name: '姓名' }).fill('新人');
  await page.getByRole('textbox', { name: '用户名' }).fill(`new.${Math.random().toString(36).slice(2, 8)}`);
  await page.getByRole('button', { name: '继续' }).click();
}

describe('the guide’s callback_url in Chromium', () => {
  // Browsers drop tabs and newlines from addresses: `/<tab>/evil.example` is `//evil.example`.
  it.each(['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%0A%2Fevil.example%2Fhome'])(
    'stays on this site after the profile step with %s',
    async (callbackUrl) => {
      const context = await newcomerContext();
      const elsewhere: string[] = [];
      // Whatever the page would load from the other host is caught here, not looked up.
      await context.route(/^https?:\/\/evil\.example\//, (route) => {
        elsewhere.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' });
      });
      const page = await context.newPage();
      await finishProfile(page, callbackUrl);

      // The guide goes on to its second step instead.
      const companyName = page.getByRole('textbox', { name: '公司名称' });
      await expect.poll(async () => elsewhere.length > 0 || (await companyName.count()) > 0).toBe(true);
      expect(elsewhere).toEqual([]);
      expect(new URL(page.url()).origin).toBe(new URL(app.url).origin);
      expect(new URL(page.url()).pathname).toBe('/guide');
      await context.close();
    },
  );

  it('follows a path on this site', async () => {
    const context = await newcomerContext();
    const page = await context.newPage();
    await finishProfile(page, encodeURIComponent('/search?q=x'));
    // Arrived there, its page loaded: closing the context while a navigation is still on its way
    // can leave Chromium waiting.
    await page.waitForURL(`${new URL(app.url).origin}/search?q=x`);
    await context.close();
  });
});
