import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
const OPERATOR_EMAIL = `ops-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp({ GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true', BILLING_OPERATORS: OPERATOR_EMAIL }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(userId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return { context, page };
}

describe('the operators’ desk, in Chromium', () => {
  it('records a back-office order and a gift for a workspace, finds the order by number and refunds it', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '线下签约公司');
    const { creator: operator } = await createWorkspaceWithCreator(db, '平台运营部');
    await db.update(users).set({ email: OPERATOR_EMAIL }).where(eq(users.id, operator.id));
    const ops = await signedIn(operator.id);
    const page = ops.page;
    await page.goto(`${app.url}/operations`);
    await page.getByRole('heading', { level: 1, name: say('Operations') }).waitFor();
    await page.getByText(say('No transfers wait for confirmation.')).waitFor();

    // A back-office order: the workspace is required, and an amount must be yuan.
    await page.getByRole('tab', { name: say('Back-office order') }).click();
    const backOffice = page.getByRole('form', { name: say('Back-office order') });
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    await backOffice.getByText(say('Enter the workspace’s ID')).waitFor();
    await backOffice.getByRole('textbox', { name: say('Workspace ID') }).fill('no-such-workspace');
    await backOffice.getByRole('textbox', { name: say('Amount agreed (yuan)') }).fill('12.345');
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    await backOffice.getByText(say('Enter an amount in yuan, with at most two decimals')).waitFor();
    await backOffice.getByRole('textbox', { name: say('Amount agreed (yuan)') }).fill('8000');
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    expect(await backOffice.getByRole('alert').innerText()).toBe(translate('zh-hans', 'workspaceNotFound'));
    await backOffice.getByRole('textbox', { name: say('Workspace ID') }).fill(workspace.id);
    await backOffice.getByRole('combobox', { name: say('Item') }).selectOption('ENTERPRISE');
    await backOffice.getByRole('combobox', { name: say('Period') }).selectOption('YEAR');
    await backOffice.getByRole('textbox', { name: say('Note') }).fill('合同 HT-2026-001');
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    const made = page.getByRole('tabpanel', { name: say('Back-office order') }).getByTestId('found-order');
    await made.getByText('¥8,000.00').first().waitFor();
    await made.getByText('线下签约公司').waitFor();
    const number = (await made.getByRole('heading', { level: 2 }).innerText()).trim();
    expect(number).toMatch(/^\d{8,}/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A gift of extra chats.
    await page.getByRole('tab', { name: say('Gift') }).click();
    const gift = page.getByRole('form', { name: say('Gift') });
    await gift.getByRole('textbox', { name: say('Workspace ID') }).fill(workspace.id);
    await gift.getByRole('combobox', { name: say('Item') }).selectOption('CHATS');
    await gift.getByRole('combobox', { name: say('Period') }).selectOption('MONTH');
    await gift.getByRole('textbox', { name: say('Note') }).fill('新客户体验');
    await gift.getByRole('button', { name: say('Give') }).click();
    const given = page.getByRole('tabpanel', { name: say('Gift') }).getByRole('status');
    await given.waitFor();
    expect(await given.innerText()).toMatch(/^(?:已赠送：|Given: )/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The workspace's payment page: the enterprise version from the back office, and the gift.
    const admin = await signedIn(creator.id);
    await admin.page.goto(`${app.url}/manage/settings/payment`);
    await admin.page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    expect(await admin.page.getByTestId('billing-version').innerText()).toMatch(say('Enterprise'));
    const subscriptions = admin.page.getByRole('table', { name: say('Subscriptions') });
    await subscriptions.getByRole('row').filter({ hasText: say('Back-office order', {}, { exact: false }) }).getByText(say('In effect')).waitFor();
    await subscriptions.getByRole('row').filter({ hasText: '新客户体验' }).getByText(say('Gift')).waitFor();

    // Found by its number and refunded (a reason is required): the version falls back to free.
    await page.getByRole('tab', { name: say('Find an order') }).click();
    await page.getByRole('textbox', { name: say('Order number') }).fill(number);
    await page.getByRole('button', { name: say('Find'), exact: true }).click();
    const found = page.getByRole('tabpanel', { name: say('Find an order') }).getByTestId('found-order');
    await found.getByRole('button', { name: say('Refund') }).click();
    const dialog = page.getByRole('alertdialog', { name: say('Refund order {number}?', { number }) });
    await dialog.getByRole('button', { name: say('Refund'), exact: true }).click();
    await dialog.getByText(say('Please give a reason')).waitFor();
    await dialog.getByRole('textbox', { name: say('Reason for the refund') }).fill('合同终止');
    await dialog.getByRole('button', { name: say('Refund'), exact: true }).click();
    await page.getByText(say('Refund started')).first().waitFor();
    await found.getByTestId('order-status').getByText(new RegExp(`${say('Refunded').source}|${say('Refunding').source}`)).waitFor();
    await found.getByText('合同终止').first().waitFor();

    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    expect(await admin.page.getByTestId('billing-version').innerText()).toMatch(say('Free'));
    await subscriptions.getByRole('row').filter({ hasText: say('Back-office order', {}, { exact: false }) }).getByText(say('Refunded')).waitFor();
    await ops.context.close();
    await admin.context.close();
  });
});
