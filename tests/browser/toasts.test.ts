import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

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

const TOAST_VIEW = /\/assets\/toast-list-[\w-]+\.js$/;

let workspaces = 0;

async function signedInPage(language: 'zh-hans' | 'en'): Promise<Page> {
  const { db } = app.deps.database;
  workspaces += 1;
  const { creator } = await createWorkspaceWithCreator(db, `${language === 'en' ? 'Toast Works' : '提示工坊'} ${workspaces}`);
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
  // The page's CSP would refuse axe's script.
  const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN', bypassCSP: true });
  const page = await context.newPage();
  const token = await createSignInLink(db, creator.id, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/home$/);
  return page;
}

/** Saves the profile as it is: the page says so in a toast. */
async function saveProfile(page: Page) {
  const profile = page.getByRole('region', { name: say('Profile') });
  await profile.getByRole('button', { name: say('Save'), exact: true }).click();
}

describe('toasts, in Chromium', () => {
  for (const language of ['zh-hans', 'en'] as const) {
    it(`loads the toast view with the first toast, not with the page (${language})`, async () => {
      const page = await signedInPage(language);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${app.url}/accountSetting`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => TOAST_VIEW.test(path))).toEqual([]);

      await saveProfile(page);
      await page.getByText(say('Saved')).waitFor();
      expect(requested.filter((path) => TOAST_VIEW.test(path))).toHaveLength(1);
      await page.context().close();
    });

    it(`still says what happened when the toast view cannot be loaded, and tries it again with the next toast (${language})`, async () => {
      const page = await signedInPage(language);
      let unreachable = true;
      const tries: string[] = [];
      await page.route(TOAST_VIEW, (route) => {
        tries.push(route.request().url());
        return unreachable ? route.abort('internetdisconnected') : route.continue();
      });
      await page.goto(`${app.url}/accountSetting`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      await saveProfile(page);
      const plain = page.getByRole('status').filter({ hasText: say('Saved') });
      await plain.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // It leaves after the five seconds a toast lasts.
      await plain.waitFor({ state: 'detached', timeout: 10_000 });
      expect(tries).toHaveLength(1);

      unreachable = false;
      await saveProfile(page);
      await page.getByText(say('Saved')).waitFor();
      expect(tries).toHaveLength(2);
      await page.context().close();
    });
  }
});
