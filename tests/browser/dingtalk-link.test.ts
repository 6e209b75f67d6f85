import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dingStaffLinks } from '../../bff/src/bots/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
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

const INVALID = {
  'zh-hans': '钉钉 userid 须为 1 到 64 个字符，不含空格',
  en: 'The DingTalk user id must be 1 to 64 characters without spaces',
};

describe('linking a member’s DingTalk account, in Chromium', () => {
  const cases = [
    { language: 'zh-hans', locale: 'zh-CN', theme: 'light' },
    { language: 'en', locale: 'en-US', theme: 'dark' },
  ] as const;
  for (const [index, { language, locale, theme }] of cases.entries()) {
    it(`lets an admin link, correct and unlink a member’s DingTalk user id (${language}, ${theme} theme)`, async () => {
      const { db } = app.deps.database;
      const { workspace, creator } = await createWorkspaceWithCreator(db, `钉钉关联 ${index}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const member = await addMember(db, workspace.id);
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${app.url}/api/auth/link/${await createSignInLink(db, creator.id, new Date(), 5)}`);
      await page.waitForURL(/\/home$/);
      await page.goto(`${app.url}/manage/users/all`);

      const open = async () => {
        await page.getByRole('button', { name: say('Actions for {name}', { name: member.displayName }) }).click();
        await page.getByRole('menuitem', { name: say('Link DingTalk account…') }).click();
        return page.getByRole('dialog', { name: say('DingTalk account of {name}', { name: member.displayName }) });
      };
      let dialog = await open();
      const field = dialog.getByRole('textbox', { name: say('DingTalk user ID') });
      await field.fill('has space');
      await dialog.getByRole('button', { name: say('Save'), exact: true }).click();
      await dialog.getByText(INVALID[language]).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await field.fill('manager-007');
      await dialog.getByRole('button', { name: say('Save'), exact: true }).click();
      await page.getByText(say('DingTalk account linked')).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const linked = () => db.query.dingStaffLinks.findMany({ where: { workspaceId: workspace.id, userId: member.id } });
      expect((await linked()).map((link) => [link.staffId, link.source])).toEqual([['manager-007', 'admin']]);

      // Opened again, it shows the link; emptied, it unlinks.
      dialog = await open();
      expect(await dialog.getByRole('textbox', { name: say('DingTalk user ID') }).inputValue()).toBe('manager-007');
      await dialog.getByRole('textbox', { name: say('DingTalk user ID') }).fill('');
      await dialog.getByRole('button', { name: say('Save'), exact: true }).click();
      await page.getByText(say('DingTalk account unlinked')).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await db.select().from(dingStaffLinks).where(and(eq(dingStaffLinks.workspaceId, workspace.id), eq(dingStaffLinks.userId, member.id)))).toEqual([]);

      // The creator's own row offers it too, and nothing else.
      await page.getByRole('button', { name: say('Actions for {name}', { name: creator.displayName }) }).click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      expect(await items.allInnerTexts()).toEqual([language === 'en' ? 'Link DingTalk account…' : '关联钉钉账号…']);
      await context.close();
    });
  }
});
