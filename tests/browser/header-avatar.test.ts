import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { solidPng } from '../support/png.ts';
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

const PICTURE = `data:image/png;base64,${solidPng(16, 16).toString('base64')}`;

describe('the person in the header, in Chromium', () => {
  const cases = [
    { name: 'Ada Lovelace', avatar: PICTURE, initials: 'AL', picture: true },
    { name: '王小明', avatar: null, initials: '王', picture: false },
    // A picture that cannot be loaded leaves the initials.
    { name: 'Grace Hopper', avatar: '/api/no-such-picture.png', initials: 'GH', picture: false },
  ];
  for (const [index, person] of cases.entries()) {
    it(`shows ${person.picture ? 'their picture' : 'their initials'} (${person.name}, ${person.avatar ? 'a picture' : 'none'})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `Avatar Works ${index}`);
      await db.update(users).set({ displayName: person.name, avatar: person.avatar }).where(eq(users.id, creator.id));
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(`${app.url}/api/auth/link/${await createSignInLink(db, creator.id, new Date(), 5)}`);
      await page.waitForURL(/\/home$/);
      const menu = page.getByRole('button', { name: say('Account menu:', {}, { exact: false }) });
      await menu.getByText(person.name).waitFor();
      const picture = menu.locator('img');
      if (person.picture) {
        await picture.waitFor();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
        // It covers the initials beneath it.
        const [image, mark] = await Promise.all([picture.boundingBox(), menu.getByText(person.initials, { exact: true }).locator('..').boundingBox()]);
        expect(image).toEqual(mark);
      } else {
        await expect.poll(() => picture.count()).toBe(0);
        expect(await menu.getByText(person.initials, { exact: true }).isVisible()).toBe(true);
      }
      await context.close();
    });
  }
});
