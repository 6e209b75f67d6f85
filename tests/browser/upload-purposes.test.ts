import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { solidPng } from '../support/png.ts';

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

const TEXT = {
  'zh-hans': {
    squareLogo: '方形 Logo',
    avatars: '选择头像',
    upload: '上传图片',
    avatarRefused: '头像须为图片：jpeg、png、gif、bmp、webp 或 svg',
    logoRefused: '徽标须为 PNG 图片',
  },
  en: {
    squareLogo: 'Square logo',
    avatars: 'Choose an avatar',
    upload: 'Upload an image',
    avatarRefused: 'An avatar must be an image: jpeg, png, gif, bmp, webp or svg',
    logoRefused: 'A logo must be a PNG image',
  },
} as const;

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/home$/);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('what an upload is for, in Chromium', () => {
  for (const language of ['zh-hans', 'en'] as const) {
    it(`keeps a workspace logo out of the avatars, and refuses each picker's wrong files in its own words (${language})`, async () => {
      const text = TEXT[language];
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, language === 'en' ? 'Logo Works' : '徽标工坊');
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
      const page = await context.newPage();
      await signInAs(page, creator.id);

      await page.goto(`${app.url}/accountSetting`);
      const avatars = page.getByRole('radiogroup', { name: text.avatars }).getByRole('radio');
      await avatars.first().waitFor();
      const builtIn = await avatars.count();

      // A logo: a GIF is refused by the logo's field as not PNG; a PNG of the right size is saved.
      await page.goto(`${app.url}/manage/settings/base`);
      const squareLogo = page.getByLabel(text.squareLogo, { exact: true }).and(page.locator('input[type=file]'));
      await squareLogo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') });
      await page.getByText(text.logoRefused, { exact: true }).waitFor();
      await squareLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(105, 105) });
      await expect.poll(() => page.locator('header img').first().getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/api\/files\//);
      const logoUrl = await page.locator('header img').first().getAttribute('src');

      // Not among the person's avatars.
      await page.goto(`${app.url}/accountSetting`);
      await avatars.first().waitFor();
      await expect.poll(() => avatars.count()).toBe(builtIn);
      expect(await page.getByRole('radiogroup', { name: text.avatars }).locator(`img[src="${logoUrl}"]`).count()).toBe(0);

      // A PDF is refused by the avatar picker, whose words name images only.
      const avatarInput = page.getByLabel(text.upload, { exact: true }).and(page.locator('input[type=file]'));
      await avatarInput.setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: PDF });
      const refusal = page.getByText(text.avatarRefused, { exact: true });
      await refusal.waitFor();
      expect(await refusal.textContent()).not.toMatch(/pdf/i);
      expect(await avatars.count()).toBe(builtIn);

      // An image is taken, and becomes a choice of its own.
      await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, 48, [200, 30, 30]) });
      await expect.poll(() => avatars.count()).toBe(builtIn + 1);
      await context.close();
    });
  }
});
