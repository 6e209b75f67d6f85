import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../bff/src/chat/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp } from '../support/apps.ts';
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

const WIDTH = 1280;
// Each at its field's limit, in the widest characters: full-width letters (which may break
// anywhere) and Latin W (which may not).
const WORKSPACE = 'Ｗ'.repeat(100);
const DISPLAY_NAME = 'Ｗ'.repeat(40);
const MEMBER_NAME = 'W'.repeat(40);
const AGENT = 'Ｗ'.repeat(50);
const APP = 'W'.repeat(50);
const ROLE = 'Ｗ'.repeat(30);
const CONVERSATION = 'Ｗ'.repeat(100);

const CREATE_AGENT = `mutation ($input: AgentInput!) {
  createAgent(scope: WORKSPACE, input: $input) { __typename }
}`;

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/home$/);
}

/** How much wider than the window the page is, or a table than its scrolling box (0 when they fit). */
const overflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      ...[...document.querySelectorAll('table')].map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ),
  );

describe('long values in Chromium', () => {
  // One walk through every screen that shows the long names: 45–50 s on a loaded 2-core machine.
  it('takes names up to their limits and lays them out at 1280 px, cut with the whole text on hover and focus; one more is refused', { timeout: 120_000 }, async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, WORKSPACE);
    const cookie = await app.signIn(creator.id);
    await installApp(app, cookie, 'files', { title: APP, authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP', dataPermission: 'ALL_MEMBERS' });
    const agent = await app.graphql<{ createAgent: { __typename: string } }>(CREATE_AGENT, {
      cookie,
      variables: { input: { name: AGENT, description: 'Ｗ'.repeat(500), avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS', scopedToApps: false } },
    });
    expect(agent.data?.createAgent.__typename).toBe('AgentPayload');
    await db.insert(roles).values({ workspaceId: workspace.id, name: ROLE, description: 'Ｗ'.repeat(200) });
    // A conversation asked in once, as the history lists them.
    const [conversation] = await db.insert(conversations).values({ workspaceId: workspace.id, userId: creator.id, title: CONVERSATION }).returning();
    await db.insert(messages).values({ workspaceId: workspace.id, conversationId: conversation!.id, role: 'user', content: CONVERSATION });

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: WIDTH, height: 800 } });
    const page = await context.newPage();
    await signInAs(page, creator.id);

    // The name and the name in the workspace: one character over the limit is refused before
    // anything is sent; at the limit they are saved.
    await page.goto(`${app.url}/accountSetting`);
    const profile = page.getByRole('region', { name: say('Profile') });
    await profile.getByRole('textbox', { name: '姓名', exact: true }).fill(`${DISPLAY_NAME}Ｗ`);
    await profile.getByRole('textbox', { name: '工作空间显示名称' }).fill(`${MEMBER_NAME}W`);
    await profile.getByRole('button', { name: '保存' }).click();
    await profile.getByText('显示名称最多 40 个字符').waitFor();
    await profile.getByText('工作区内名称最多 40 个字符').waitFor();
    await profile.getByRole('textbox', { name: '姓名', exact: true }).fill(DISPLAY_NAME);
    await profile.getByRole('textbox', { name: '工作空间显示名称' }).fill(MEMBER_NAME);
    await profile.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').first().waitFor();
    expect(await profile.getByText('显示名称最多 40 个字符').count()).toBe(0);

    // Every page with these values keeps to the window; names are cut, whole in their title.
    for (const path of ['/home', '/search', '/chat', '/accountSetting', '/manage/users/all', '/manage/users/customRole', '/manage/agent/installed', '/manage/datasources/installed']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.goto(`${app.url}/home`);
    const workspaceName = page.getByTestId('workspace-name');
    expect(await workspaceName.getAttribute('title')).toBe(WORKSPACE);
    await expect.poll(() => workspaceName.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The menus show the names whole, on as many lines as they take.
    await page.getByRole('button', { name: /^切换工作空间/ }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(WORKSPACE) }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^账号菜单： ${DISPLAY_NAME}$`) }).click();
    await page.getByRole('menu').getByText(DISPLAY_NAME, { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    // In the member list, a cut name takes the keyboard's focus and unfolds.
    await page.goto(`${app.url}/manage/users/all`);
    const memberName = page.getByRole('row', { name: new RegExp(DISPLAY_NAME) }).getByText(DISPLAY_NAME, { exact: true });
    await memberName.waitFor();
    expect(await memberName.getAttribute('title')).toBe(DISPLAY_NAME);
    await expect.poll(() => memberName.getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Shift');
    await memberName.focus();
    expect(await memberName.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('normal');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A conversation title over its limit is refused as it is renamed.
    await page.goto(`${app.url}/chat`);
    await page.getByRole('button', { name: `重命名 ${CONVERSATION}` }).click();
    await page.getByRole('textbox', { name: '对话标题' }).fill(`${CONVERSATION}Ｗ`);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('会话标题最多 100 个字符').waitFor();

    // The same refusals in English, and an agent's name spoken of as a name.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('button', { name: 'Switch to night mode' }).waitFor();
    await page.goto(`${app.url}/accountSetting`);
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill(`${DISPLAY_NAME}Ｗ`);
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('The display name can be at most 40 characters long').waitFor();

    await page.goto(`${app.url}/manage/users/customRole`);
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Role name' }).fill(`${ROLE}Ｗ`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The role name can be at most 30 characters long').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${app.url}/manage/agent/create`);
    const agentName = page.getByRole('textbox', { name: say('Name', {}, { context: 'agent' }) });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Please enter the agent’s name').waitFor();
    await agentName.fill('Ｗ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('The name must be 2 to 50 characters long').waitFor();
    await page.getByRole('textbox', { name: 'Description' }).fill('Ｗ'.repeat(501));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('The agent description can be at most 500 characters long').waitFor();
    expect(await page.getByText(/title/i).count()).toBe(0);
    await context.close();
  });
});
