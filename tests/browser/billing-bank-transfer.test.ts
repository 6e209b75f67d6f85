import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { clickShowingProgress, graphqlOperation, type HeldRequest } from '../support/held-request.ts';
import { LAPTOP, SMALL_LAPTOP, whereSeen } from '../support/in-view.ts';
import { solidPng } from '../support/png.ts';
import { escape, say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
// Operators by e-mail, as BILLING_OPERATORS lists them (matched whatever the case).
const OPERATOR_EMAIL = `ops-${randomBytes(4).toString('hex')}@example.com`;
const SECOND_OPERATOR_EMAIL = `desk-${randomBytes(4).toString('hex')}@example.com`;
const ACCOUNT = { name: '知问科技有限公司', bank: '招商银行北京分行', number: '6214830100001234' };
const YUAN = /^-?¥\d{1,3}(,\d{3})*\.\d{2}$/;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([
    startTestApp({
      // As a cautious deployment runs: the web app sends only its persisted operations.
      GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true',
      BILLING_OPERATORS: `${OPERATOR_EMAIL}, ${SECOND_OPERATOR_EMAIL}`,
      BANK_TRANSFER_ACCOUNT_NAME: ACCOUNT.name,
      BANK_TRANSFER_BANK_NAME: ACCOUNT.bank,
      BANK_TRANSFER_ACCOUNT_NUMBER: ACCOUNT.number,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(userId: string, theme: 'light' | 'dark', locale: string, viewport = LAPTOP): Promise<{ context: BrowserContext; page: Page }> {
  // axe is injected as a script, which the app's own CSP rightly refuses.
  const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true, viewport });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return { context, page };
}

const RECEIPT_UPLOAD: HeldRequest = { url: '**/api/billing/orders/*/receipt', matches: (request) => request.method() === 'POST' };

const planValue = (page: Page, key: string) => page.getByTestId(`billing-${key}`).innerText();

describe('buying an upgrade by bank transfer, in Chromium', () => {
  it('an admin orders, transfers and uploads the receipt; an operator confirms; the version, expiry and limits change', async () => {
    const { db } = app.deps.database;
    const { creator } = await createWorkspaceWithCreator(db, '转账公司');
    await db.update(users).set({ preferredLanguage: 'zh-hans', theme: 'light' }).where(eq(users.id, creator.id));
    // The platform's operator works in a workspace of their own, not the buyer's.
    const { creator: operator } = await createWorkspaceWithCreator(db, '平台运营部');
    await db.update(users).set({ email: OPERATOR_EMAIL }).where(eq(users.id, operator.id));

    // The payment overview: the free version, usage against its limits, no orders yet.
    const admin = await signedIn(creator.id, 'light', 'zh-CN');
    const page = admin.page;
    await page.goto(`${app.url}/manage/settings/payment`);
    await page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    expect(await planValue(page, 'version')).toMatch(say('Free'));
    expect(await planValue(page, 'expires')).toMatch(say('Does not expire'));
    const membersBefore = await page.getByTestId('usage-members').innerText();
    await page.getByText(say('No orders yet.')).waitFor();
    await page.getByTestId('chart-chats').locator('svg').first().waitFor();
    // Each chart says its count in words, through the language's plural forms.
    expect(await page.getByTestId('chart-members').locator('figcaption').innerText()).toMatch(/^这段时间新增 \d+ 名成员。$/);
    expect(await page.getByTestId('chart-documents').locator('figcaption').innerText()).toMatch(/^这段时间同步 \d+ 份文档。$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Upgrade: the hidden page lights up "Orders" in the menu.
    await page.getByRole('link', { name: say('Upgrade or renew') }).first().click();
    await page.getByRole('heading', { level: 1, name: say('Upgrade or renew') }).waitFor();
    const menu = page.getByRole('navigation', { name: say('Manage') });
    expect(await menu.getByRole('link', { name: say('Orders') }).getAttribute('aria-current')).toBe('page');
    await page.getByText(say('Team'), { exact: true }).click();
    await page.getByRole('combobox', { name: say('Period') }).selectOption('YEAR');
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    expect(await total.innerText()).toMatch(YUAN);
    const price = await total.innerText();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Each step's button is on screen as it comes, on a laptop's screen: no scrolling to find it.
    const placeOrder = page.getByRole('button', { name: say('Place the order') });
    await expect.poll(() => whereSeen(placeOrder)).toBe('in view');
    await clickShowingProgress(page, placeOrder, graphqlOperation('useCreateOrderMutation'), say('Placing the order…'));

    // Pay: Alipay is not set up on this server; bank transfer shows the account and the code.
    await page.getByTestId('amount-to-pay').waitFor();
    expect(await page.getByTestId('amount-to-pay').innerText()).toBe(price);
    // What works is chosen already, and the step names the order it pays.
    expect(await page.getByRole('radio', { name: say('Bank transfer') }).isChecked()).toBe(true);
    expect(await page.getByTestId('pay-order-number').innerText()).toMatch(/^\d{8,}$/);
    await expect.poll(() => whereSeen(page.getByRole('button', { name: say('Pay by bank transfer') }))).toBe('in view');
    await page.getByText(say('Alipay'), { exact: true }).click();
    const alipayButton = page.getByRole('button', { name: say('Alipay is not configured') });
    expect(await alipayButton.isDisabled()).toBe(true);
    await page.getByText(say('Bank transfer'), { exact: true }).click();
    const payByTransfer = page.getByRole('button', { name: say('Pay by bank transfer') });
    await clickShowingProgress(page, payByTransfer, graphqlOperation('usePayOrderByBankTransferMutation'), say('Getting the transfer details…'));
    await page.getByTestId('payment-code').waitFor();
    await expect.poll(() => whereSeen(page.getByRole('button', { name: say('Upload receipt') }))).toBe('in view');
    const code = (await page.getByTestId('payment-code').innerText()).trim();
    expect(code.length).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('transfer-account-name').innerText()).toBe(ACCOUNT.name);
    expect(await page.getByTestId('transfer-account-number').innerText()).toBe(ACCOUNT.number);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The buyer comes back to the order later, from the list, to send the receipt.
    await page.goto(`${app.url}/manage/settings/order`);
    await page.getByRole('heading', { level: 1, name: say('Orders') }).waitFor();
    const orders = page.getByRole('table', { name: say('Orders') });
    const row = orders.getByRole('row').filter({ hasText: price });
    await row.getByText(say('Pending payment')).waitFor();
    const number = (await row.locator('td').first().innerText()).trim();
    expect(number).toMatch(/^\d{8,}/);
    await page.getByRole('button', { name: say('Details of order {number}', { number }) }).click();
    const detail = page.getByRole('dialog', { name: say('Order details') });
    const history = detail.getByTestId('order-history').locator('li');
    await history.first().waitFor();
    const events = await history.count();
    expect(await detail.getByRole('link', { name: say('Download receipt') }).count()).toBe(0);
    await expect.poll(() => whereSeen(detail.getByRole('button', { name: say('Pay'), exact: true }))).toBe('in view');
    await detail.getByRole('button', { name: say('Pay'), exact: true }).click();
    await detail.getByTestId('payment-code').getByText(code).waitFor();
    // The dialog's body is taller than the screen now; its button is not.
    await expect.poll(() => whereSeen(detail.getByRole('button', { name: say('Upload receipt') }))).toBe('in view');

    // The receipt is required; a text file is not one.
    await detail.getByRole('button', { name: say('Upload receipt') }).click();
    await detail.getByText(say('A payment receipt must be uploaded')).waitFor();
    const receiptInput = detail.getByLabel(say('Receipt of the transfer')).and(page.locator('input[type=file]'));
    await receiptInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
    await detail.getByText(say('The receipt must be an image or a PDF')).waitFor();
    await receiptInput.setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: solidPng(40, 30) });
    await detail.getByTestId('receipt-file').getByText('回单.png').waitFor();
    await clickShowingProgress(page, detail.getByRole('button', { name: say('Upload receipt') }), RECEIPT_UPLOAD, say('Uploading the receipt…'));
    await detail.getByTestId('transfer-under-review').waitFor();

    // The detail follows at once, without being opened again: its status, its history, the receipt.
    await detail.getByTestId('order-status').getByText(say('Processing')).waitFor();
    await expect.poll(() => history.count()).toBe(events + 1);
    expect(await history.last().innerText()).toMatch(say('Processing', {}, { exact: false }));
    expect(await detail.getByRole('link', { name: say('Download receipt') }).getAttribute('href')).toBeTruthy();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: say('Close') }).click();
    await detail.waitFor({ state: 'hidden' });

    // The list says so too.
    await row.getByText(say('Processing')).waitFor();

    // The operator: the header leads to the operations desk, where the transfer waits with its receipt.
    const ops = await signedIn(operator.id, 'dark', 'zh-CN');
    await ops.page.getByRole('navigation', { name: say('Main') }).getByRole('link', { name: say('Operations') }).click();
    await ops.page.getByRole('heading', { level: 1, name: say('Operations') }).waitFor();
    const transfer = ops.page.getByTestId(`transfer-${number}`);
    await transfer.getByText(code).waitFor();
    const receiptHref = await transfer.getByRole('link', { name: say('Receipt of {number}', { number }) }).getAttribute('href');
    const receipt = await ops.page.evaluate(async (href) => {
      const response = await fetch(href!);
      return { status: response.status, type: response.headers.get('content-type') };
    }, receiptHref);
    expect(receipt).toEqual({ status: 200, type: expect.stringMatching(/^image\/png/) });
    expect(await seriousA11yViolations(ops.page)).toEqual([]);
    await transfer.getByRole('button', { name: say('Confirm the transfer of {number}', { number }) }).click();
    const dialog = ops.page.getByRole('alertdialog', { name: say('Confirm the transfer of order {number}?', { number }) });
    await clickShowingProgress(ops.page, dialog.getByRole('button', { name: say('Confirm'), exact: true }), graphqlOperation('useConfirmTransferMutation'), say('Confirming…'));
    await ops.page.getByText(say('Transfer confirmed')).first().waitFor();
    await transfer.waitFor({ state: 'detached' });

    // The admin's payment page: the team version for a year, its limits, the order paid.
    await page.goto(`${app.url}/manage/settings/payment`);
    await page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    expect(await planValue(page, 'version')).toMatch(say('Team'));
    expect(await planValue(page, 'expires')).not.toMatch(say('Does not expire'));
    const remaining = Number((await planValue(page, 'remaining')).replace(/\D/g, ''));
    expect(remaining).toBeGreaterThanOrEqual(364);
    expect(remaining).toBeLessThanOrEqual(366);
    expect(await page.getByTestId('usage-members').innerText()).not.toBe(membersBefore);
    const recent = page.getByRole('table', { name: say('Recent orders') }).getByRole('row').filter({ hasText: number });
    await recent.getByText(new RegExp(`${say('Paid').source}|${say('Completed').source}`)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The order's detail tells its history: made, receipt in, confirmed.
    await recent.getByRole('link', { name: new RegExp(escape(number)) }).click();
    await detail.getByTestId('order-history').getByText(say('Processing')).waitFor();
    expect(await detail.getByTestId('order-history').locator('li').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An add-on ordered and not wanted after all: its maker cancels it, the button saying so meanwhile.
    await page.goto(`${app.url}/manage/settings/addon`);
    await page.getByRole('heading', { level: 1, name: say('Add-ons') }).waitFor();
    await page.getByText(say('Extra documents'), { exact: true }).click();
    await page.getByTestId('quote-total').waitFor();
    await page.getByRole('button', { name: say('Place the order') }).click();
    const unwanted = (await page.getByTestId('pay-order-number').innerText()).trim();
    await page.goto(`${app.url}/manage/settings/order`);
    await page.getByRole('button', { name: say('Details of order {number}', { number: unwanted }) }).click();
    await detail.getByRole('button', { name: say('Cancel order') }).click();
    const cancelOrder = page.getByRole('alertdialog').getByRole('button', { name: say('Cancel order') });
    await clickShowingProgress(page, cancelOrder, graphqlOperation('useCancelOrderMutation'), say('Cancelling the order…'));
    await detail.getByTestId('order-status').getByText(say('Cancelled')).waitFor();
    await admin.context.close();
    await ops.context.close();
  });

  it('a rejected transfer shows the buyer why and takes another receipt; a pending order can be cancelled; orders filter by status', async () => {
    const { db } = app.deps.database;
    const { creator } = await createWorkspaceWithCreator(db, 'Rejected Transfers Ltd');
    await db.update(users).set({ preferredLanguage: 'en', theme: 'dark' }).where(eq(users.id, creator.id));
    const { creator: operator } = await createWorkspaceWithCreator(db, 'Platform desk');
    await db.update(users).set({ email: SECOND_OPERATOR_EMAIL.toUpperCase() }).where(eq(users.id, operator.id));
    // A small laptop's screen: each step's button is still on it as the step comes.
    const admin = await signedIn(creator.id, 'dark', 'en-US', SMALL_LAPTOP);
    const page = admin.page;

    // Two add-on orders: one paid by transfer, one left pending.
    const order = async () => {
      await page.goto(`${app.url}/manage/settings/addon`);
      await page.getByRole('heading', { level: 1, name: say('Add-ons') }).waitFor();
      await page.getByText(say('Extra documents'), { exact: true }).click();
      await page.getByTestId('quote-total').waitFor();
      const placeOrder = page.getByRole('button', { name: say('Place the order') });
      await expect.poll(() => whereSeen(placeOrder)).toBe('in view');
      await clickShowingProgress(page, placeOrder, graphqlOperation('useCreateOrderMutation'), say('Placing the order…'));
      await page.getByTestId('amount-to-pay').waitFor();
      // Alipay is not set up here: the transfer is chosen already, and the step names its order.
      expect(await page.getByRole('radio', { name: say('Bank transfer') }).isChecked()).toBe(true);
      expect(await page.getByTestId('pay-order-number').innerText()).toMatch(/^\d{8,}$/);
      await expect.poll(() => whereSeen(page.getByRole('button', { name: say('Pay by bank transfer') }))).toBe('in view');
    };
    await order();
    const payByTransfer = page.getByRole('button', { name: say('Pay by bank transfer') });
    await clickShowingProgress(page, payByTransfer, graphqlOperation('usePayOrderByBankTransferMutation'), say('Getting the transfer details…'));
    await expect.poll(() => whereSeen(page.getByRole('button', { name: say('Upload receipt') }))).toBe('in view');
    const receiptInput = page.getByLabel(say('Receipt of the transfer')).and(page.locator('input[type=file]'));
    await receiptInput.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await clickShowingProgress(page, page.getByRole('button', { name: say('Upload receipt') }), RECEIPT_UPLOAD, say('Uploading the receipt…'));
    await page.getByTestId('transfer-under-review').waitFor();
    await order();

    await page.goto(`${app.url}/manage/settings/order`);
    const orders = page.getByRole('table', { name: say('Orders') });
    await orders.getByRole('row').filter({ hasText: say('Processing', {}, { exact: false }) }).waitFor();
    const number = (await orders.getByRole('row').filter({ hasText: say('Processing', {}, { exact: false }) }).locator('td').first().innerText()).trim();

    // The operator rejects it, with a reason.
    const ops = await signedIn(operator.id, 'light', 'en-US');
    await ops.page.goto(`${app.url}/operations`);
    const transfer = ops.page.getByTestId(`transfer-${number}`);
    await transfer.getByRole('button', { name: say('Reject the transfer of {number}', { number }) }).click();
    const dialog = ops.page.getByRole('alertdialog', { name: say('Reject the transfer of order {number}?', { number }) });
    await dialog.getByRole('button', { name: say('Reject'), exact: true }).click();
    await dialog.getByText(say('Please give a reason')).waitFor();
    await dialog.getByRole('textbox', { name: say('Reason shown to the buyer') }).fill('No transfer with this code has arrived');
    // Audited with the pointer still on the red button just clicked: its hover colour too.
    expect(await seriousA11yViolations(ops.page)).toEqual([]);
    await clickShowingProgress(ops.page, dialog.getByRole('button', { name: say('Reject'), exact: true }), graphqlOperation('useRejectTransferMutation'), say('Rejecting…'));
    await ops.page.getByText(say('Transfer rejected')).first().waitFor();
    await transfer.waitFor({ state: 'detached' });
    // Found by its number, its history tells the rejection.
    await ops.page.getByRole('tab', { name: say('Find an order') }).click();
    await ops.page.getByRole('textbox', { name: say('Order number') }).fill(number);
    await ops.page.getByRole('button', { name: say('Find'), exact: true }).click();
    const found = ops.page.getByTestId('found-order');
    await found.getByText('No transfer with this code has arrived').first().waitFor();
    await ops.page.getByRole('textbox', { name: say('Order number') }).fill('00000000000');
    await ops.page.getByRole('button', { name: say('Find'), exact: true }).click();
    await ops.page.getByText(say('No order has the number {number}.', { number: '00000000000' })).waitFor();
    expect(await seriousA11yViolations(ops.page)).toEqual([]);

    // Both orders wait for payment now; the buyer sees why the transfer was refused, and sends another receipt.
    await page.reload();
    await page.getByRole('combobox', { name: say('Status') }).selectOption('PENDING');
    const pendingRows = orders.getByRole('row').filter({ has: page.getByTestId('order-status') });
    await expect.poll(() => pendingRows.count()).toBe(2);
    await page.getByRole('button', { name: say('Details of order {number}', { number }) }).click();
    const detail = page.getByRole('dialog', { name: say('Order details') });
    expect(await detail.getByTestId('rejection-reason').innerText()).toBe('No transfer with this code has arrived');
    await detail.getByRole('button', { name: say('Pay'), exact: true }).click();
    // The method chosen before is kept: the account and the same code at once.
    expect(await detail.getByRole('radio', { name: say('Bank transfer') }).isChecked()).toBe(true);
    await detail.getByTestId('payment-code').waitFor();
    await expect.poll(() => whereSeen(detail.getByRole('button', { name: say('Upload receipt') }))).toBe('in view');
    const history = detail.getByTestId('order-history').locator('li');
    const events = await history.count();
    await detail.getByLabel(say('Receipt of the transfer')).and(page.locator('input[type=file]')).setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: solidPng(20, 20) });
    await detail.getByRole('button', { name: say('Upload receipt') }).click();
    await detail.getByTestId('transfer-under-review').waitFor();
    // The detail follows without being opened again: its status, the history's new step, the new receipt's name.
    await detail.getByTestId('order-status').getByText(say('Processing')).waitFor();
    await expect.poll(() => history.count()).toBe(events + 1);
    expect(await history.last().innerText()).toMatch(say('Processing', {}, { exact: false }));
    await expect.poll(() => detail.getByRole('link', { name: say('Download receipt') }).getAttribute('download')).toBe('again.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: say('Close') }).click();
    // Closed first: the open order is in the address, and a reload before it leaves would open it again over the list.
    await detail.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('order'));

    // The other one is cancelled by its maker; the status filter then finds it among the cancelled.
    await page.reload();
    await page.getByRole('combobox', { name: say('Status') }).selectOption('PENDING');
    await expect.poll(() => pendingRows.count()).toBe(1);
    await pendingRows.first().getByRole('button').click();
    await detail.getByRole('button', { name: say('Cancel order') }).click();
    const cancelOrder = page.getByRole('alertdialog').getByRole('button', { name: say('Cancel order') });
    await clickShowingProgress(page, cancelOrder, graphqlOperation('useCancelOrderMutation'), say('Cancelling the order…'));
    await page.getByText(say('Order cancelled')).first().waitFor();
    // The confirmation has gone before the detail is closed: a click on it while it fades lands nowhere.
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await detail.getByTestId('order-status').getByText(say('Cancelled')).waitFor();
    await detail.getByRole('button', { name: say('Close') }).click();
    await detail.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: say('Status') }).selectOption('CANCELLED');
    await expect.poll(() => pendingRows.count()).toBe(1);
    await page.getByRole('combobox', { name: say('Status') }).selectOption('');
    await expect.poll(() => pendingRows.count()).toBe(2);
    expect(await page.getByTestId('pagination-total').innerText()).toMatch(say('Total {total}', { total: 2 }));

    // The second receipt is confirmed, the button saying so while it goes.
    await ops.page.goto(`${app.url}/operations`);
    await transfer.getByRole('button', { name: say('Confirm the transfer of {number}', { number }) }).click();
    const confirmation = ops.page.getByRole('alertdialog', { name: say('Confirm the transfer of order {number}?', { number }) });
    await clickShowingProgress(ops.page, confirmation.getByRole('button', { name: say('Confirm'), exact: true }), graphqlOperation('useConfirmTransferMutation'), say('Confirming…'));
    await ops.page.getByText(say('Transfer confirmed')).first().waitFor();
    await admin.context.close();
    await ops.context.close();
  });
});
