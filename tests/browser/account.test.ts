import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { apiPost, clickShowingProgress } from '../support/held-request.ts';
import { say } from '../support/say.ts';
import { READER_DN, READER_PASSWORD, startSlapd, SUFFIX } from '../support/slapd.ts';
import { startFakeWorkplace } from '../support/fake-workplace.ts';
import { freePort } from '../support/free-port.ts';

let app: TestApp;
let browser: Browser;
let mailbox: Mailbox;
let slapd: Awaited<ReturnType<typeof startSlapd>>;
let workplace: Awaited<ReturnType<typeof startFakeWorkplace>>;

/** One person in the company directory. */
const DIRECTORY = `
dn: ou=people,${SUFFIX}
objectClass: organizationalUnit
ou: people

dn: uid=wang.fang,ou=people,${SUFFIX}
objectClass: inetOrgPerson
uid: wang.fang
cn: Wang Fang
sn: Wang
displayName: 王芳
mail: wang.fang@example.com
userPassword: fang-password
`;

beforeAll(async () => {
  requireBuiltWebApp();
  [mailbox, slapd, workplace] = await Promise.all([startMailbox(), startSlapd(DIRECTORY), startFakeWorkplace()]);
  const directory = {
    LDAP_URL: slapd.url,
    LDAP_BIND_DN: READER_DN,
    LDAP_BIND_PASSWORD: READER_PASSWORD,
    LDAP_USER_BASE_DN: `ou=people,${SUFFIX}`,
    LDAP_NAME: '公司账号',
    DINGTALK_OPEN_API_URL: workplace.url,
    DINGTALK_SIGN_IN_CLIENT_ID: workplace.dingtalk.clientId,
    DINGTALK_SIGN_IN_CLIENT_SECRET: workplace.dingtalk.clientSecret,
  };
  // DingTalk sends the browser back to PUBLIC_URL: the app's own address, known before it starts.
  const port = await freePort();
  [app, browser] = await Promise.all([startTestApp({ SMTP_URL: mailbox.url, ...directory, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([mailbox?.close(), slapd?.close(), workplace?.close()]);
});

describe('a new person in Chromium', () => {
  it('signs up, completes the guide, changes e-mail, language and theme, and logs out', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();

    // A signed-out visit to a member page goes to sign-in.
    await page.goto(`${app.url}/accountSetting`);
    await page.getByRole('heading', { name: '登录知问' }).waitFor();
    expect(new URL(page.url()).searchParams.get('callback_url')).toBe('/accountSetting');

    // Bad input is caught before anything is sent.
    await page.getByRole('textbox', { name: '邮箱' }).fill('not-an-email');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('邮箱格式不正确').waitFor();

    // The e-mail/phone tabs answer the arrow keys; each shows its own fields, without old errors.
    await page.getByRole('tab', { name: '邮箱' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: '手机号' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('textbox', { name: '手机号' }).waitFor();
    expect(await page.getByText('邮箱格式不正确').count()).toBe(0);
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: '邮箱' }).evaluate((tab) => tab === document.activeElement)).toBe(true);

    // A wrong code is said once, next to the code (no toast repeating it).
    await page.getByRole('textbox', { name: '邮箱' }).fill('zhao.min@example.com');
    // Each button says what is under way while its request runs.
    await clickShowingProgress(page, page.getByRole('button', { name: '获取验证码' }), apiPost('/auth/code'), /^正在发送…$/);
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByRole('textbox', { name: '验证码' }).fill('000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('验证码错误').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('验证码错误').count()).toBe(1);
    await page.getByRole('textbox', { name: '验证码' }).fill(await mailbox.codeFor('zhao.min@example.com'));
    await clickShowingProgress(page, page.getByRole('button', { name: '登录', exact: true }), apiPost('/auth/sign_in'), /^正在登录…$/);

    // New people pass through the guide first.
    await page.getByRole('heading', { name: '欢迎使用知问' }).waitFor();
    await page.getByRole('textbox', { name: '姓名' }).fill('赵敏');
    await page.getByRole('textbox', { name: '用户名' }).fill('zhao.min');
    await page.getByRole('button', { name: '继续' }).click();
    await page.getByRole('textbox', { name: '公司名称' }).fill('明教科技');
    await page.getByRole('button', { name: '创建工作空间' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await page.getByTestId('workspace-name').filter({ hasText: '明教科技' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /赵敏/ }).waitFor();

    // Account settings from the avatar menu.
    await page.getByRole('button', { name: '账号菜单： 赵敏' }).click();
    await page.getByRole('menuitem', { name: '账号设置' }).click();
    await page.getByRole('heading', { name: '账号设置' }).waitFor();
    expect(await page.getByTestId('current-email').textContent()).toBe('zhao.min@example.com');

    await page.getByRole('button', { name: '更换邮箱' }).click();
    const emailSection = page.getByRole('region', { name: '邮箱' });
    await emailSection.getByRole('textbox', { name: '邮箱' }).fill('min@mingjiao.example');
    await emailSection.getByRole('button', { name: '获取验证码' }).click();
    await emailSection.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await emailSection.getByRole('textbox', { name: '验证码' }).fill('000000');
    await emailSection.getByRole('button', { name: '确认' }).click();
    await emailSection.getByText('验证码错误').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('验证码错误').count()).toBe(1);
    await emailSection.getByRole('textbox', { name: '验证码' }).fill(await mailbox.codeFor('min@mingjiao.example'));
    await emailSection.getByRole('button', { name: '确认' }).click();
    await expect.poll(() => page.getByTestId('current-email').textContent()).toBe('min@mingjiao.example');

    // Language switches the whole page at once.
    await page.getByRole('radio', { name: 'English' }).click({ force: true });
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    // Theme: night, applied at once.
    await page.getByRole('radio', { name: 'Night' }).click({ force: true });
    await expect.poll(() => page.locator('html').getAttribute('class')).toMatch(/\bdark\b/);

    // Both choices are stored on the account (each saved as it is made, in the background).
    const info = () => page.evaluate(async () => (await (await fetch('/api/user/info')).json()).data as Record<string, unknown>);
    await expect.poll(async () => (await info()).theme).toBe('dark');
    expect(await info()).toMatchObject({ preferred_language: 'en', theme: 'dark', email: 'min@mingjiao.example', is_active: true });

    // Log out from the avatar menu: back to sign-in, and the session is gone.
    await page.getByRole('button', { name: 'Account menu: 赵敏' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Zhiwen' }).waitFor();
    const after = await page.evaluate(async () => (await fetch('/api/user/info')).status);
    expect(after).toBe(401);
    await context.close();
  });
});

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

describe('signed-in devices in Chromium', () => {
  for (const { language, locale } of [
    { language: 'zh-hans', locale: 'zh-CN' },
    { language: 'en', locale: 'en-US' },
  ] as const) {
    it(`lists the person’s browsers and signs one out, then every other one (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `设备 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const laptop = await browser.newContext({ locale });
      const phone = await browser.newContext({ locale, userAgent: WECHAT_IPHONE, viewport: { width: 390, height: 844 } });
      const [laptopPage, phonePage] = [await laptop.newPage(), await phone.newPage()];
      await signInAs(phonePage, creator.id);
      await signInAs(laptopPage, creator.id);

      await laptopPage.goto(`${app.url}/accountSetting`);
      const devices = laptopPage.getByRole('region', { name: say('Signed-in devices') });
      const rows = devices.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      // The most recently used first: this laptop, then the phone, each named as people know it.
      await rows.nth(0).getByText(say('This device')).waitFor();
      await rows.nth(1).getByText('WeChat 8 · iOS 17.1').waitFor();

      await devices.getByRole('button', { name: say('Sign out {device}', { device: 'WeChat 8 · iOS 17.1' }) }).click();
      await laptopPage.getByText(say('The device is signed out')).waitFor();
      await expect.poll(() => rows.count()).toBe(1);
      // The phone finds itself signed out at its next step.
      await phonePage.goto(`${app.url}/home`);
      await expect.poll(() => new URL(phonePage.url()).pathname).toBe('/login');

      // Signed in again there, it is signed out with every other browser at once.
      await signInAs(phonePage, creator.id);
      await laptopPage.reload();
      await expect.poll(() => rows.count()).toBe(2);
      await devices.getByRole('button', { name: say('Sign out all other devices') }).click();
      await expect.poll(() => rows.count()).toBe(1);
      expect(await devices.getByRole('button', { name: say('Sign out all other devices') }).count()).toBe(0);
      await phonePage.goto(`${app.url}/home`);
      await expect.poll(() => new URL(phonePage.url()).pathname).toBe('/login');
      await Promise.all([laptop.close(), phone.close()]);
    });
  }
});

describe('the company directory in Chromium', () => {
  it('signs a person in with their directory name and password, saying what is wrong in their language', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    // The directory's tab is named as the server configures it; no code is asked for there.
    await page.getByRole('tab', { name: '公司账号' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'User name' }).waitFor();
    expect(await page.getByRole('button', { name: 'Get code' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter your user name').waitFor();
    await page.getByText('Please enter your password').waitFor();

    await panel.getByRole('textbox', { name: 'User name' }).fill('wang.fang');
    await panel.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The user name or password is wrong').waitFor();

    // In Chinese, the right password signs her up and the guide follows.
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '登录知问' }).waitFor();
    await page.getByRole('tab', { name: '公司账号' }).click();
    await panel.getByRole('textbox', { name: '用户名' }).fill('wang.fang');
    await panel.getByLabel('密码').fill('fang-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guide');
    const info = await page.evaluate(async () => (await (await fetch('/api/user/info')).json()).data);
    expect(info).toMatchObject({ email: 'wang.fang@example.com', display_name: '王芳' });
    await context.close();
  });
});

describe('a workplace app in Chromium', () => {
  it('signs a person in with DingTalk from the sign-in page', async () => {
    workplace.dingtalk.signedIn = { unionId: 'union-li', nick: '李雷', mobile: '13900139222' };
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    // DingTalk's page approves at once here, as it does for someone who scanned its QR code.
    await page.getByRole('link', { name: '使用钉钉登录' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guide');
    const info = await page.evaluate(async () => (await (await fetch('/api/user/info')).json()).data);
    expect(info).toMatchObject({ country_code: '+86', phone: '13900139222', display_name: '李雷' });
    await context.close();
  });
});
