import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription } from '../../bff/src/billing/subscriptions.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { usageRecords } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  // Not held to persisted operations: the test asks for billing's data with queries of its own.
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

const BILLING_PATHS = ['/manage/settings/payment', '/manage/settings/order', '/manage/settings/upgrade', '/manage/settings/addon'];

describe('billing is for admins and creators only, in Chromium', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    it(`a member never sees billing: no menu, every page refused, the data refused (${locale})`, async () => {
      const { db } = app.deps.database;
      const { workspace } = await createWorkspaceWithCreator(db, `成员看不到账单 ${locale}`);
      const member = await addMember(db, workspace.id, 1);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await signInAs(page, member.id);

      // No way in from the header: neither the manage section nor the operators' desk.
      const main = page.getByRole('navigation', { name: say('Main') });
      await main.getByRole('link', { name: say('Search') }).waitFor();
      expect(await main.getByRole('link', { name: say('Manage') }).count()).toBe(0);
      expect(await main.getByRole('link', { name: say('Operations') }).count()).toBe(0);

      // Typed in: each billing page and the operations desk go to /403, and none of their words show.
      for (const path of [...BILLING_PATHS, '/operations']) {
        await page.goto(`${app.url}${path}`);
        await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe('/403');
        expect(await page.getByText(say('Payment overview')).count()).toBe(0);
      }

      // The data behind them is refused too, asked for with the member's own session.
      const answers = await page.evaluate(async () => {
        const ask = async (query: string) => {
          const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
          return (await response.json()) as { data?: unknown; errors?: unknown[] };
        };
        return Promise.all([
          ask('{ viewer { currentWorkspace { name billing { version } } } }'),
          ask('{ viewer { currentWorkspace { name orders(first: 10) { totalCount } } } }'),
          ask('{ viewer { isOperator } operations { pendingTransfers(first: 10) { totalCount } } }'),
        ]);
      });
      const [billing, orders, operations] = answers;
      // The workspace itself is theirs to read; its billing and orders are not.
      for (const answer of [billing, orders]) {
        expect(answer!.errors?.length ?? 0).toBeGreaterThan(0);
        expect(JSON.stringify(answer!.data ?? null)).not.toMatch(/version|totalCount/);
      }
      expect(operations).toEqual({ data: { viewer: { isOperator: false }, operations: null } });
      await context.close();
    });
  }

  it('an admin who is no platform operator sees billing, and its quota guidance, but not the operations desk', async () => {
    const { db } = app.deps.database;
    const { workspace } = await createWorkspaceWithCreator(db, '管理员不是运营');
    const admin = await addMember(db, workspace.id, 2);
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, admin.id);
    await page.goto(`${app.url}/manage/settings/payment`);
    await page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    const menu = page.getByRole('navigation', { name: say('Manage') });
    expect(await menu.getByRole('link', { name: say('Payment overview') }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('navigation', { name: say('Main') }).getByRole('link', { name: say('Operations') }).count()).toBe(0);
    await page.goto(`${app.url}/operations`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/403');

    // Today's chats used up: the payment page offers an add-on and invitations, not "ask the admin".
    expect(await page.getByTestId('quota-guidance').count()).toBe(0);
    await db.insert(usageRecords).values({ workspaceId: workspace.id, userId: null, type: 'chat', count: 100_000 });
    await page.goto(`${app.url}/manage/settings/payment`);
    const guidance = page.getByTestId('quota-guidance');
    await guidance.waitFor();
    await page.getByText(say('Today’s chats are used up.')).waitFor();
    expect(await guidance.getByRole('link', { name: say('Buy add-ons') }).getAttribute('href')).toBe('/manage/settings/addon');
    expect(await guidance.getByRole('link', { name: say('Create an invitation link') }).getAttribute('href')).toBe('/manage/addUser/invite');
    await guidance.getByText(/^(每有一人通过邀请加入，工作空间即可获得 200 次免费对话。|Each person who joins by invitation earns the workspace 200 free chats\.)$/).waitFor();
    expect(await guidance.getByText(say('Contact the admin')).count()).toBe(0);
    await context.close();
  });
});

describe('the chats chart after an upgrade, in Chromium', () => {
  for (const [locale, theme] of [['zh-CN', 'light'], ['en-US', 'dark']] as const) {
    it(`keeps the chats readable when the daily limit grows far above them (${locale})`, async () => {
      const { db } = app.deps.database;
      const { workspace, creator } = await createWorkspaceWithCreator(db, `图表刻度 ${locale}`);
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      // The free version's 100 a day, and days that come near it.
      await db.insert(usageRecords).values(
        [[5, 60], [3, 80], [1, 40]].map(([days, count]) => ({ workspaceId: workspace.id, userId: null, type: 'chat' as const, count, createdAt: daysAgo(days!) })),
      );
      // axe is injected as a script, which the app's own CSP rightly refuses.
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      await signInAs(page, creator.id);
      const chart = page.getByTestId('chart-chats');
      const bars = chart.locator('.recharts-bar-rectangle path');
      const tallestBar = async () => Math.max(...(await Promise.all((await bars.all()).map(async (bar) => (await bar.boundingBox())?.height ?? 0))));
      const drawing = async () => (await chart.locator('svg.recharts-surface').boundingBox())!.height;
      const open = async () => {
        await page.goto(`${app.url}/manage/settings/payment`);
        await page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
        await expect.poll(() => bars.count()).toBe(3);
      };

      // Near the limit: the limit is drawn as a line within the scale.
      await open();
      const limitLine = chart.locator('.recharts-reference-line-line');
      await expect.poll(() => limitLine.count()).toBe(1);
      expect(await chart.getByTestId('chart-chats-limit-note').count()).toBe(0);

      // An upgrade to 20,000 a day: the bars keep their height, and the limit is named above them.
      await grantSubscription(db, {
        workspaceId: workspace.id,
        item: 'enterprise',
        period: 'year',
        periods: 1,
        quantity: 0,
        source: 'gift',
        orderId: null,
        name: 'Enterprise',
        detail: 'chart test',
        now: new Date(),
      });
      await open();
      expect(await tallestBar()).toBeGreaterThan((await drawing()) / 2);
      const note = chart.getByTestId('chart-chats-limit-note');
      expect(await note.innerText()).toMatch(say('Limit: {shownLimit} a day (off the scale)', { shownLimit: '20,000' }));
      expect(await limitLine.count()).toBe(0);
      expect(await chart.locator('figcaption').innerText()).toMatch(/20,000/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
