import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { clickShowingProgress, graphqlOperation } from '../support/held-request.ts';
import { escape, say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
const OPERATOR_EMAIL = `ops-${randomBytes(4).toString('hex')}@example.com`;
const OPERATOR_EMAIL_EN = `ops-en-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp({ GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true', BILLING_OPERATORS: `${OPERATOR_EMAIL},${OPERATOR_EMAIL_EN}` }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(userId: string, theme: 'light' | 'dark' = 'light', locale = 'zh-CN'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return { context, page };
}

/**
 * Finds a workspace in a form's picker by what is typed, and picks it by its name from the
 * matches (which show its creator's e-mail and plan); the form then names what was picked.
 */
async function pickWorkspace(page: Page, form: Locator, typed: string, workspace: { id: string; name: string }, shown: { email: string; plan: RegExp }) {
  const input = form.getByRole('combobox', { name: say('Workspace') });
  await input.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(escape(workspace.name)) });
  await option.waitFor();
  expect(await option.innerText()).toContain(shown.email);
  expect(await option.innerText()).toMatch(shown.plan);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await option.click();
  expect(await input.inputValue()).toBe(workspace.name);
  await form.getByText(workspace.id, { exact: false }).waitFor();
}

describe('the operators’ desk, in Chromium', () => {
  it('records a back-office order and a gift for a workspace, finds the order by number and refunds it', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '线下签约公司');
    const { creator: operator } = await createWorkspaceWithCreator(db, '平台运营部');
    await db.update(users).set({ email: OPERATOR_EMAIL }).where(eq(users.id, operator.id));
    const ops = await signedIn(operator.id);
    const page = ops.page;
    // The desk asks for its data in one request: whether the viewer is an operator comes with it.
    const sent: string[] = [];
    page.on('request', (request) => {
      const operation = request.method() === 'POST' && request.url().endsWith('/graphql') ? /"operationName":"(\w+)"/.exec(request.postData() ?? '') : null;
      if (operation) sent.push(operation[1]!);
    });
    await page.goto(`${app.url}/operations`);
    await page.getByRole('heading', { level: 1, name: say('Operations') }).waitFor();
    await page.getByText(say('No transfers wait for confirmation.')).waitFor();
    expect(sent.filter((name) => /operations/i.test(name))).toEqual(['OperationsScreenQuery']);

    // A back-office order: the workspace is required (picked, not typed), and an amount must be yuan.
    await page.getByRole('tab', { name: say('Back-office order') }).click();
    const backOffice = page.getByRole('form', { name: say('Back-office order') });
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    await backOffice.getByText(say('Find the workspace and pick it from the list')).waitFor();
    await backOffice.getByRole('textbox', { name: say('Amount agreed (yuan)') }).fill('12.345');
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    await backOffice.getByText(say('Enter an amount in yuan, with at most two decimals')).waitFor();
    await backOffice.getByRole('textbox', { name: say('Amount agreed (yuan)') }).fill('8000');
    // Typed but not picked is not a workspace.
    await backOffice.getByRole('combobox', { name: say('Workspace') }).fill('线下签约');
    await backOffice.getByRole('button', { name: say('Record the order') }).click();
    await backOffice.getByText(say('Find the workspace and pick it from the list')).waitFor();
    await pickWorkspace(page, backOffice, '线下签约', workspace, { email: creator.email!, plan: say('Free', {}, { exact: false }) });
    await backOffice.getByRole('combobox', { name: say('Item') }).selectOption('ENTERPRISE');
    await backOffice.getByRole('combobox', { name: say('Period') }).selectOption('YEAR');
    await backOffice.getByRole('textbox', { name: say('Note') }).fill('合同 HT-2026-001');
    const record = backOffice.getByRole('button', { name: say('Record the order') });
    await clickShowingProgress(page, record, graphqlOperation('useCreateBackOfficeOrderMutation'), say('Recording the order…'));
    const made = page.getByRole('tabpanel', { name: say('Back-office order') }).getByTestId('found-order');
    await made.getByText('¥8,000.00').first().waitFor();
    await made.getByText('线下签约公司').waitFor();
    const number = (await made.getByRole('heading', { level: 2 }).innerText()).trim();
    expect(number).toMatch(/^\d{8,}/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A gift of extra chats.
    await page.getByRole('tab', { name: say('Gift') }).click();
    const gift = page.getByRole('form', { name: say('Gift') });
    // Found by its creator's e-mail, in another case: the plan the back-office order gave is shown.
    await pickWorkspace(page, gift, creator.email!.toUpperCase(), workspace, { email: creator.email!, plan: say('Enterprise', {}, { exact: false }) });
    await gift.getByRole('combobox', { name: say('Item') }).selectOption('CHATS');
    await gift.getByRole('combobox', { name: say('Period') }).selectOption('MONTH');
    await gift.getByRole('textbox', { name: say('Note') }).fill('新客户体验');
    await clickShowingProgress(page, gift.getByRole('button', { name: say('Give') }), graphqlOperation('useGiftSubscriptionMutation'), say('Giving…'));
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
    await clickShowingProgress(page, dialog.getByRole('button', { name: say('Refund'), exact: true }), graphqlOperation('useRefundOrderMutation'), say('Refunding…'));
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

  it('picks the workspace of a back-office order by its name, and of a gift by an order number, in English and dark', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, 'Harbour Logistics');
    const { creator: operator } = await createWorkspaceWithCreator(db, 'Platform desk');
    await db.update(users).set({ email: OPERATOR_EMAIL_EN, preferredLanguage: 'en', theme: 'dark' }).where(eq(users.id, operator.id));
    const { context, page } = await signedIn(operator.id, 'dark', 'en-US');
    await page.goto(`${app.url}/operations`);
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();

    await page.getByRole('tab', { name: 'Back-office order' }).click();
    const backOffice = page.getByRole('form', { name: 'Back-office order' });
    await backOffice.getByRole('combobox', { name: 'Workspace' }).fill('no such workspace');
    await backOffice.getByText('No workspace’s name, creator’s e-mail or order number holds “no such workspace”.').waitFor();
    await pickWorkspace(page, backOffice, 'harbour LOG', workspace, { email: creator.email!, plan: /\bFree\b/ });
    await backOffice.getByText(new RegExp(`^Picked: created by ${escape(creator.email!)}; Free; ID ${workspace.id}$`)).waitFor();
    await clickShowingProgress(page, backOffice.getByRole('button', { name: 'Record the order' }), graphqlOperation('useCreateBackOfficeOrderMutation'), /^Recording the order…$/);
    const made = page.getByRole('tabpanel', { name: 'Back-office order' }).getByTestId('found-order');
    await made.getByText('Harbour Logistics').waitFor();
    const number = (await made.getByRole('heading', { level: 2 }).innerText()).trim();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The gift's workspace, found by that order's number: now on the team version the order gave.
    await page.getByRole('tab', { name: 'Gift' }).click();
    const gift = page.getByRole('form', { name: 'Gift' });
    await pickWorkspace(page, gift, number, workspace, { email: creator.email!, plan: /\bTeam until\b/ });
    await clickShowingProgress(page, gift.getByRole('button', { name: 'Give' }), graphqlOperation('useGiftSubscriptionMutation'), /^Giving…$/);
    expect(await page.getByRole('tabpanel', { name: 'Gift' }).getByRole('status').innerText()).toMatch(/^Given: /);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
