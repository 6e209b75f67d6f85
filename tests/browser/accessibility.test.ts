import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../bff/src/demo/seed.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp } from '../support/apps.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createUser } from '../support/fixtures.ts';
import { sharedPath } from '../support/share-links.ts';

let app: TestApp;
let browser: Browser;
/** The pages of the spec's routes (section 2), by who visits them; ids filled in `beforeAll`. */
let pages: { admin: string[]; newcomer: string[]; homeless: string[]; visitor: string[] };

const FILES = { authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP' };
const CREATE_AGENT = `mutation ($scope: AgentScope!, $input: AgentInput!) {
  createAgent(scope: $scope, input: $input) { __typename ... on AgentPayload { agent { id } } }
}`;

beforeAll(async () => {
  requireBuiltWebApp();
  // The demo creator also operates the platform: the operators' desk is audited with the rest.
  [app, browser] = await Promise.all([startTestApp({ BILLING_OPERATORS: DEMO_EMAIL }), launchBrowser()]);
  const cookie = await app.signIn(await app.demoCreatorId());
  const workspaceApp = await installApp(app, cookie, 'files', { ...FILES, title: '制度汇编', dataPermission: 'ALL_MEMBERS' });
  const personalApp = await installApp(app, cookie, 'files', { ...FILES, title: '我的草稿' }, 'PERSONAL');
  const agent = async (scope: 'WORKSPACE' | 'PERSONAL', name: string) => {
    const input = { name, avatar: '/avatars/avatar-5.svg', scopedToApps: false, ...(scope === 'WORKSPACE' && { visibleRange: 'ALL_MEMBERS' }) };
    const created = await app.graphql<{ createAgent: { agent: { id: string } } }>(CREATE_AGENT, { cookie, variables: { scope, input } });
    return created.data!.createAgent.agent.id;
  };
  const [workspaceAgent, personalAgent] = [await agent('WORKSPACE', '合同助手'), await agent('PERSONAL', '写作助手')];
  const sharePath = await sharedPath(app, cookie, workspaceAgent);
  const wechat = await app.graphql<{ createWechatBot: { wechatBot: { id: string } } }>(
    'mutation { createWechatBot(input: { name: "服务号" }) { ... on WechatBotPayload { wechatBot { id } } } }',
    { cookie },
  );
  const ding = await app.graphql<{ createDingBot: { dingBot: { id: string } } }>(
    'mutation { createDingBot(input: { name: "钉钉助手", appKey: "dingkey1", appSecret: "dingsecret1" }) { ... on DingBotPayload { dingBot { id } } } }',
    { cookie },
  );
  const invitation = await app.graphql<{ createInvitation: { link: string } }>(
    'mutation { createInvitation { ... on CreateInvitationPayload { link } } }',
    { cookie },
  );
  const invitationPath = new URL(invitation.data!.createInvitation.link).pathname;
  const id = encodeURIComponent;
  pages = {
    admin: [
      '/home',
      '/search',
      '/search?q=%E5%88%B6%E5%BA%A6',
      '/accountSetting',
      '/chat',
      '/personal/appStore',
      '/personal/installed',
      '/personal/create?connector=files',
      `/personal/edit/${id(personalApp)}`,
      '/personal/agent',
      '/personal/agent/create',
      `/personal/agent/edit/${id(personalAgent)}`,
      '/manage/datasources/appStore',
      '/manage/datasources/installed',
      '/manage/datasources/create?connector=website',
      `/manage/datasources/edit/${id(workspaceApp)}`,
      '/manage/agent/store',
      '/manage/agent/installed',
      '/manage/agent/create',
      `/manage/agent/edit/${id(workspaceAgent)}`,
      '/manage/users/all',
      '/manage/users/admin',
      '/manage/users/customRole',
      '/manage/addUser/add',
      '/manage/addUser/invite',
      '/manage/addUser/app',
      '/manage/settings/base',
      '/manage/settings/payment',
      '/manage/settings/order',
      '/manage/settings/upgrade',
      '/manage/settings/addon',
      '/manage/settings/accesstoken',
      '/manage/settings/synonyms',
      '/manage/settings/wechat',
      '/manage/settings/wechat/edit/new',
      `/manage/settings/wechat/edit/${id(wechat.data!.createWechatBot.wechatBot.id)}`,
      '/manage/settings/dingbot',
      '/manage/settings/dingbot/edit/new',
      `/manage/settings/dingbot/edit/${id(ding.data!.createDingBot.dingBot.id)}`,
      '/operations',
      `${invitationPath}/accept`,
      '/oauth/data-source/callback/github',
      '/403',
      '/404',
      '/500',
    ],
    // Someone who signed up and has not finished the guide, and someone in no workspace.
    newcomer: ['/guide'],
    homeless: ['/noWorkspace', '/guide'],
    // A public chat link, and one that names nothing (off, replaced or never made).
    visitor: ['/login', invitationPath, '/404', sharePath, `/chat/share/ags_${'0'.repeat(40)}`],
  };
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function contextFor(theme: 'light' | 'dark', userId: string | null): Promise<BrowserContext> {
  // axe is injected as a script, which the app's own CSP rightly refuses.
  const context = await browser.newContext({ locale: 'zh-CN', colorScheme: theme, bypassCSP: true });
  // A visitor's theme is the one this browser last chose (next-themes keeps it).
  if (!userId) {
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    return context;
  }
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/(home|guide|noWorkspace)$/);
  // The theme comes from the account at start-up.
  await page.evaluate(async (t) => {
    await fetch('/api/user/base_info', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ theme: t }) });
  }, theme);
  await page.close();
  return context;
}

/**
 * Pages audited at once in one browser context: most of a page's time is waiting for it to go
 * quiet, which several pages can do side by side.
 */
const PAGES_AT_ONCE = 3;

/** Audits each page: no serious or critical axe violation, and one level-one heading. Problems come in the paths' order. */
async function audit(context: BrowserContext, theme: 'light' | 'dark', paths: string[]) {
  const found: string[][] = [];
  let next = 0;
  const tab = async () => {
    const page = await context.newPage();
    while (next < paths.length) {
      const at = next++;
      found[at] = await auditPage(page, theme, paths[at]!);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, paths.length) }, tab));
  return found.flat();
}

async function auditPage(page: Page, theme: 'light' | 'dark', path: string) {
  const problems: string[] = [];
  await page.goto(`${app.url}${path}`);
  // A page without a level-one heading is reported below, with the others' problems. (Generous:
  // on a loaded machine a page's code may take a while.)
  await page.locator('h1').first().waitFor({ timeout: 30_000 }).catch(() => {});
  // The account's theme is applied once the viewer is read: on a loaded machine, after the first paint.
  const themed = await expect
    .poll(async () => (await page.locator('html').getAttribute('class')) ?? '', { timeout: 10_000 })
    .toContain(theme)
    .then(() => true, () => false);
  if (!themed) problems.push(`${path}: not in the ${theme} theme`);
  // Let what loads after the first paint (results, lists, menus' code) arrive.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  problems.push(...(await seriousA11yViolations(page)).map((p) => `${path}: ${p}`));
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${path}: ${headings} level-one headings`);
  return problems;
}

describe('accessibility (axe-core: no serious or critical violations, one h1 a page)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`holds on every route of the spec in the ${theme} theme`, async () => {
      const { db } = app.deps.database;
      const newcomer = await createUser(db, '新人');
      await db.update(users).set({ isActive: false }).where(eq(users.id, newcomer.id));
      const homeless = await createUser(db, '无工作区');

      const problems: string[] = [];
      for (const [who, userId] of [
        ['admin', await app.demoCreatorId()],
        ['newcomer', newcomer.id],
        ['homeless', homeless.id],
        ['visitor', null],
      ] as const) {
        const context = await contextFor(theme, userId);
        problems.push(...(await audit(context, theme, pages[who])));
        await context.close();
      }
      expect(problems).toEqual([]);
      // Some 45 screens, each loaded and audited: longer than a single flow on a busy machine.
    }, 600_000);
  }
});
