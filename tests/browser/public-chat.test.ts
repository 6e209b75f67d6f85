import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFeedback } from '../../bff/src/chat/tables.ts';
import { forgetIdleVisitorConversations } from '../../bff/src/chat/visitor-retention.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

/**
 * An admin turns an agent's public chat link on from its edit page; a browser that never signed
 * in opens the link, asks, and sees the answer citing a public document by its public link; the
 * link turned off, the same browser is told plainly the chat is not available.
 */
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

/** The browser's titles of the pages a visitor reaches: each page's own name, then the product's. */
const TITLES = {
  'zh-hans': {
    product: '知问',
    signIn: '登录',
    unavailable: '该对话链接不可用',
    errors: { '/403': '无权访问', '/404': '页面不存在', '/500': '服务器错误', '/oauth/data-source/callback/github': '缺少授权码' },
  },
  en: {
    product: 'Zhiwen',
    signIn: 'Sign in',
    unavailable: 'This chat link is not available',
    errors: { '/403': 'No access', '/404': 'Page not found', '/500': 'Server error', '/oauth/data-source/callback/github': 'Authorization code missing' },
  },
} as const;

describe('public chat links in Chromium', () => {
  for (const { language, locale, theme } of CASES) {
    it(`shares an agent by a link that anyone can chat with, until it is turned off (${language}, ${theme} theme)`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `公开 ${language}`);
      await db.update(users).set({ preferredLanguage: language, theme }).where(eq(users.id, creator.id));
      const cookie = await app.signIn(creator.id);
      const files = await installApp(app, cookie, 'files', {
        title: '港口手册',
        authType: 'NONE',
        dataPermission: 'ALL_MEMBERS',
        protectedPermission: 'PUBLIC',
        autoSync: false,
      });
      await uploadToApp(app, cookie, files, 'harbour.md', '---\ntitle: Harbour handbook\n---\n\n# Lighthouse\n\nThe lighthouse keeper lights the lamp at dusk.\n');
      await waitForRun(app, cookie, files);
      const created = await app.graphql<{ createAgent: { agent: { id: string } } }>(CREATE_AGENT, {
        cookie,
        variables: {
          input: {
            name: `港口助手 ${language}`,
            avatar: '/avatars/avatar-5.svg',
            visibleRange: 'ALL_MEMBERS',
            openingMessage: 'Ask me anything about the harbour.',
            suggestedQuestions: ['When does the lighthouse keeper light the lamp?', 'Who keeps the harbour?'],
          },
        },
      });
      const agentId = created.data!.createAgent.agent.id;

      // The admin turns the link on from the agent's page.
      const adminContext = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const admin = await adminContext.newPage();
      await signInAs(admin, creator.id);
      await admin.goto(`${app.url}/manage/agent/edit/${encodeURIComponent(agentId)}`);
      const section = admin.getByRole('region', { name: say('Public chat link') });
      await section.waitFor();
      expect(await section.getByRole('checkbox', { name: say('Share by link') }).isChecked()).toBe(false);
      await section.getByText(say('Share by link')).click();
      const linkField = section.getByRole('textbox', { name: say('Public chat link') });
      await linkField.waitFor();
      const link = await linkField.inputValue();
      expect(link).toMatch(/\/chat\/share\/ags_[0-9a-f]{40}$/);
      // The chat bubble for the workspace's own site: a bad address is named, a good one saved, the snippet shown.
      const sites = section.getByRole('textbox', { name: say('Sites allowed to show it') });
      await sites.fill('www.example.com');
      await section.getByRole('button', { name: say('Save the bubble') }).click();
      await section.getByText(language === 'en' ? 'Enter site addresses such as https://www.example.com (no path)' : '请填写网站地址，如 https://www.example.com（不含路径）').waitFor();
      await sites.fill('https://www.example.com');
      await section.getByRole('button', { name: say('Save the bubble') }).click();
      await admin.getByText(say('Saved')).first().waitFor();
      expect(await section.getByTestId('embed-snippet').innerText()).toContain(`/embed.js" data-chat="${link.split('/').at(-1)}"`);
      expect(await seriousA11yViolations(admin)).toEqual([]);

      // Anyone with the link, never signed in.
      const visitorContext = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const visitor = await visitorContext.newPage();
      // The link as configured (PUBLIC_URL), opened on this test server.
      await visitor.goto(`${app.url}${new URL(link).pathname}`);
      await visitor.getByRole('heading', { level: 1, name: `港口助手 ${language}` }).waitFor();
      // A visitor has no account theme: the page follows the system's preference.
      await expect.poll(() => visitor.locator('html').getAttribute('class')).toContain(theme);
      const titles = TITLES[language];
      await expect.poll(() => visitor.title()).toBe(`港口助手 ${language} · ${titles.product}`);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      // A visitor reads it in the other language at the press of the switch, and back.
      const question = { en: 'Your question', 'zh-hans': '您的问题' };
      const otherLanguage = language === 'en' ? 'zh-hans' : 'en';
      await visitor.getByRole('button', { name: otherLanguage === 'en' ? /English/ : /中文/ }).click();
      await visitor.getByRole('textbox', { name: question[otherLanguage], exact: true }).waitFor();
      await visitor.getByRole('button', { name: language === 'en' ? /English/ : /中文/ }).click();
      await visitor.getByRole('textbox', { name: question[language], exact: true }).waitFor();
      // The agent opens the conversation; a suggested question is asked with a click.
      await visitor.getByRole('log').getByText('Ask me anything about the harbour.').waitFor();
      const suggestions = visitor.getByRole('list', { name: say('Suggested questions') });
      await suggestions.getByRole('button', { name: 'When does the lighthouse keeper light the lamp?' }).click();
      await expect.poll(() => suggestions.count()).toBe(0);
      const source = visitor.getByRole('log').getByRole('link', { name: 'Harbour handbook' }).last();
      await source.waitFor({ timeout: 30_000 });
      expect(await source.getAttribute('href')).toMatch(/^\/public\/document\/[A-Za-z0-9_-]{43}$/);
      await visitor.getByRole('log').getByText(/dusk/).first().waitFor();
      await visitor.mouse.move(0, 0);
      await visitor.waitForTimeout(300);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      // The visitor says the answer did not help, and why.
      await visitor.getByRole('button', { name: say('Not helpful') }).click();
      await visitor.getByRole('group', { name: say('What went wrong?') }).getByText(say('Outdated')).click();
      await visitor.getByRole('textbox', { name: say('Comment (optional)') }).fill('The lamp is lit earlier now.');
      await visitor.getByRole('button', { name: say('Send feedback') }).click();
      await visitor.getByText(say('Thanks for the feedback')).waitFor();
      expect(await visitor.getByRole('button', { name: say('Not helpful') }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await db.select().from(answerFeedback)).filter((f) => f.comment === 'The lamp is lit earlier now.').map((f) => [f.vote, f.reasons])).toContainEqual(['down', ['outdated']]);
      // The cited document opens for the visitor, as any public document does.
      const href = (await source.getAttribute('href'))!;
      const opened = await visitorContext.newPage();
      await opened.goto(`${app.url}${href}`);
      await opened.getByRole('heading', { level: 1, name: 'Harbour handbook' }).waitFor();
      // In the system's theme, under the product's name, and in the other language at the switch.
      await expect.poll(() => opened.locator('html').getAttribute('class')).toContain(theme);
      await opened.getByTestId('product-brand').getByText(say('Zhiwen')).waitFor();
      const updated = { en: /^Updated /, 'zh-hans': /^更新于/ };
      expect(await opened.getByText(updated[language]).count()).toBe(1);
      expect(await seriousA11yViolations(opened)).toEqual([]);
      await opened.getByRole('button', { name: otherLanguage === 'en' ? /English/ : /中文/ }).click();
      await opened.getByText(updated[otherLanguage]).waitFor();
      await opened.getByRole('button', { name: language === 'en' ? /English/ : /中文/ }).click();
      await opened.getByText(updated[language]).waitFor();
      await expect.poll(() => opened.title()).toBe(`Harbour handbook · ${titles.product}`);
      // The sign-in page follows the system's theme too.
      await opened.goto(`${app.url}/login`);
      await opened.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => opened.locator('html').getAttribute('class')).toContain(theme);
      await expect.poll(() => opened.title()).toBe(`${titles.signIn} · ${titles.product}`);
      // The error pages and a data-source app's authorization callback are named too.
      for (const [path, title] of Object.entries(titles.errors)) {
        await opened.goto(`${app.url}${path}`);
        await opened.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => opened.title(), { message: path }).toBe(`${title} · ${titles.product}`);
      }
      // The conversation is deleted after its retention, with the tab still open: the next question starts anew.
      expect(await forgetIdleVisitorConversations(db, new Date(Date.now() + 31 * 86_400_000), 30)).toBeGreaterThan(0);
      const cited = await visitor.getByRole('log').getByRole('link', { name: 'Harbour handbook' }).count();
      await visitor.getByRole('textbox', { name: say('Your question') }).fill('And what does the lighthouse keeper do?');
      await visitor.getByRole('button', { name: say('Send') }).click();
      await visitor.getByRole('log').getByText('And what does the lighthouse keeper do?').waitFor();
      await expect.poll(() => visitor.getByRole('log').getByRole('link', { name: 'Harbour handbook' }).count()).toBeGreaterThan(cited);
      expect(await visitor.getByRole('textbox', { name: say('Your question') }).inputValue()).toBe('');

      // Off: the same link now says plainly that the chat is not available.
      await section.getByText(say('Share by link')).click();
      await section.getByText(say('The link is off: whoever opens it is told the chat is not available.')).waitFor();
      await visitor.reload();
      await visitor.getByRole('heading', { level: 1, name: say('This chat link is not available') }).waitFor();
      await expect.poll(() => visitor.title()).toBe(`${titles.unavailable} · ${titles.product}`);
      expect(await visitor.getByRole('textbox', { name: say('Your question') }).count()).toBe(0);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      await Promise.all([adminContext.close(), visitorContext.close()]);
    });
  }
});
