import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { solidPng } from '../support/png.ts';
import { clickShowingProgress, graphqlOperation } from '../support/held-request.ts';
import { escape, say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  requireBuiltWebApp();
  mailbox = await startMailbox();
  [app, browser] = await Promise.all([startTestApp({ SMTP_URL: mailbox.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mailbox?.close();
});

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

async function signInByEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByRole('textbox', { name: '验证码' }).fill(await mailbox.codeFor(email));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

const manageLink = (page: Page) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '管理' });

/** An invitation link's code, made by the admin behind `cookie`. */
async function invitationCode(cookie: string) {
  const made = await app.graphql<{ createInvitation: { link: string } }>('mutation { createInvitation { ... on CreateInvitationPayload { link } } }', { cookie });
  return made.data!.createInvitation.link.split('/invitation/')[1]!;
}

describe('members, invitations and admins in Chromium', () => {
  for (const [language, locale, theme] of [
    ['zh-hans', 'zh-CN', 'light'],
    ['en', 'en-US', 'dark'],
  ] as const) {
    it(`says that an invited person joined, and lists the apps of the documents they now read (${language})`, async () => {
      const { db } = app.deps.database;
      const name = language === 'en' ? 'Huashan Works' : '华山派';
      const handbook = language === 'en' ? 'Sword Handbook' : '剑法手册';
      const { creator } = await createWorkspaceWithCreator(db, name);
      const creatorCookie = await app.signIn(creator.id);
      // A workspace app open to every member, with a document.
      const files = { authType: 'NONE', protectedPermission: 'MATCH_APP', autoSync: false };
      const appId = await installApp(app, creatorCookie, 'files', { ...files, title: handbook, dataPermission: 'ALL_MEMBERS' });
      await uploadToApp(app, creatorCookie, appId, 'taiji.md', '# Taiji\nSlow and steady.');
      expect((await syncAndWait(app, creatorCookie, appId)).docCount).toBe(1);

      const person = await createUser(db, language === 'en' ? 'Song Qingshu' : '宋青书');
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, person.id));
      const code = await invitationCode(creatorCookie);
      // The CSP would refuse axe's script.
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${app.url}/api/auth/link/${await createSignInLink(db, person.id, new Date(), 5)}`);
      await page.waitForURL(/\/noWorkspace$/);
      await page.goto(`${app.url}/invitation/${code}`);
      await page.getByRole('link', { name: say('Join') }).click();

      // Arrived on the workspace's home, which says what happened.
      await page.waitForURL(/\/home$/);
      const notice = page.getByRole('status').filter({ hasText: say('You joined {workspaceName}', { workspaceName: name }, { exact: false }) });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(say('Its documents are in your search and chat now.', {}, { exact: false }));
      // The documents listed and the apps listed agree: the app the document comes from is there.
      const documents = page.getByRole('region', { name: say('Recently updated documents') });
      await documents.getByText('taiji.md').waitFor();
      expect(await documents.innerText()).toContain(handbook);
      const apps = page.getByRole('region', { name: say('Installed apps') });
      await apps.getByText(handbook, { exact: true }).waitFor();
      expect(await apps.getByText(say('No apps installed yet.')).count()).toBe(0);
      expect(await apps.innerText()).toContain(language === 'en' ? 'Workspace · 1 document' : '工作空间 · 1 篇文档');
      // A member manages none of the workspace's apps: the name opens nothing.
      expect(await apps.getByRole('link', { name: handbook }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Said once: not again on a reload, nor to someone who already belongs and opens the link again.
      await page.reload();
      await documents.getByText('taiji.md').waitFor();
      expect(await notice.count()).toBe(0);
      await page.goto(`${app.url}/invitation/${code}`);
      await page.getByRole('link', { name: say('Open {workspace}', { workspace: name }) }).click();
      await page.waitForURL(/\/home$/);
      await documents.getByText('taiji.md').waitFor();
      expect(await notice.count()).toBe(0);
      await context.close();
    });
  }

  it('invites a new person by link, who joins after the guide, and is made an admin', async () => {
    const { creator } = await createWorkspaceWithCreator(app.deps.database.db, '峨眉派');

    // The creator makes an invitation link and copies it.
    const admin = await browser.newContext({ locale: 'zh-CN' });
    await admin.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const creatorPage = await admin.newPage();
    await signInAs(creatorPage, creator.id);
    await creatorPage.goto(`${app.url}/manage/addUser/invite`);
    await creatorPage.getByRole('heading', { name: '邀请链接', level: 1 }).waitFor();
    await creatorPage.getByRole('spinbutton', { name: say('Valid for (days)') }).fill('31');
    await creatorPage.getByRole('button', { name: say('Create link') }).click();
    await creatorPage.getByText(say('Enter a whole number of days from 1 to 30')).waitFor();
    await creatorPage.getByRole('spinbutton', { name: say('Valid for (days)') }).fill('7');
    await creatorPage.getByRole('button', { name: say('Create link') }).click();
    const linkBox = creatorPage.getByRole('textbox', { name: say('Invitation link') });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);
    await creatorPage.getByRole('button', { name: say('Copy link') }).click();
    await creatorPage.getByRole('tooltip', { name: say('Copied') }).waitFor();
    expect(await creatorPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The list of open links shows the new one, by the first characters of its code.
    const code = new URL(link).pathname.split('/').at(-1)!;
    await creatorPage.getByRole('row', { name: new RegExp(escape(code.slice(0, 6))) }).getByText(say('Valid')).waitFor();

    // An unknown code says so.
    const newcomer = await browser.newContext({ locale: 'zh-CN' });
    const page = await newcomer.newPage();
    await page.goto(`${app.url}/invitation/no-such-code`);
    await page.getByRole('heading', { name: say('This invitation link does not exist'), level: 1 }).waitFor();

    // A new person opens the link: the workspace and who invited, then Join, which needs sign-in first.
    const invitationPath = new URL(link).pathname;
    await page.goto(`${app.url}${invitationPath}`);
    await page.getByRole('heading', { name: '峨眉派', level: 1 }).waitFor();
    expect(await page.getByTestId('invitation-inviter').textContent()).toBe('峨眉派 creator');
    await page.getByRole('link', { name: say('Join') }).click();
    await page.getByRole('heading', { name: '登录知问' }).waitFor();
    expect(new URL(page.url()).searchParams.get('callback_url')).toBe(`${invitationPath}/accept`);
    await signInByEmail(page, 'zhou.zhiruo@example.com');

    // Sign-in sends a new account through the guide; after the profile, it goes on to join.
    await page.getByRole('heading', { name: '欢迎使用知问' }).waitFor();
    await page.getByRole('textbox', { name: '姓名' }).fill('周芷若');
    await page.getByRole('textbox', { name: '用户名' }).fill('zhou.zhiruo');
    await page.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/home');
    await page.getByTestId('workspace-name').filter({ hasText: '峨眉派' }).waitFor();
    await page.getByRole('status').filter({ hasText: '您已加入 峨眉派' }).waitFor();

    // A plain member sees no Manage, and typing its address lands on /403.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    expect(await manageLink(page).count()).toBe(0);
    await page.goto(`${app.url}/manage/users/all`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/403');

    // The creator finds the newcomer in the member list (searching by e-mail) and makes them admin.
    await creatorPage.goto(`${app.url}/manage/users/all`);
    await creatorPage.getByRole('heading', { name: '全部成员', level: 1 }).waitFor();
    const row = creatorPage.getByRole('row', { name: /周芷若/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('zhou.zhiruo@example.com');
    await creatorPage.getByText(say('Total {total}', { total: 2 })).waitFor();
    await creatorPage.getByRole('searchbox').fill('zhou.zhiruo@');
    await expect.poll(() => creatorPage.getByRole('row').count()).toBe(2); // the header and the match
    await creatorPage.getByRole('searchbox').fill('');
    await expect.poll(() => creatorPage.getByRole('row').count()).toBe(3);
    // Nobody acts on the creator, the creator not on themselves, but for linking a DingTalk account.
    await creatorPage.getByRole('row', { name: /峨眉派 creator/ }).getByRole('button').click();
    expect(await creatorPage.getByRole('menuitem').allInnerTexts()).toEqual(['关联钉钉账号…']);
    await creatorPage.keyboard.press('Escape');
    await creatorPage.getByRole('menuitem').first().waitFor({ state: 'hidden' });
    await row.getByRole('button').click();
    await creatorPage.getByRole('menuitem', { name: say('Make admin') }).click();
    await row.getByText(say('Admin')).waitFor();

    // On the admins page: the creator and the new admin.
    await creatorPage.goto(`${app.url}/manage/users/admin`);
    await creatorPage.getByRole('row', { name: /周芷若/ }).waitFor();
    await creatorPage.getByRole('row', { name: /峨眉派 creator/ }).waitFor();

    // The new admin sees Manage after a reload and opens the member list, where the creator is out of reach.
    await page.goto(`${app.url}/home`);
    await manageLink(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/manage\//);
    await page.getByRole('navigation', { name: '管理' }).getByRole('link', { name: '全部成员' }).click();
    await page.getByRole('heading', { name: '全部成员', level: 1 }).waitFor();
    await page.getByRole('row', { name: /峨眉派 creator/ }).waitFor();
    // The admin acts on the creator only to link a DingTalk account.
    await page.getByRole('row', { name: /峨眉派 creator/ }).getByRole('button').click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['关联钉钉账号…']);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });

    // Revoking the link: the landing page says so.
    await creatorPage.goto(`${app.url}/manage/addUser/invite`);
    await creatorPage.getByRole('row', { name: new RegExp(escape(code.slice(0, 6))) }).getByRole('button').click();
    await creatorPage.getByRole('alertdialog').getByRole('button', { name: say('Revoke') }).click();
    await creatorPage.getByText(say('No open invitation links.')).waitFor();
    const visitor = await browser.newContext({ locale: 'zh-CN' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${app.url}${invitationPath}`);
    await visitorPage
      .getByText(say('This invitation link has been revoked. Ask the person who invited you for a new one.'))
      .waitFor();
    expect(await visitorPage.getByRole('link', { name: say('Join') }).count()).toBe(0);

    await Promise.all([admin.close(), newcomer.close(), visitor.close()]);
  });

  it('manages roles and members, adds people by address, and changes the workspace’s look', async () => {
    const { db } = app.deps.database;
    const { creator } = await createWorkspaceWithCreator(db, '明教');
    const wuji = await createUser(db, '张无忌');
    const yinli = await createUser(db, '殷离');
    const cookie = await app.signIn(creator.id);
    const added = await app.graphql<{ addMembers: { added: number } }>(
      'mutation ($contacts: [MemberContactInput!]!) { addMembers(contacts: $contacts) { ... on AddMembersPayload { added } } }',
      { cookie, variables: { contacts: [{ email: wuji.email }, { email: yinli.email }] } },
    );
    expect(added.data?.addMembers.added).toBe(2);

    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, creator.id);

    // A custom role: the name is required; members are picked from a checklist.
    await page.goto(`${app.url}/manage/users/customRole`);
    await page.getByRole('button', { name: say('New role') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(say('Please enter the role name')).waitFor();
    await dialog.getByRole('textbox', { name: say('Role name') }).fill('光明顶');
    await dialog.getByText('张无忌').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    const roleRow = page.getByRole('row', { name: /光明顶/ });
    await roleRow.getByTestId('role-member-names').filter({ hasText: '张无忌' }).waitFor();

    // Filtering members by that role, then removing someone.
    await page.goto(`${app.url}/manage/users/all`);
    await page.getByRole('row', { name: /殷离/ }).waitFor();
    await page.getByRole('combobox', { name: say('Role') }).selectOption({ label: '光明顶' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row', { name: /张无忌/ }).getByText('光明顶').waitFor();
    await page.getByRole('combobox', { name: say('Role') }).selectOption({ index: 0 });
    await page.getByText(say('Total {total}', { total: 3 })).waitFor();
    // Signed in elsewhere, 殷离 is signed out everywhere, and stays a member.
    const yinliCookie = await app.signIn(yinli.id);
    const signedIn = async () => (await app.graphql<{ viewer: unknown }>('{ viewer { user { id } } }', { cookie: yinliCookie })).data!.viewer !== null;
    expect(await signedIn()).toBe(true);
    await page.getByRole('row', { name: /殷离/ }).getByRole('button').click();
    await page.getByRole('menuitem', { name: say('Sign out everywhere…') }).click();
    await page.getByRole('alertdialog', { name: say('Sign {name} out everywhere?', { name: '殷离' }) }).getByRole('button', { name: say('Sign out') }).click();
    await page.getByText(say('{name} was signed out everywhere', { name: '殷离' })).waitFor();
    expect(await signedIn()).toBe(false);
    await page.getByRole('row', { name: /殷离/ }).getByRole('button').click();
    await page.getByRole('menuitem', { name: say('Remove from workspace…') }).click();
    await clickShowingProgress(page, page.getByRole('alertdialog').getByRole('button', { name: say('Remove') }), graphqlOperation('useRemoveMemberMutation'), say('Removing…'));
    await page.getByText(say('Total {total}', { total: 2 })).waitFor();
    expect(await page.getByRole('row', { name: /殷离/ }).count()).toBe(0);

    // Handing the creator role over: the viewer is an admin now, with no hold on the new creator.
    const wujiRow = page.getByRole('row', { name: /张无忌/ });
    await wujiRow.getByRole('button').click();
    await page.getByRole('menuitem', { name: say('Transfer creator role…') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: say('Transfer') }).click();
    await wujiRow.getByText(say('Creator')).waitFor();
    await page.getByRole('row', { name: /明教 creator/ }).getByText(say('Admin')).waitFor();
    await wujiRow.getByRole('button').click();
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['关联钉钉账号…']);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });

    // Adding people by address: bad lines are named, then a summary of who joins when.
    await page.goto(`${app.url}/manage/addUser/add`);
    const before = Number(await page.getByTestId('invitable-count').textContent());
    const contacts = page.getByRole('textbox', { name: say('E-mail addresses or phone numbers') });
    await contacts.fill('not-an-address\n13800000000');
    await page.getByRole('button', { name: '添加成员' }).click();
    await page.getByText(/邮箱格式不正确|Invalid e-mail format/).waitFor();
    await contacts.fill('xiaozhao@example.com\n13800000000');
    await page.getByRole('button', { name: '添加成员' }).click();
    await page.getByText(say('{added} added, {pending} will join at their first sign-in', { added: 0, pending: 2 })).waitFor();
    await expect.poll(async () => Number(await page.getByTestId('invitable-count').textContent())).toBe(before - 2);

    // The workspace's colour and logo change in the header at once; a logo of the wrong size is refused by its field.
    await page.goto(`${app.url}/manage/settings/base`);
    await page.getByRole('radio', { name: say('Green') }).click();
    await page.getByRole('button', { name: '保存' }).click();
    const primary = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-primary').trim().toUpperCase());
    await expect.poll(primary).toBe('#67C23A');
    const squareLogo = page.getByLabel(say('Square logo'), { exact: true }).and(page.locator('input[type=file]'));
    await squareLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(100, 100) });
    await page.getByText(translate('zh-hans', 'logoSquareInvalid')).or(page.getByText(translate('en', 'logoSquareInvalid'))).waitFor();
    await squareLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(105, 105) });
    await expect.poll(() => page.locator('header img').first().getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/api\/files\//);
    await context.close();
  });

  it('pages through the members, ten at a time by default', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '武当派');
    // The free version's limit is 10 members; the team version's 50.
    await db.update(workspaces).set({ version: 'team' }).where(eq(workspaces.id, workspace.id));
    const people = await Promise.all(Array.from({ length: 24 }, (_, i) => createUser(db, `弟子${String(i + 1).padStart(2, '0')}`)));
    const cookie = await app.signIn(creator.id);
    await app.graphql('mutation ($contacts: [MemberContactInput!]!) { addMembers(contacts: $contacts) { __typename } }', {
      cookie,
      variables: { contacts: people.map((person) => ({ email: person.email })) },
    });

    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/users/all`);
    const body = page.getByRole('rowgroup').nth(1);
    const names = () => body.getByRole('row').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    const label = (pageNumber: number, count: number) => page.getByText(say('Page {page} of {count}', { page: pageNumber, count }));
    await page.getByText(say('Total {total}', { total: 25 })).waitFor();
    await label(1, 3).waitFor();
    const first = await names();
    expect(first).toHaveLength(10);
    expect(await page.getByRole('button', { name: say('Previous') }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: say('Next') }).click();
    await label(2, 3).waitFor();
    const second = await names();
    await page.getByRole('button', { name: say('Next') }).click();
    await label(3, 3).waitFor();
    const third = await names();
    expect([second.length, third.length]).toEqual([10, 5]);
    // Every member once, over the three pages.
    expect(new Set([...first, ...second, ...third]).size).toBe(25);
    expect(await page.getByRole('button', { name: say('Next') }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: say('Previous') }).click();
    await label(2, 3).waitFor();
    expect(await names()).toEqual(second);

    // Another page size starts again at page one.
    await page.getByRole('combobox', { name: say('Page size') }).selectOption('20');
    await label(1, 2).waitFor();
    await expect.poll(async () => (await names()).slice(0, 10)).toEqual(first);
    expect(await names()).toHaveLength(20);
    await context.close();
  });

  for (const language of ['zh-hans', 'en'] as const) {
    it(`says who adding by address made a member, who joins at first sign-in, and who was one already (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `昆仑派 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const zhou = await createUser(db, `周芷若 ${language}`);
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
      const page = await context.newPage();
      await signInAs(page, creator.id);
      await page.goto(`${app.url}/manage/addUser/add`);
      const newcomer = `newcomer-${language}@example.com`;
      await page.getByRole('textbox', { name: say('E-mail addresses or phone numbers') }).fill([zhou.email, newcomer, '13900000000', creator.email].join('\n'));
      await page.getByRole('button', { name: say('Add members') }).click();
      const result = page.getByRole('status');
      await result.getByText(say('{added} added, {pending} will join at their first sign-in', { added: 1, pending: 2 })).waitFor();
      // Each line by name where the person has an account, in the order given.
      expect(await result.getByTestId('added-contacts').getByRole('listitem').allInnerTexts()).toEqual([
        say('{who} ({contact}) is a member now', { who: zhou.displayName, contact: zhou.email! }),
        say('{contact} joins at their first sign-in', { contact: newcomer }),
        say('{contact} joins at their first sign-in', { contact: '+86 13900000000' }),
        say('{who} ({contact}) was a member already', { who: creator.displayName, contact: creator.email! }),
      ].map((expected) => expect.stringMatching(expected)));
      await context.close();
    });
  }
});
