import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingFor } from '../../bff/src/billing/service.ts';
import { sweepBilling } from '../../bff/src/billing/sweep.ts';
import { billingOrderEvents, billingOrders, billingSubscriptions } from '../../bff/src/billing/tables.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeAlipay, type FakeAlipay } from '../support/fake-alipay.ts';
import { freePort } from '../support/free-port.ts';
import { createUser } from '../support/fixtures.ts';

/** The queue's own sweep waits for New Year's Day: each test runs the sweep itself, at its own clock. */
const SWEEP_BY_HAND = { BILLING_SWEEP_CRON: '0 0 1 1 *' };
type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/**
 * Alipay page payment against a local gateway (`support/fake-alipay.ts`) with keys of the test's
 * own: the page URL, the signed notify (exactly `success`, idempotent however often or concurrently
 * replayed, refused and logged when forged, for another amount, another app or no order of ours),
 * a payment whose notify was lost found by reconciliation, and refunds.
 */
describe('billing with Alipay', () => {
  let app: TestApp;
  let alipay: FakeAlipay;
  const now = new Date('2026-11-26T03:00:00Z');
  const lines: { msg?: string; out_trade_no?: string }[] = [];
  const cookies = { creator: '', operator: '' };
  let workspaceId = '';

  beforeAll(async () => {
    alipay = await startFakeAlipay();
    const port = await freePort();
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    app = await startTestApp(
      { ...alipay.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, BILLING_OPERATORS: 'ops@zhiwen.example', ...SWEEP_BY_HAND },
      { clock: () => now, log },
    );
    const db = app.deps.database.db;
    const creator = await createUser(db, 'Alipay buyer');
    workspaceId = (await createWorkspace(db, { name: 'Alipay buyers', creator, makeCurrent: true })).id;
    const [operator] = await db.insert(users).values({ displayName: 'Operator', username: 'ops2', email: 'ops@zhiwen.example', isActive: true }).returning();
    cookies.creator = await app.signIn(creator.id);
    cookies.operator = await app.signIn(operator!.id);
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await alipay?.close();
  });

  const gql = async <T>(cookie: string, query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Gql<T>;
  };
  const notifyUrl = () => `${app.url}/api/billing/alipay/notify`;
  const db = () => app.deps.database.db;

  /** An order made and sent to Alipay: its IDs and the trade the browser's visit opened. */
  const orderAtAlipay = async (item = 'TEAM', period = 'MONTH') => {
    const made = await gql<{ createOrder: { order: { id: string; internalID: string; number: string; totalFen: number } } }>(
      cookies.creator,
      'mutation ($input: OrderInput!) { createOrder(input: $input) { ... on OrderPayload { order { id internalID number totalFen } } } }',
      { input: { item, period } },
    );
    const order = made.data!.createOrder.order;
    const paid = await gql<{ payOrderWithAlipay: { __typename: string; paymentUrl: string } }>(
      cookies.creator,
      'mutation ($id: ID!) { payOrderWithAlipay(orderId: $id) { __typename ... on PayOrderWithAlipayPayload { paymentUrl } ... on Error { message } } }',
      { id: order.id },
    );
    expect(paid.data!.payOrderWithAlipay.__typename).toBe('PayOrderWithAlipayPayload');
    const page = await fetch(paid.data!.payOrderWithAlipay.paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(order.number);
    return { order, trade: alipay.trades.get(order.number)! };
  };

  const orderRow = async (id: string) => (await db().select().from(billingOrders).where(eq(billingOrders.id, id)))[0]!;
  const subscriptionsOf = async (orderId: string) => db().select().from(billingSubscriptions).where(eq(billingSubscriptions.orderId, orderId));
  const paidEvents = async (orderId: string) => (await db().select().from(billingOrderEvents).where(eq(billingOrderEvents.orderId, orderId))).filter((e) => e.toStatus === 'paid');

  it('sends the buyer to Alipay’s page with the order’s amount, and completes the order on its signed notify', async () => {
    const { order, trade } = await orderAtAlipay();
    expect(trade.totalAmount).toBe((order.totalFen / 100).toFixed(2));
    expect(trade.notifyUrl).toBe(notifyUrl());
    // The buyer pays on the page: the fake posts the notify and sends the browser back.
    const paid = await fetch(`${alipay.url}/pay`, { method: 'POST', body: new URLSearchParams({ out_trade_no: order.number }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/manage/settings/order?order=${order.number}`);
    const row = await orderRow(order.internalID);
    expect(row).toMatchObject({ status: 'completed', tradeNo: trade.tradeNo, paymentMethod: 'alipay' });
    expect(await subscriptionsOf(order.internalID)).toHaveLength(1);
    const seen = await gql<{ viewer: { currentWorkspace: { version: string; billing: { subscriptions: { edges: { node: { source: string; name: string } }[] } } } } }>(
      cookies.creator,
      '{ viewer { currentWorkspace { version billing { subscriptions { edges { node { source name } } } } } } }',
    );
    expect(seen.data!.viewer.currentWorkspace.version).toBe('TEAM');
    expect(seen.data!.viewer.currentWorkspace.billing.subscriptions.edges[0]!.node).toEqual({ source: 'ONLINE_ORDER', name: '团队版' });
  });

  it('answers a notify replayed 8 times (and 8 at once) with success, and records one payment and one subscription', async () => {
    const { order, trade } = await orderAtAlipay('CHATS', 'MONTH');
    trade.status = 'TRADE_SUCCESS';
    const fields = alipay.notifyFields(trade);
    for (let i = 0; i < 8; i++) expect(await alipay.postNotify(notifyUrl(), fields)).toBe('success');
    expect(await paidEvents(order.internalID)).toHaveLength(1);
    expect(await subscriptionsOf(order.internalID)).toHaveLength(1);

    const second = await orderAtAlipay('MEMBERS', 'MONTH');
    second.trade.status = 'TRADE_SUCCESS';
    const replies = await Promise.all(Array.from({ length: 8 }, () => alipay.postNotify(notifyUrl(), alipay.notifyFields(second.trade))));
    expect(replies).toEqual(Array(8).fill('success'));
    expect(await paidEvents(second.order.internalID)).toHaveLength(1);
    expect(await subscriptionsOf(second.order.internalID)).toHaveLength(1);
    expect((await orderRow(second.order.internalID)).status).toBe('completed');
  });

  it('refuses and logs forged, wrong-amount, wrong-app and unknown-order notifies, changing nothing', async () => {
    const { order, trade } = await orderAtAlipay();
    trade.status = 'TRADE_SUCCESS';
    const cases: [string, Record<string, string>, string][] = [
      ['forged', alipay.notifyFields(trade, {}, { signWith: 'forged' }), 'bad signature'],
      ['tampered', { ...alipay.notifyFields(trade), total_amount: '0.01' }, 'bad signature'],
      ['wrong amount', alipay.notifyFields(trade, { total_amount: '0.01' }), 'alipay notify refused'],
      ['wrong app', alipay.notifyFields(trade, { app_id: '2026999999999999' }), 'another app'],
      ['unknown order', alipay.notifyFields(trade, { out_trade_no: '202611269999' }), 'alipay notify refused'],
      ['unsigned', Object.fromEntries(Object.entries(alipay.notifyFields(trade)).filter(([k]) => k !== 'sign')), 'bad signature'],
    ];
    for (const [label, fields, logged] of cases) {
      const before = lines.length;
      expect(await alipay.postNotify(notifyUrl(), fields), label).not.toBe('success');
      expect(lines.slice(before).some((line) => line.msg?.includes(logged)), `${label} logged`).toBe(true);
    }
    // Not a form at all.
    const json = await fetch(notifyUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(alipay.notifyFields(trade)) });
    expect(await json.text()).not.toBe('success');
    expect(await orderRow(order.internalID)).toMatchObject({ status: 'pending', tradeNo: null });
    expect(await subscriptionsOf(order.internalID)).toHaveLength(0);
  });

  it('accepts only a notify signed RSA2 by Alipay’s key: any other sign_type, digest or key is refused, changing nothing', async () => {
    const { order, trade } = await orderAtAlipay();
    trade.status = 'TRADE_SUCCESS';
    // The SDK verifies with the algorithm the notify itself names: `RSA` (SHA-1), or RSA2 when it names none.
    const signTypes = ['RSA2', 'RSA', null, '', 'rsa2', 'RSA2 ', ' RSA2', 'Rsa2', 'RSA2\n', 'HMAC', 'HMAC-SHA256', 'SM2', 'RSA2,RSA', 'RSA\u0000'];
    for (const signType of signTypes) {
      for (const signWith of ['alipay', 'forged'] as const) {
        for (const digest of ['RSA-SHA256', 'RSA-SHA1'] as const) {
          if (signType === 'RSA2' && signWith === 'alipay' && digest === 'RSA-SHA256') continue;
          const label = `sign_type ${JSON.stringify(signType)}, ${signWith} key, ${digest}`;
          const fields = alipay.notifyFields(trade, {}, { signWith, digest, signType });
          const response = await fetch(notifyUrl(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
          expect(response.status, label).toBeLessThan(500);
          expect(await response.text(), label).not.toBe('success');
        }
      }
    }
    expect(await orderRow(order.internalID)).toMatchObject({ status: 'pending', tradeNo: null });
    expect(await subscriptionsOf(order.internalID)).toHaveLength(0);
    expect(await alipay.postNotify(notifyUrl(), alipay.notifyFields(trade))).toBe('success');
    expect((await orderRow(order.internalID)).status).toBe('completed');
  });

  it('finds a paid order whose notify was lost by asking Alipay on the sweep, and completes it once', async () => {
    alipay.dropNotifies = true;
    try {
      const { order } = await orderAtAlipay('ENTERPRISE', 'MONTH');
      await alipay.pay(order.number);
      expect((await orderRow(order.internalID)).status).toBe('pending');
      const deps = { db: db(), billing: billingFor(app.deps.config.billing), log: app.deps.log };
      // The gateway down once: nothing changes, the next sweep finds it.
      alipay.failNextRequest = true;
      await sweepBilling(deps, now);
      const before = alipay.requests.length;
      const swept = await sweepBilling(deps, now);
      expect(swept.reconciled).toBe(1);
      expect(alipay.requests.slice(before)).toContain('alipay.trade.query');
      expect(await orderRow(order.internalID)).toMatchObject({ status: 'completed', tradeNo: alipay.trades.get(order.number)!.tradeNo });
      expect((await sweepBilling(deps, now)).reconciled).toBe(0);
      expect(await subscriptionsOf(order.internalID)).toHaveLength(1);
      const version = await gql<{ viewer: { currentWorkspace: { version: string } } }>(cookies.creator, '{ viewer { currentWorkspace { version } } }');
      expect(version.data!.viewer.currentWorkspace.version).toBe('ENTERPRISE');
    } finally {
      alipay.dropNotifies = false;
    }
  });

  it('keeps another workspace from sending this one’s order to Alipay', async () => {
    const made = await gql<{ createOrder: { order: { id: string; internalID: string } } }>(
      cookies.creator,
      'mutation { createOrder(input: { item: CHATS, period: DAY }) { ... on OrderPayload { order { id internalID } } } }',
    );
    const stranger = await createUser(db(), 'Stranger');
    await createWorkspace(db(), { name: 'Strangers', creator: stranger, makeCurrent: true });
    const refused = await gql<{ payOrderWithAlipay: { __typename: string; message: string } }>(
      await app.signIn(stranger.id),
      'mutation ($id: ID!) { payOrderWithAlipay(orderId: $id) { __typename ... on Error { message } } }',
      { id: made.data!.createOrder.order.id },
    );
    expect(refused.data!.payOrderWithAlipay).toEqual({ __typename: 'ActionError', message: '订单不存在' });
    expect(await orderRow(made.data!.createOrder.order.internalID)).toMatchObject({ status: 'pending', paymentMethod: null });
  });

  it('completes an order paid at Alipay after it was cancelled: a payment is never lost', async () => {
    const { order, trade } = await orderAtAlipay('CHATS', 'DAY');
    const cancelled = await gql<{ cancelOrder: { __typename: string } }>(cookies.creator, 'mutation ($id: ID!) { cancelOrder(orderId: $id) { __typename } }', { id: order.id });
    expect(cancelled.data!.cancelOrder.__typename).toBe('OrderPayload');
    trade.status = 'TRADE_SUCCESS';
    expect(await alipay.postNotify(notifyUrl(), alipay.notifyFields(trade))).toBe('success');
    expect((await orderRow(order.internalID)).status).toBe('completed');
  });

  it('refunds an Alipay payment through alipay.trade.refund: refunding → refunded, its subscription ended', async () => {
    const { order, trade } = await orderAtAlipay('DOCUMENTS', 'MONTH');
    trade.status = 'TRADE_SUCCESS';
    expect(await alipay.postNotify(notifyUrl(), alipay.notifyFields(trade))).toBe('success');
    const refunded = await gql<{ refundOrder: { __typename: string; order?: { status: string; history: { from: string; to: string; actorKind: string }[] } } }>(
      cookies.operator,
      'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "客户申请退款") { __typename ... on OrderPayload { order { status history { from to actorKind } } } ... on Error { message } } }',
      { id: order.id },
    );
    expect(refunded.data!.refundOrder.order?.status).toBe('REFUNDED');
    expect(refunded.data!.refundOrder.order!.history.slice(-2).map((h) => `${h.from}>${h.to}`)).toEqual(['COMPLETED>REFUNDING', 'REFUNDING>REFUNDED']);
    expect(trade.refunds).toEqual([{ amount: trade.totalAmount, requestNo: `refund-${order.number}` }]);
    expect((await subscriptionsOf(order.internalID))[0]!.revokedAt).not.toBeNull();
    // Refunding twice is refused; the buyer cannot refund.
    const again = await gql<{ refundOrder: { __typename: string } }>(cookies.operator, 'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "again") { __typename } }', { id: order.id });
    expect(again.data!.refundOrder.__typename).toBe('OrderTransitionError');
    const buyer = await gql<{ refundOrder: { __typename: string } }>(cookies.creator, 'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "x") { __typename } }', { id: order.id });
    expect(buyer.errors?.[0]).toMatchObject({ message: '仅平台运营人员可以执行此操作', extensions: { code: 'FORBIDDEN' } });
    expect(trade.refunds).toHaveLength(1);
    void workspaceId;
  });

  it('keeps a refund Alipay could not take as refunding, and the sweep asks again until it is refunded', async () => {
    const { order, trade } = await orderAtAlipay('MEMBERS', 'MONTH');
    trade.status = 'TRADE_SUCCESS';
    expect(await alipay.postNotify(notifyUrl(), alipay.notifyFields(trade))).toBe('success');
    alipay.failNextRequest = true;
    const refunding = await gql<{ refundOrder: { order: { status: string } } }>(
      cookies.operator,
      'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "重复购买") { ... on OrderPayload { order { status } } } }',
      { id: order.id },
    );
    expect(refunding.data!.refundOrder.order.status).toBe('REFUNDING');
    expect(trade.refunds).toHaveLength(0);
    const deps = { db: db(), billing: billingFor(app.deps.config.billing), log: app.deps.log };
    expect((await sweepBilling(deps, now)).refunded).toBe(1);
    expect((await orderRow(order.internalID)).status).toBe('refunded');
    expect((await sweepBilling(deps, now)).refunded).toBe(0);
    expect(trade.refunds).toHaveLength(1);
  });
});
