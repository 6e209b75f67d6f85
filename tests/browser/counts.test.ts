import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../bff/src/apps/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { roleMembers, roles, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp } from '../support/apps.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

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

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/home$/);
}

const FILES = { authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP', dataPermission: 'ALL_MEMBERS' };

describe('counts in Chromium', () => {
  it('says one and many as each language does, and writes numbers alike everywhere: documents of an app, members of a role, days left, limits', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '丐帮');
    const cookie = await app.signIn(creator.id);
    const one = await installApp(app, cookie, 'files', { ...FILES, title: '帮规' });
    const three = await installApp(app, cookie, 'files', { ...FILES, title: '武功秘籍' });
    // Counts as syncs would leave them.
    const internal = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1]!;
    await db.update(apps).set({ docCount: 1 }).where(eq(apps.id, internal(one)));
    await db.update(apps).set({ docCount: 3 }).where(eq(apps.id, internal(three)));
    const [elder, disciple] = [await addMember(db, workspace.id), await addMember(db, workspace.id)];
    const [elders, disciples] = await db
      .insert(roles)
      .values([
        { workspaceId: workspace.id, name: '长老' },
        { workspaceId: workspace.id, name: '弟子' },
      ])
      .returning();
    await db.insert(roleMembers).values([
      { workspaceId: workspace.id, roleId: elders!.id, userId: elder.id },
      { workspaceId: workspace.id, roleId: disciples!.id, userId: elder.id },
      { workspaceId: workspace.id, roleId: disciples!.id, userId: disciple.id },
    ]);
    // A paid version ending within the day (the free version never ends), with limits in the thousands.
    await db.update(workspaces).set({ version: 'enterprise', expiresAt: new Date(Date.now() + 12 * 3_600_000) }).where(eq(workspaces.id, workspace.id));
    await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creator.id));

    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signInAs(page, creator.id);
    const counts = async (language: 'en' | 'zh') => {
      await page.goto(`${app.url}/home`);
      const installed = page.getByRole('region', { name: language === 'en' ? 'Installed apps' : '已安装的应用' });
      const appCounts = [
        await installed.getByRole('listitem').filter({ hasText: '帮规' }).textContent(),
        await installed.getByRole('listitem').filter({ hasText: '武功秘籍' }).textContent(),
      ];
      await page.goto(`${app.url}/manage/users/customRole`);
      const roleCounts = [
        await page.getByRole('row', { name: /长老/ }).getByRole('cell').nth(2).locator('p').first().textContent(),
        await page.getByRole('row', { name: /弟子/ }).getByRole('cell').nth(2).locator('p').first().textContent(),
      ];
      await page.goto(`${app.url}/manage/settings/base`);
      const days = await page.getByTestId('plan-remaining').textContent();
      // Numbers are written alike on every screen, grouped as the language groups them.
      const plan = [await page.getByTestId('plan-members').textContent(), await page.getByTestId('plan-chats').textContent()];
      await page.goto(`${app.url}/manage/settings/payment`);
      const usage = await page.getByTestId('usage-chats').locator('p').first().textContent();
      await page.goto(`${app.url}/manage/addUser/add`);
      const seats = [await page.getByTestId('member-limit').textContent(), await page.getByTestId('invitable-count').textContent()];
      return { appCounts, roleCounts, days, plan, usage, seats };
    };

    expect(await counts('en')).toEqual({
      appCounts: ['帮规Workspace · 1 document', '武功秘籍Workspace · 3 documents'],
      roleCounts: ['1 member', '2 members'],
      days: '1 day',
      plan: ['3 of 1,000', '20,000 of 20,000'],
      usage: '0 of 20,000',
      seats: ['1,000', '997'],
    });
    await page.getByRole('button', { name: 'Switch language', exact: false }).click();
    // Now offering English back: the page speaks Chinese.
    await page.getByRole('button', { name: /English/ }).waitFor();
    expect(await counts('zh')).toEqual({
      appCounts: ['帮规工作空间 · 1 篇文档', '武功秘籍工作空间 · 3 篇文档'],
      roleCounts: ['1 名成员', '2 名成员'],
      days: '1 天',
      plan: ['3 / 1,000', '20,000 / 20,000'],
      usage: '0 / 20,000',
      seats: ['1,000', '997'],
    });
    await context.close();
  });
});
