import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceGroupMembers, sourceGroups, sourceIdentities } from '../../bff/src/apps/tables.ts';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { LAPTOP, whereSeen } from '../support/in-view.ts';
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

async function signedIn(userId: string, locale: string): Promise<Page> {
  // axe is injected as a script, which the app's own CSP rightly refuses.
  const context = await browser.newContext({ locale, bypassCSP: true, viewport: LAPTOP });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

const PATH = '/manage/users/sourceAccounts';

describe('source accounts in Chromium', () => {
  it('lists the accounts syncs met, links one to a member and unlinks it, in both languages; a plain member is refused', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '明教');
    const zhang = await createUser(db, '张无忌');
    await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: zhang.id, wsUserType: 1, wsUsername: '张无忌' });
    const plain = await addMember(db, workspace.id);
    // What syncs of apps "as in the source" would have stored: two GitHub accounts, a Yuque one and a Feishu one (known by name).
    const account = (provider: string, externalId: string, login: string | null, name: string | null, email: string | null) => ({
      workspaceId: workspace.id,
      provider,
      externalId,
      login,
      name,
      email,
    });
    await db.insert(sourceIdentities).values([
      account('github', '583231', 'octocat', 'The Octocat', 'octocat@example.com'),
      account('github', '7001', 'wuji-gh', null, null),
      account('yuque', '10086', 'xiaozhao', '小昭', null),
      account('feishu', 'ou_7f3a', null, '周芷若', 'zhiruo@example.com'),
    ]);
    const linkedTo = async (provider: string, externalId: string) =>
      (await db.query.sourceIdentities.findFirst({ where: { workspaceId: workspace.id, provider, externalId } }))!.userId;

    // The admin finds the screen in the manage menu, beside the members and roles.
    const page = await signedIn(creator.id, 'zh-CN');
    await page.goto(`${app.url}/manage/users/all`);
    await page.getByRole('navigation', { name: '管理' }).getByRole('link', { name: '数据源账号' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(PATH);
    await page.getByRole('heading', { level: 1, name: '数据源账号' }).waitFor();
    await page.getByText('邮箱与某位成员相同的账号无需关联', { exact: false }).waitFor();
    const row = (login: string) => page.getByRole('row').filter({ hasText: login });
    await row('octocat').waitFor();
    for (const login of ['octocat', 'wuji-gh', 'xiaozhao', '周芷若']) expect(await row(login).getByRole('cell').nth(3).textContent()).toBe('未关联');
    expect(await row('octocat').innerText()).toContain('The Octocat');
    expect(await row('octocat').innerText()).toContain('octocat@example.com');
    expect(await row('xiaozhao').getByRole('cell').nth(1).textContent()).toBe('语雀');
    expect(await row('周芷若').getByRole('cell').nth(1).textContent()).toBe('飞书');
    // Nothing is linked yet: no row offers to unlink.
    expect(await page.getByRole('button', { name: '取消关联' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The provider filter: Yuque's accounts alone, then every source's again.
    const filter = page.getByRole('combobox', { name: '数据源' });
    await filter.selectOption({ label: '语雀' });
    await expect.poll(() => row('octocat').count()).toBe(0);
    expect(await row('xiaozhao').count()).toBe(1);
    expect(await row('周芷若').count()).toBe(0);
    await filter.selectOption({ label: '飞书' });
    await expect.poll(() => row('xiaozhao').count()).toBe(0);
    expect(await row('周芷若').count()).toBe(1);
    await filter.selectOption({ label: '全部数据源' });
    await row('octocat').waitFor();

    // Linking through the dialog: a member must be chosen; found by name, chosen, linked.
    await row('wuji-gh').getByRole('button', { name: '关联成员' }).click();
    const dialog = page.getByRole('dialog', { name: '将 wuji-gh 关联到成员' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关联', exact: true }).click();
    await dialog.getByText('请选择成员').waitFor();
    await dialog.getByRole('searchbox', { name: '搜索成员' }).fill('张无忌');
    await expect.poll(() => dialog.getByRole('radio').count()).toBe(1);
    await dialog.locator('label').filter({ hasText: '张无忌' }).click();
    expect(await dialog.getByRole('radio', { name: /张无忌/ }).isChecked()).toBe(true);
    await expect.poll(() => whereSeen(dialog.getByRole('button', { name: '关联', exact: true }))).toBe('in view');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '关联', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('已将 wuji-gh 关联到 张无忌').waitFor();
    // The row shows the member without a reload, and the server holds the link.
    await expect.poll(() => row('wuji-gh').getByRole('cell').nth(3).textContent()).toBe('张无忌');
    expect(await linkedTo('github', '7001')).toBe(zhang.id);
    expect(await row('octocat').getByRole('cell').nth(3).textContent()).toBe('未关联');
    await page.reload();
    await expect.poll(() => row('wuji-gh').getByRole('cell').nth(3).textContent()).toBe('张无忌');

    // Unlinking: the row says so at once, and the link is gone.
    await row('wuji-gh').getByRole('button', { name: '取消关联' }).click();
    await expect.poll(() => row('wuji-gh').getByRole('cell').nth(3).textContent()).toBe('未关联');
    await page.getByText('wuji-gh 已取消关联').waitFor();
    await expect.poll(() => linkedTo('github', '7001')).toBeNull();
    expect(await row('wuji-gh').getByRole('button', { name: '取消关联' }).count()).toBe(0);

    // A failure reads as the server says it, in the page's language: the account went meanwhile.
    await row('xiaozhao').getByRole('button', { name: '关联成员' }).click();
    const again = page.getByRole('dialog', { name: '将 xiaozhao 关联到成员' });
    await again.getByRole('searchbox', { name: '搜索成员' }).fill('张无忌');
    await expect.poll(() => again.getByRole('radio').count()).toBe(1);
    await again.locator('label').filter({ hasText: '张无忌' }).click();
    await db.delete(sourceIdentities).where(and(eq(sourceIdentities.workspaceId, workspace.id), eq(sourceIdentities.externalId, '10086')));
    await again.getByRole('button', { name: '关联', exact: true }).click();
    await again.getByText(translate('zh-hans', 'sourceAccountNotFound')).waitFor();
    await again.getByRole('button', { name: '取消' }).click();
    await again.waitFor({ state: 'detached' });
    await expect.poll(() => row('xiaozhao').getByRole('cell').nth(3).textContent()).toBe('未关联');

    // In English.
    await page.getByRole('button', { name: say('Switch language', {}, { exact: false }) }).click();
    await page.getByRole('heading', { level: 1, name: 'Source accounts' }).waitFor();
    await page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: 'Source accounts' }).waitFor();
    await page.getByText('An account with a member’s e-mail address counts as theirs without a link.', { exact: false }).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Account', 'Data source', 'E-mail or phone', 'Member', 'Actions']);
    await expect.poll(() => row('octocat').getByRole('cell').nth(3).textContent()).toBe('Not linked');
    expect(await row('octocat').getByRole('button').allInnerTexts()).toEqual(['Link to member']);
    expect(await row('周芷若').getByRole('cell').nth(1).textContent()).toBe('Feishu');
    await page.getByRole('combobox', { name: 'Data source' }).selectOption({ label: 'GitHub' });
    await expect.poll(() => row('xiaozhao').count()).toBe(0);
    await row('octocat').getByRole('button', { name: 'Link to member' }).click();
    await page.getByRole('dialog', { name: 'Link octocat to a member' }).getByRole('searchbox', { name: 'Search members' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();

    // A workspace whose syncs met no account says so, and where accounts come from.
    const other = await createWorkspaceWithCreator(db, '峨眉派');
    const fresh = await signedIn(other.creator.id, 'zh-CN');
    await fresh.goto(`${app.url}${PATH}`);
    await fresh.getByText(say('No sync has met an account at a source yet.')).waitFor();
    // The link is part of a sentence, translated with it.
    expect(await fresh.getByRole('cell').getByRole('link', { name: /^(?:app store|应用商店)$/ }).getAttribute('href')).toBe('/manage/datasources/appStore');
    await fresh.context().close();

    // A plain member is refused the route, as every manage page, and the data.
    const member = await signedIn(plain.id, 'zh-CN');
    await member.goto(`${app.url}${PATH}`);
    await expect.poll(() => new URL(member.url()).pathname).toBe('/403');
    await member.context().close();
    const refused = await app.graphql<{ viewer: { currentWorkspace: { sourceAccounts: unknown } | null } }>(
      '{ viewer { currentWorkspace { sourceAccounts(first: 5) { edges { node { login } } } } } }',
      { cookie: await app.signIn(plain.id) },
    );
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(refused.data?.viewer?.currentWorkspace ?? null).toBeNull();
  });
  for (const language of ['zh-hans', 'en'] as const) {
    it(`lets a role follow a department the syncs met, and names it on the roles list (${language})`, async () => {
      const { db } = app.deps.database;
      const { workspace, creator } = await createWorkspaceWithCreator(db, `光明顶 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      // What a sync of a Feishu app "as in the source" would have stored: a department with one account
      // (the same department as another workspace's, each counted in its own).
      await db.insert(sourceIdentities).values({ workspaceId: workspace.id, provider: 'feishu', externalId: 'ou_yang', name: '杨逍', email: 'yangxiao@example.com' });
      await db.insert(sourceGroups).values({ workspaceId: workspace.id, principal: 'feishu:department:od_guangming', provider: 'feishu', name: '光明左使部' });
      await db.insert(sourceGroupMembers).values({ workspaceId: workspace.id, provider: 'feishu', groupPrincipal: 'feishu:department:od_guangming', externalId: 'ou_yang' });
      const page = await signedIn(creator.id, language === 'en' ? 'en-US' : 'zh-CN');
      await page.goto(`${app.url}/manage/users/customRole`);
      await page.getByRole('button', { name: say('New role') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: say('Role name') }).fill('左使');
      const follow = dialog.getByRole('combobox', { name: say('Follow a group at a data source') });
      const feishu = language === 'en' ? 'Feishu' : '飞书';
      const label = `光明左使部 · ${feishu} · ${language === 'en' ? '1 account' : '1 个账号'}`;
      await follow.selectOption({ label });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: say('Save') }).click();
      const row = page.getByRole('row', { name: /左使/ });
      await row.getByText(say('and the people of {groupName}', { groupName: '光明左使部' })).waitFor();
      // Opened again, the dialog shows the group; chosen away, the role follows none.
      await row.getByRole('button', { name: say('Edit {name}', { name: '左使' }) }).click();
      expect(await page.getByRole('dialog').getByRole('combobox', { name: say('Follow a group at a data source') }).inputValue()).toBe('feishu:department:od_guangming');
      await page.getByRole('dialog').getByRole('combobox', { name: say('Follow a group at a data source') }).selectOption({ label: language === 'en' ? 'No group' : '不跟随群组' });
      await page.getByRole('dialog').getByRole('button', { name: say('Save') }).click();
      await expect.poll(() => row.getByText(say('and the people of {groupName}', { groupName: '光明左使部' })).count()).toBe(0);
      await page.context().close();
    });
  }
});
