import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { uploadFile } from '../support/files.ts';
import { createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
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

async function signInAs(page: Page, userId: string, landing: RegExp = /\/home$/) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(landing);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const manageLink = (page: Page) => page.getByRole('navigation', { name: say('Main') }).getByRole('link', { name: say('Manage') });
const switcher = (page: Page) => page.getByRole('button', { name: say('Switch workspace, current:', {}, { exact: false }) });

describe('workspaces in Chromium', () => {
  it('lists every workspace with its logo and role, switches to one where the person is a plain member, and creates another', async () => {
    const { db } = app.deps.database;
    const { workspace: wudang } = await createWorkspaceWithCreator(db, '武当派');
    const { workspace: shaolin, creator: abbot } = await createWorkspaceWithCreator(db, '少林派');
    const abbotCookie = await app.signIn(abbot.id);
    const logo = (await uploadFile(app, abbotCookie, solidPng(105, 105, [200, 120, 0]), 'logo.png', 'image/png', 'logo')).body.data as { id: string; url: string };
    await app.graphql('mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename } }', {
      cookie: abbotCookie,
      variables: { input: { logoSquareUploadId: logo.id } },
    });
    // An admin of one workspace and a plain member of the other, working in the first.
    const person = await createUser(db, '张三丰');
    await db.insert(workspaceMembers).values([
      { workspaceId: wudang.id, userId: person.id, wsUserType: 2, wsUsername: '张三丰' },
      { workspaceId: shaolin.id, userId: person.id, wsUserType: 1, wsUsername: '张君宝' },
    ]);
    await db.update(users).set({ currentWorkspaceId: wudang.id }).where(eq(users.id, person.id));

    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, person.id);
    await page.getByTestId('workspace-name').filter({ hasText: '武当派' }).waitFor();
    await manageLink(page).waitFor();

    // Every workspace, with the person's role in each, the current one checked; the other's logo.
    await switcher(page).click();
    const wudangItem = page.getByRole('menuitemradio', { name: /武当派/ });
    const shaolinItem = page.getByRole('menuitemradio', { name: /少林派/ });
    await shaolinItem.waitFor();
    expect(await wudangItem.getAttribute('aria-checked')).toBe('true');
    expect(await shaolinItem.getAttribute('aria-checked')).toBe('false');
    expect(await wudangItem.textContent()).toContain('管理员');
    expect(await shaolinItem.textContent()).toContain('成员');
    await expect.poll(() => shaolinItem.locator(`img[src="${logo.url}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(105);

    // Switching to the workspace where they are a plain member: /home works there, as a member's.
    await shaolinItem.click();
    await page.getByTestId('workspace-name').filter({ hasText: '少林派' }).waitFor();
    expect(pathOf(page)).toBe('/home');
    await page.getByRole('heading', { level: 1, name: /张三丰/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: '少林派' }).waitFor();
    await page.getByRole('region', { name: say('Installed apps') }).getByText(say('No apps installed yet.')).waitFor();
    await page.getByRole('region', { name: say('Recent chats') }).waitFor();
    expect(await manageLink(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '500' }).count()).toBe(0);

    // In English: the roles, and a new workspace made from the list (its name checked first).
    await page.getByRole('button', { name: say('Switch language', {}, { exact: false }) }).click();
    await page.getByText('Your current workspace').waitFor();
    await switcher(page).click();
    expect(await page.getByRole('menuitemradio', { name: /少林派/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('menuitemradio', { name: /少林派/ }).textContent()).toContain('Member');
    expect(await page.getByRole('menuitemradio', { name: /武当派/ }).textContent()).toContain('Admin');
    await page.getByRole('menuitem', { name: 'Create a workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('峨');
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await dialog.getByText('The company name must be 2 to 100 characters long').waitFor();
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('峨眉派');
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByTestId('workspace-name').filter({ hasText: '峨眉派' }).waitFor();
    expect(pathOf(page)).toBe('/home');
    await manageLink(page).waitFor();
    await switcher(page).click();
    const emei = page.getByRole('menuitemradio', { name: /峨眉派/ });
    await emei.waitFor();
    expect(await emei.getAttribute('aria-checked')).toBe('true');
    expect(await emei.textContent()).toContain('Creator');
    expect(await page.getByRole('menuitemradio').count()).toBe(3);
    await context.close();
  });

  it('offers the language and signing out on /noWorkspace and /guide', async () => {
    const { db } = app.deps.database;
    // Someone in no workspace: the language switches the page; signing out ends the session.
    const loner = await createUser(db, '独孤求败');
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, loner.id, /\/noWorkspace$/);
    await page.getByRole('heading', { level: 1, name: '您还没有加入工作空间' }).waitFor();
    await page.getByRole('button', { name: say('Switch language', {}, { exact: false }) }).click();
    await page.getByRole('heading', { level: 1, name: 'You are not in a workspace yet' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Zhiwen' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/user/info')).status)).toBe(401);
    await context.close();

    // Someone who has not finished the guide: the same, the other way round.
    const newcomer = await createUser(db, '新人');
    await db.update(users).set({ isActive: false, preferredLanguage: 'en' }).where(eq(users.id, newcomer.id));
    const guest = await browser.newContext({ locale: 'en-US' });
    const guide = await guest.newPage();
    await signInAs(guide, newcomer.id, /\/guide$/);
    await guide.getByRole('heading', { level: 1, name: 'Welcome to Zhiwen' }).waitFor();
    const steps = guide.getByRole('list', { name: 'Steps of the guide' });
    expect(await steps.getByRole('listitem').first().getAttribute('aria-current')).toBe('step');
    await guide.getByRole('button', { name: say('Switch language', {}, { exact: false }) }).click();
    await guide.getByRole('heading', { level: 1, name: '欢迎使用知问' }).waitFor();
    await guide.getByRole('button', { name: '退出登录' }).click();
    await guide.getByRole('heading', { name: '登录知问' }).waitFor();
    expect(await guide.evaluate(async () => (await fetch('/api/user/info')).status)).toBe(401);
    await guest.close();
  });
});
