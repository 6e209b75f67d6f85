import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../bff/src/i18n/messages.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let github: FakeGitHub;
let yuque: FakeYuque;

beforeAll(async () => {
  requireBuiltWebApp();
  [github, yuque] = await Promise.all([startFakeGitHub(), startFakeYuque()]);
  [app, browser] = await Promise.all([startTestApp({ GITHUB_API_URL: github.url, GITHUB_WEB_URL: github.url, YUQUE_API_URL: yuque.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([github?.close(), yuque?.close()]);
});

const db = () => app.deps.database.db;
const TOKEN_INPUT = { authType: 'TOKEN', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };
const ADD_MEMBERS = 'mutation ($contacts: [MemberContactInput!]!) { addMembers(contacts: $contacts) { __typename } }';

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(db(), userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

describe('importing members from an app, in Chromium', () => {
  it('says so when no app of the workspace has a directory, in both languages', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), '古墓派');
    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/addUser/app`);
    await page.getByRole('heading', { name: '从应用导入成员', level: 1 }).waitFor();
    await page.getByText(/本工作区还没有可导入人员名录的应用/).waitFor();
    await page.getByRole('link', { name: say('Go to the app store') }).waitFor();
    await expectAxeClean(page);

    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creator.id));
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/addUser/app`);
    await page.getByRole('heading', { name: 'Import members from an app', level: 1 }).waitFor();
    await page.getByText(/No app of this workspace has a directory of people to import from/).waitFor();
    await page.getByRole('link', { name: 'Go to the app store' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/manage/datasources/appStore');
    await context.close();
  });

  it('lists a GitHub organisation’s people, adds the ones picked within the member limit, and shows Yuque’s as not addable', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), '全真教');
    const cookie = await app.signIn(creator.id);
    const colleague = await addMember(db(), workspace.id);
    // Someone with an account, whom GitHub lists by the same address.
    const erin = await createUser(db(), '尹志平');
    // Six people added by address fill the free version's ten seats to eight.
    await app.graphql(ADD_MEMBERS, { cookie, variables: { contacts: Array.from({ length: 6 }, (_, i) => ({ email: `waiting${i}@quanzhen.example` })) } });

    github.tokens.add('ghp_quanzhen');
    github.orgs.set('quanzhen', ['alice', 'bob', 'carol', 'erin', 'frank']);
    github.users.set('alice', { name: '丘处机', email: 'qiu@quanzhen.example' });
    github.users.set('bob', { name: '王处一', email: null });
    github.users.set('carol', { name: '马钰', email: colleague.email });
    github.users.set('erin', { name: '尹志平', email: erin.email });
    github.users.set('frank', { name: '郝大通', email: 'hao@quanzhen.example' });
    await installApp(app, cookie, 'github', { ...TOKEN_INPUT, title: '全真 GitHub', credentials: { token: 'ghp_quanzhen' }, settings: { repositories: ['quanzhen/handbook'] } });
    yuque.tokens.add('yuque-quanzhen');
    yuque.groups.set('quanzhen', [
      { login: 'sun', name: '孙不二' },
      { login: 'tan', name: '谭处端' },
    ]);
    await installApp(app, cookie, 'yuque', { ...TOKEN_INPUT, title: '全真语雀', credentials: { token: 'yuque-quanzhen' }, settings: { books: ['quanzhen/handbook'] } });

    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/addUser/app`);
    await page.getByRole('heading', { name: '从应用导入成员', level: 1 }).waitFor();
    // The first app by title opens at once, and the address names it.
    const apps = page.getByRole('navigation', { name: say('Apps with a directory of people') });
    await apps.getByRole('link', { name: '全真 GitHub' }).and(page.locator('[aria-current=page]')).waitFor();
    expect(new URL(page.url()).searchParams.get('app')).toBeTruthy();
    const people = page.getByRole('table', { name: say('People of {title}', { title: '全真 GitHub' }) });
    await people.waitFor();
    expect(await people.getByRole('row').count()).toBe(6);
    await row(page, '丘处机').getByText(say('Not in the workspace')).waitFor();
    await row(page, '王处一').getByText(say('No e-mail address: cannot be added')).waitFor();
    await row(page, '马钰').getByText(say('Member')).waitFor();
    // Only those not in and with an address can be picked.
    expect(await row(page, '王处一').getByRole('checkbox').count()).toBe(0);
    expect(await row(page, '马钰').getByRole('checkbox').count()).toBe(0);
    await expectAxeClean(page);
    expect(await page.getByTestId('invitable-count').textContent()).toBe('2');

    // Three picked are one too many for the seats left: nobody is added, and the limit is named.
    await page.getByRole('button', { name: say('Select everyone who can be added') }).click();
    await page.getByRole('button', { name: '添加 3 人' }).click();
    await page.getByRole('alert').getByText(translate('zh-hans', 'memberLimitReached')).waitFor();
    await row(page, '丘处机').getByText(say('Not in the workspace')).waitFor();

    // Two fit: one with an account joins at once, the other at their first sign-in.
    await page.getByRole('checkbox', { name: say('Pick {name}', { name: '郝大通' }) }).uncheck({ force: true });
    await page.getByRole('button', { name: '添加 2 人' }).click();
    await page.getByText(say('{added} added, {pending} will join at their first sign-in', { added: 1, pending: 1 })).waitFor();
    await row(page, '丘处机').getByText(say('Added, joins at first sign-in')).waitFor();
    await row(page, '尹志平').getByText(say('Member')).waitFor();
    await expect.poll(() => page.getByTestId('invitable-count').textContent()).toBe('0');
    // Finding someone in a long list.
    await page.getByRole('searchbox', { name: say('Find people') }).fill('hao@');
    await expect.poll(() => people.getByRole('row').count()).toBe(2);

    // Yuque gives nobody's address: its people are listed, with the way to invite them instead.
    await apps.getByRole('link', { name: '全真语雀' }).click();
    await page.getByRole('table', { name: say('People of {title}', { title: '全真语雀' }) }).waitFor();
    await row(page, '孙不二').getByText(say('No e-mail address: cannot be added')).waitFor();
    await page.getByText(say('Nobody here can be added from {title}: it gives no e-mail address for them.', { title: '全真语雀' })).waitFor();
    await page.getByTestId('no-address-notice').getByRole('link', { name: '邀请链接' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await expectAxeClean(page);

    // In English, and a token the source refuses is told plainly.
    github.tokens.delete('ghp_quanzhen');
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creator.id));
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/addUser/app`);
    await page.getByRole('heading', { name: 'Import members from an app', level: 1 }).waitFor();
    await page.getByText(`The directory of 全真 GitHub could not be read: ${translate('en', 'reauthorizeNeeded')}`).waitFor();
    await page.getByRole('link', { name: 'Check the app’s settings and credentials' }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('link', { name: '全真语雀' }).click();
    await page.getByRole('row', { name: /孙不二/ }).getByText('No e-mail address: cannot be added').waitFor();
    await context.close();
  });

  it('is for admins only', async () => {
    const { workspace } = await createWorkspaceWithCreator(db(), '桃花岛');
    const member = await addMember(db(), workspace.id);
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, member.id);
    await page.goto(`${app.url}/manage/addUser/app`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/403');
    await context.close();
  });
});
