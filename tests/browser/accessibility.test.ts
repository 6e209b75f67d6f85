import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';

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

const signedInPages = [
  '/home',
  '/search',
  '/accountSetting',
  '/manage/users/all',
  '/manage/users/admin',
  '/manage/users/customRole',
  '/manage/addUser/add',
  '/manage/addUser/invite',
  '/manage/addUser/app',
  '/manage/settings/base',
  '/manage/datasources/appStore',
  '/manage/datasources/installed',
  '/manage/datasources/create?connector=website',
  '/personal/appStore',
  '/personal/installed',
  '/personal/create?connector=files',
  '/chat',
  '/manage/agent/store',
  '/manage/agent/installed',
  '/manage/agent/create',
  '/personal/agent',
  '/personal/agent/create',
];
const publicPages = ['/login', '/404', '/403', '/500'];

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`holds on every frame screen in the ${theme} theme`, async () => {
      // axe is injected as a script, which the app's own CSP rightly refuses.
      const context = await browser.newContext({ locale: 'zh-CN', colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
      await page.goto(`${app.url}/api/auth/link/${token}`);
      await page.waitForURL(/\/home$/);
      // The theme comes from the account at start-up.
      await page.evaluate(async (t) => {
        await fetch('/api/user/base_info', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ theme: t }) });
      }, theme);

      const problems: string[] = [];
      for (const path of [...signedInPages, ...publicPages]) {
        await page.goto(`${app.url}${path}`);
        await page.locator('main, [role=main], h1').first().waitFor();
        // The account's theme is applied once the viewer is read: on a loaded machine, after the first paint.
        await expect.poll(() => page.locator('html').getAttribute('class')).toContain(theme);
        await page.waitForTimeout(300);
        problems.push(...(await seriousA11yViolations(page)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
      await context.close();
      // Some 26 screens, each loaded and audited: longer than a single flow on a busy machine.
    }, 180_000);
  }
});
