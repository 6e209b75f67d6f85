import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingVersions } from '../../bff/src/billing/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeAlipay, type FakeAlipay } from '../support/fake-alipay.ts';
import { freePort } from '../support/free-port.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { clickShowingProgress, graphqlOperation } from '../support/held-request.ts';
import { escape, say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let alipay: FakeAlipay;

beforeAll(async () => {
  requireBuiltWebApp();
  alipay = await startFakeAlipay();
  // Alipay sends the buyer back to PUBLIC_URL: the app's own address, known before it starts.
  const port = await freePort();
  [app, browser] = await Promise.all([
    startTestApp({ ...alipay.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await alipay?.close();
});

/** Fen as Alipay's total_amount (yuan, two decimals, no grouping). */
const alipayAmount = (shown: string) => shown.replace(/[¥,]/g, '');

describe('buying an upgrade with Alipay, in Chromium', () => {
  it('an admin pays at the gateway, comes back to the order paid, and the version, expiry and limits change', async () => {
    const { db } = app.deps.database;
    const { creator } = await createWorkspaceWithCreator(db, 'Alipay Buyers Ltd');
    await db.update(users).set({ preferredLanguage: 'en', theme: 'dark' }).where(eq(users.id, creator.id));
    const context = await browser.newContext({ locale: 'en-US', colorScheme: 'dark', bypassCSP: true });
    const page = await context.newPage();
    const token = await createSignInLink(db, creator.id, new Date(), 5);
    await page.goto(`${app.url}/api/auth/link/${token}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    // What the catalogue (data, changeable by operators) says the enterprise version allows.
    const [enterprise] = await db.select().from(billingVersions).where(eq(billingVersions.version, 'enterprise'));
    const enterpriseMembers = enterprise!.members;

    // Two months of the enterprise version: the price of one month, times two.
    await page.goto(`${app.url}/manage/settings/upgrade`);
    await page.getByRole('heading', { level: 1, name: say('Upgrade or renew') }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await page.getByText(say('Enterprise'), { exact: true }).click();
    await page.getByRole('combobox', { name: say('Period') }).selectOption('MONTH');
    await page.getByRole('combobox', { name: say('How many periods') }).selectOption('2');
    const total = page.getByTestId('quote-total');
    await page.getByText(/ × 2$/).waitFor();
    const price = await total.innerText();
    expect(price).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: say('Place the order') }).click();

    // Off to Alipay's page (the local gateway), which shows the same amount.
    const payButton = page.getByRole('button', { name: say('Pay with Alipay') });
    expect(await payButton.isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickShowingProgress(page, payButton, graphqlOperation('usePayOrderWithAlipayMutation'), say('Going to Alipay…'));
    await page.waitForURL((url) => url.href.startsWith(alipay.gateway));
    await page.getByRole('heading', { name: 'Alipay (test gateway)' }).waitFor();
    expect(await page.getByTestId('amount').innerText()).toBe(`¥${alipayAmount(price)}`);
    const number = await page.getByTestId('out-trade-no').innerText();
    await page.getByRole('button', { name: 'Pay now' }).click();

    // Back on the orders page with the order open: paid by Alipay, its history saying so.
    await page.waitForURL((url) => url.pathname === '/manage/settings/order');
    const detail = page.getByRole('dialog', { name: say('Order details') });
    expect(await detail.getByTestId('order-detail-number').innerText()).toBe(number);
    await detail.getByTestId('order-status').getByText(new RegExp(`${say('Completed').source}|${say('Paid').source}`)).waitFor();
    expect(await detail.getByTestId('order-detail-method').innerText()).toMatch(say('Alipay'));
    expect(await detail.getByTestId('order-detail-total').innerText()).toBe(price);
    await detail.getByTestId('order-history').getByText(new RegExp(escape('Alipay'))).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // One trade, paid; the notify was taken (a second visit of the page changes nothing).
    expect([...alipay.trades.values()].map((trade) => [trade.outTradeNo, trade.status])).toEqual([[number, 'TRADE_SUCCESS']]);

    // The payment page: the enterprise version for two months, its member limit, the order in the list.
    await page.goto(`${app.url}/manage/settings/payment`);
    await page.getByRole('heading', { level: 1, name: say('Payment overview') }).waitFor();
    expect(await page.getByTestId('billing-version').innerText()).toMatch(say('Enterprise'));
    const remaining = Number((await page.getByTestId('billing-remaining').innerText()).replace(/\D/g, ''));
    expect(remaining).toBeGreaterThanOrEqual(58);
    expect(remaining).toBeLessThanOrEqual(62);
    expect(await page.getByTestId('usage-members').innerText()).toContain(enterpriseMembers.toLocaleString('en-US'));
    const row = page.getByRole('table', { name: say('Recent orders') }).getByRole('row').filter({ hasText: number });
    expect(await row.innerText()).toContain(price);
    const subscriptions = page.getByRole('table', { name: say('Subscriptions') });
    await subscriptions.getByRole('row').filter({ hasText: number }).getByText(say('Online payment order')).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
