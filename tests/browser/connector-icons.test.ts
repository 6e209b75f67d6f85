import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';

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

const db = () => app.deps.database.db;
const TOKEN_INPUT = { authType: 'TOKEN', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(db(), userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

/** Each app store card's name, the mark its icon draws, and the drawing itself. */
async function cards(page: Page) {
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => {
      const icon = article.querySelector('[data-connector-icon]');
      return {
        name: article.getAttribute('aria-label') ?? '',
        mark: icon?.getAttribute('data-connector-icon') ?? null,
        drawing: icon?.querySelector('svg')?.innerHTML ?? '',
        hidden: icon?.getAttribute('aria-hidden') ?? null,
        text: article.textContent ?? '',
      };
    }),
  );
}

describe('connector icons', () => {
  for (const [language, names] of [
    ['zh-hans', { github: 'GitHub', notion: 'Notion', feishu: '飞书', yuque: '语雀', dingtalk: '钉钉知识库', wecom: '企业微信通讯录' }],
    ['en', { github: 'GitHub', notion: 'Notion', feishu: 'Feishu (Lark)', yuque: 'Yuque', dingtalk: 'DingTalk Docs', wecom: 'WeCom directory' }],
  ] as const) {
    it(`gives GitHub, Notion, Feishu, Yuque, DingTalk and WeCom each a mark of its own, without repeating the name (${language})`, async () => {
      const { creator } = await createWorkspaceWithCreator(db(), `Icons ${language}`);
      await db().update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN', bypassCSP: true });
      const page = await context.newPage();
      await signInAs(page, creator.id);
      await page.goto(`${app.url}/manage/datasources/appStore`);
      const found = await cards(page);
      const byMark = new Map(found.map((card) => [card.mark, card]));
      for (const [platform, name] of Object.entries(names)) {
        const card = byMark.get(platform);
        expect(card?.name, platform).toBe(name);
        // Decorative: the name beside it says what it is.
        expect(card?.hidden).toBe('true');
        // The name is said once on its card: no badge repeating it.
        expect(card!.text.split(name).length - 1, name).toBe(1);
      }
      // Six different drawings, none of them the plain one every unknown connector gets.
      const drawings = Object.keys(names).map((platform) => byMark.get(platform)!.drawing);
      expect(new Set(drawings).size).toBe(6);
      expect(found.some((card) => card.mark === 'generic')).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The installed apps show the same mark beside the platform's name.
      const cookie = await app.signIn(creator.id);
      await installApp(app, cookie, 'github', { ...TOKEN_INPUT, title: 'Handbook repos', credentials: { token: 'ghp_x' }, settings: { repositories: ['acme/handbook'] } });
      await installApp(app, cookie, 'yuque', { ...TOKEN_INPUT, title: 'Team books', credentials: { token: 'yq_x' }, settings: { books: ['team/handbook'] } });
      await page.goto(`${app.url}/manage/datasources/installed`);
      await page.getByRole('row', { name: /Handbook repos/ }).locator('[data-connector-icon="github"]').waitFor();
      await page.getByRole('row', { name: /Team books/ }).locator('[data-connector-icon="yuque"]').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
