import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

/**
 * An admin configures each bot on its settings screens, copies what goes into the platform's
 * console, sends a test message through the bot's real callback and sees the agent's answer;
 * then deletes it. In both languages and themes, axe-clean at each step.
 */
let app: TestApp;
let browser: Browser;
let model: FakeModel;

const ANSWER = ['灯塔', '每晚', '亮灯'];

beforeAll(async () => {
  requireBuiltWebApp();
  [model, browser] = await Promise.all([startFakeModel({ kind: 'stream', tokens: ANSWER }), launchBrowser()]);
  app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.close();
});

const CREATE_AGENT = `mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } } } }`;

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

const CASES = [
  { language: 'zh-hans', locale: 'zh-CN', theme: 'light' },
  { language: 'en', locale: 'en-US', theme: 'dark' },
] as const;

describe('bot settings in Chromium', () => {
  for (const { language, locale, theme } of CASES) {
    it(`configures a WeChat bot and a DingTalk bot, and sees each answer its test message (${language}, ${theme} theme)`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `机器人 ${language}`);
      await db.update(users).set({ preferredLanguage: language, theme }).where(eq(users.id, creator.id));
      const cookie = await app.signIn(creator.id);
      const agentName = `灯塔助手 ${language}`;
      const agent = await app.graphql(CREATE_AGENT, { cookie, variables: { input: { name: agentName, avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS' } } });
      expect(agent.errors).toBeUndefined();

      // axe is injected as a script, which the app's own CSP rightly refuses.
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      const page = await context.newPage();
      await signInAs(page, creator.id);

      // WeChat: the empty list, then a new bot.
      await page.goto(`${app.url}/manage/settings/wechat`);
      await page.getByRole('heading', { level: 1, name: say('WeChat Official Account bots') }).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain(theme);
      await page.getByText(say('No WeChat bots yet.')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: say('New WeChat bot') }).click();
      await page.getByRole('heading', { level: 1, name: say('New WeChat bot') }).waitFor();
      // A name is needed: the server says so next to the field.
      await page.getByRole('button', { name: say('Create') }).click();
      await page.getByText(translate(language, 'botNameRequired')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A bot's name is a thing's name (名称), not a person's (姓名).
      await page.getByRole('textbox', { name: say('Name', {}, { context: 'bot' }) }).fill('灯塔服务号');
      await page.getByRole('textbox', { name: say('Original ID') }).fill('gh_0123456789ab');
      await page.getByRole('textbox', { name: say('AppID') }).fill('wx0123456789abcdef');
      await page.getByLabel(say('AppSecret', {}, { exact: false })).fill('wechat-app-secret-1');
      await page.getByRole('combobox', { name: say('Bound agent') }).selectOption({ label: agentName });
      await page.getByRole('textbox', { name: say('Default reply') }).fill('请先绑定账号');
      await page.getByRole('button', { name: say('Create') }).click();

      // Its own page: exactly what goes into WeChat's console, made for it.
      await page.getByRole('heading', { level: 1, name: say('Edit WeChat bot') }).waitFor();
      const url = await page.getByTestId('wechat-callback-url').innerText();
      expect(url).toMatch(/^http:\/\/[^/]+\/.+/);
      expect(await page.getByTestId('wechat-token').innerText()).toMatch(/^[A-Za-z0-9]{3,32}$/);
      expect(await page.getByTestId('wechat-aes-key').innerText()).toMatch(/^[A-Za-z0-9]{43}$/);
      await page.getByTestId('wechat-mode').getByText(say('Safe mode (recommended). Plaintext and compatible modes work too.')).waitFor();
      await page.getByRole('button', { name: say('Copy') }).first().click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      // The secret is write-only: the field is empty, and says one is saved.
      expect(await page.getByLabel(say('AppSecret', {}, { exact: false })).inputValue()).toBe('');
      expect(await page.getByLabel(say('AppSecret', {}, { exact: false })).getAttribute('placeholder')).toMatch(say('saved — enter a new one to replace'));
      expect(await page.getByRole('combobox', { name: say('Bound agent') }).inputValue()).not.toBe('');

      await page.getByRole('textbox', { name: say('Test message') }).fill('灯塔什么时候亮灯？');
      await page.getByRole('button', { name: say('Send test message') }).click();
      await expect.poll(() => page.getByTestId('bot-test-reply').innerText(), { timeout: 30_000 }).toContain(ANSWER.join(''));
      // Away from the button just pressed: axe would judge it mid-way through its hover transition.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The question went to the bound agent's model.
      expect(model.requests.at(-1)!.messages.at(-1)!.content).toBe('灯塔什么时候亮灯？');

      // Listed, then deleted.
      await page.getByRole('link', { name: say('Back to the list') }).click();
      const row = page.getByRole('row').filter({ hasText: '灯塔服务号' });
      await row.getByText(agentName).waitFor();
      await row.getByText(say('Active')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await row.getByRole('button', { name: say('Delete {name}', { name: '灯塔服务号' }) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: say('Delete') }).click();
      await page.getByText(say('No WeChat bots yet.')).waitFor();

      // DingTalk: the same way.
      await page.goto(`${app.url}/manage/settings/dingbot`);
      await page.getByRole('heading', { level: 1, name: say('DingTalk bots') }).waitFor();
      await page.getByText(say('No DingTalk bots yet.')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: say('New DingTalk bot') }).click();
      await page.getByRole('heading', { level: 1, name: say('New DingTalk bot') }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: say('Name', {}, { context: 'bot' }) }).fill('灯塔钉钉');
      await page.getByRole('textbox', { name: say('AppKey') }).fill('dingabc123');
      await page.getByLabel(say('AppSecret', {}, { exact: false })).fill('ding-app-secret-1');
      await page.getByRole('combobox', { name: say('Bound agent') }).selectOption({ label: agentName });
      await page.getByRole('textbox', { name: say('Reply text') }).fill('只能回答文字消息');
      await page.getByRole('button', { name: say('Create') }).click();

      await page.getByRole('heading', { level: 1, name: say('Edit DingTalk bot') }).waitFor();
      const receiveUrl = await page.getByTestId('ding-receive-url').innerText();
      expect(receiveUrl).toMatch(/^http:\/\/[^/]+\/.+/);
      await page.getByRole('button', { name: say('Copy') }).first().click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(receiveUrl);
      await page.getByRole('textbox', { name: say('Test message') }).fill('灯塔什么时候亮灯？');
      await page.getByRole('button', { name: say('Send test message') }).click();
      await expect.poll(() => page.getByTestId('bot-test-reply').innerText(), { timeout: 30_000 }).toContain(ANSWER.join(''));
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // An edit is kept: the reply text, after a reload.
      await page.getByRole('textbox', { name: say('Reply text') }).fill('请发送文字');
      await page.getByRole('button', { name: say('Save') }).click();
      await page.getByText(say('Saved')).first().waitFor();
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: say('Reply text') }).inputValue()).toBe('请发送文字');

      await page.getByRole('link', { name: say('Back to the list') }).click();
      const dingRow = page.getByRole('row').filter({ hasText: '灯塔钉钉' });
      await dingRow.getByText('dingabc123').waitFor();
      await dingRow.getByRole('button', { name: say('Delete {name}', { name: '灯塔钉钉' }) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: say('Delete') }).click();
      await page.getByText(say('No DingTalk bots yet.')).waitFor();
      await context.close();
    });
  }
});
