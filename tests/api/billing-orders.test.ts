import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS, transition, OrderTransitionError, SYSTEM } from '../../bff/src/billing/orders.ts';
import { sweepBilling } from '../../bff/src/billing/sweep.ts';
import { billingFor } from '../../bff/src/billing/service.ts';
import { billingOrders, ORDER_STATUSES, type OrderStatus } from '../../bff/src/billing/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createUser } from '../support/fixtures.ts';
import { TINY_PNG } from '../support/files.ts';

/** The queue's own sweep waits for New Year's Day: each test runs the sweep itself, at its own clock. */
const SWEEP_BY_HAND = { BILLING_SWEEP_CRON: '0 0 1 1 *' };
type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const BANK = { BANK_TRANSFER_ACCOUNT_NAME: '知问科技有限公司', BANK_TRANSFER_BANK_NAME: '招商银行上海分行', BANK_TRANSFER_ACCOUNT_NUMBER: '6225 8888 0000 1234' };

const ORDER_FIELDS = `id internalID number status content duration amountFen creditFen totalFen paymentMethod paymentCode receiptUrl rejectionReason expiresAt paidAt
  history { from to actorKind actor reason }`;

/**
 * Orders through the real surface: made at the catalogue's price, moved only along the state
 * machine (every legal move once, every illegal one refused and changing nothing), paid by bank
 * transfer with a receipt an operator confirms once however many confirm at once, expired by the
 * sweep, and kept to their workspace.
 */
describe('billing orders', () => {
  let app: TestApp;
  const now = new Date('2026-11-26T02:00:00Z');
  const cookies = { creatorA: '', adminA: '', memberA: '', creatorB: '', operator: '' };
  const ids = { a: '', b: '', confirmed: '', operator: '' };

  beforeAll(async () => {
    app = await startTestApp({ ...BANK, BILLING_OPERATORS: 'ops@zhiwen.example', ...SWEEP_BY_HAND, BILLING_ORDER_EXPIRY_MINUTES: '60' }, { clock: () => now });
    const db = app.deps.database.db;
    const people = {
      creatorA: await createUser(db, 'Creator A'),
      adminA: await createUser(db, 'Admin A'),
      memberA: await createUser(db, 'Member A'),
      creatorB: await createUser(db, 'Creator B'),
    };
    const a = await createWorkspace(db, { name: 'Billing A', creator: people.creatorA, makeCurrent: true });
    const b = await createWorkspace(db, { name: 'Billing B', creator: people.creatorB, makeCurrent: true });
    ids.a = a.id;
    ids.b = b.id;
    await db.insert(workspaceMembers).values([
      { workspaceId: a.id, userId: people.adminA.id, wsUserType: 2, wsUsername: 'Admin A' },
      { workspaceId: a.id, userId: people.memberA.id, wsUserType: 1, wsUsername: 'Member A' },
    ]);
    const { users } = await import('../../bff/src/identity/tables.ts');
    await db.update(users).set({ currentWorkspaceId: a.id }).where(eq(users.id, people.adminA.id));
    await db.update(users).set({ currentWorkspaceId: a.id }).where(eq(users.id, people.memberA.id));
    const [operator] = await db.insert(users).values({ displayName: 'Operator', username: 'ops', email: 'OPS@zhiwen.example', isActive: true }).returning();
    for (const [key, user] of Object.entries({ ...people, operator: operator! })) cookies[key as keyof typeof cookies] = await app.signIn(user.id);
    ids.operator = operator!.id;
  }, 60_000);
  afterAll(() => app?.stop());

  const gql = async <T>(cookie: string, query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Gql<T>;
  };

  type OrderShape = { id: string; internalID: string; number: string; status: string; totalFen: number; amountFen: number; creditFen: number; paymentCode: string; receiptUrl: string | null; rejectionReason: string | null; history: { from: string | null; to: string; actorKind: string; actor: string; reason: string | null }[] };

  const createOrder = async (cookie: string, input: Record<string, unknown> = { item: 'TEAM', period: 'MONTH', quantity: 1 }) => {
    const result = await gql<{ createOrder: { __typename: string; order?: OrderShape; message?: string } }>(
      cookie,
      `mutation ($input: OrderInput!) { createOrder(input: $input) { __typename ... on OrderPayload { order { ${ORDER_FIELDS} } } ... on Error { message } } }`,
      { input },
    );
    return result.data?.createOrder ?? { __typename: 'none', message: JSON.stringify(result.errors) };
  };

  const uploadReceipt = async (cookie: string, orderId: string, bytes: Buffer, name = 'receipt.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${app.url}/api/billing/orders/${encodeURIComponent(orderId)}/receipt`, { method: 'POST', headers: { cookie }, body: form });
    return { status: response.status, body: (await response.json()) as { code: number; message: string; data: Record<string, unknown> | null } };
  };

  const mutateOrder = async (cookie: string, name: string, orderId: string, extra = '') => {
    const result = await gql<Record<string, { __typename: string; order?: OrderShape; status?: string; refused?: string; message?: string }>>(
      cookie,
      `mutation ($id: ID!) { ${name}(orderId: $id${extra}) { __typename ... on OrderPayload { order { ${ORDER_FIELDS} } } ... on OrderTransitionError { status refused message } ... on Error { message } } }`,
      { id: orderId },
    );
    // A refusal of the whole field (its scope) answers as its error's code and message.
    return result.data?.[name] ?? { __typename: String(result.errors?.[0]?.extensions?.code ?? 'none'), message: result.errors?.[0]?.message ?? '' };
  };

  /** Any order mutation, answering only what kind of result it gave (and an error's message). */
  const touch = async (cookie: string, name: string, orderId: string) => {
    const result = await gql<Record<string, { __typename: string; message?: string }>>(cookie, `mutation ($id: ID!) { ${name}(orderId: $id) { __typename ... on Error { message } } }`, { id: orderId });
    if (!result.data) return { __typename: String(result.errors?.[0]?.extensions?.code), message: result.errors?.[0]?.message };
    return result.data[name]!;
  };

  const statusOf = async (internalId: string) =>
    (await app.deps.database.db.select({ status: billingOrders.status }).from(billingOrders).where(eq(billingOrders.id, internalId)))[0]!.status;

  it('quotes and makes orders at the catalogue’s price, numbered by day, for creators and admins only', async () => {
    const catalogue = await gql<{ billingCatalogue: { versions: { version: string; limits: { members: number }; prices: { period: string; amountFen: number }[] }[]; addons: { kind: string; quantity: number; period: string; amountFen: number }[] } }>(
      cookies.adminA,
      '{ billingCatalogue { versions { version limits { members documents chatsPerDay aiModel } prices { period amountFen } } addons { kind quantity period amountFen } } }',
    );
    const team = catalogue.data!.billingCatalogue.versions.find((v) => v.version === 'TEAM')!;
    const monthly = team.prices.find((p) => p.period === 'MONTH')!.amountFen;
    expect(team.limits.members).toBe(50);
    expect(catalogue.data!.billingCatalogue.versions.map((v) => v.version)).toEqual(['FREE', 'TEAM', 'ENTERPRISE', 'ULTIMATE']);
    expect(catalogue.data!.billingCatalogue.addons.length).toBeGreaterThan(0);

    const quote = await gql<{ orderQuote: { amountFen: number; creditFen: number; totalFen: number; creditRule: string; creditReason: string } }>(
      cookies.adminA,
      '{ orderQuote(input: { item: TEAM, period: MONTH, quantity: 3 }) { amountFen creditFen totalFen creditRule creditReason } }',
    );
    expect(quote.data!.orderQuote).toMatchObject({ amountFen: monthly * 3, creditFen: 0, totalFen: monthly * 3, creditRule: 'NOTHING_TO_CREDIT' });
    expect(quote.data!.orderQuote.creditReason).toMatch(/\S/);

    const first = await createOrder(cookies.adminA, { item: 'TEAM', period: 'MONTH', quantity: 3 });
    const second = await createOrder(cookies.creatorA);
    expect(first.__typename).toBe('OrderPayload');
    expect(first.order).toMatchObject({ status: 'PENDING', amountFen: monthly * 3, totalFen: monthly * 3 });
    expect(first.order!.number).toMatch(/^20261126\d{4}$/);
    expect(Number(second.order!.number)).toBe(Number(first.order!.number) + 1);
    expect(first.order!.paymentCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.order!.history).toEqual([{ from: null, to: 'PENDING', actorKind: 'MEMBER', actor: 'Admin A', reason: null }]);

    // Members never buy nor see billing; hostile inputs are refused with their message.
    const refused = await gql(cookies.memberA, 'mutation { createOrder(input: { item: TEAM, period: MONTH }) { __typename } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const billing = await gql<{ viewer: { currentWorkspace: { billing: unknown } | null } }>(cookies.memberA, '{ viewer { currentWorkspace { billing { version } } } }');
    expect(billing.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const input of [
      { item: 'TEAM', period: 'MONTH', quantity: 0 },
      { item: 'TEAM', period: 'MONTH', quantity: 37 },
      { item: 'TEAM', period: 'YEAR', quantity: -1 },
      { item: 'DOCUMENTS', period: 'DAY', quantity: 1 },
    ]) {
      const bad = await createOrder(cookies.adminA, input);
      expect(bad.__typename, JSON.stringify(input)).toBe('ValidationError');
    }
  });

  it('moves along every legal transition once, and refuses every illegal one without a change', async () => {
    const db = app.deps.database.db;
    // Every (from, to) pair: legal ones move once (a second try is refused), illegal ones never.
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const made = await createOrder(cookies.adminA);
        const order = { workspaceId: ids.a, id: made.order!.internalID };
        await db.update(billingOrders).set({ status: from }).where(eq(billingOrders.id, order.id));
        const legal = TRANSITIONS[from].includes(to);
        const outcome = await db.transaction((tx) => transition(tx, order, from, to, SYSTEM, now)).then(
          () => 'moved',
          (error: unknown) => (error instanceof OrderTransitionError ? 'refused' : String(error)),
        );
        expect(outcome, `${from} → ${to}`).toBe(legal ? 'moved' : 'refused');
        expect(await statusOf(order.id), `${from} → ${to}`).toBe((legal ? to : from) as OrderStatus);
        if (legal) {
          // The same move again starts from a status the order has left: refused.
          const again = await db.transaction((tx) => transition(tx, order, from, to, SYSTEM, now)).then(
            () => 'moved',
            (error: unknown) => (error instanceof OrderTransitionError ? 'refused' : String(error)),
          );
          if (from !== to) expect(again, `${from} → ${to} twice`).toBe('refused');
        }
      }
    }
  });

  it('lets a person cancel only their own pending order, and refuses cancelling it twice', async () => {
    const mine = await createOrder(cookies.adminA);
    const theirs = await createOrder(cookies.creatorA);
    const notMine = await mutateOrder(cookies.adminA, 'cancelOrder', theirs.order!.id);
    expect(notMine.__typename).toBe('ActionError');
    expect(await statusOf(theirs.order!.internalID)).toBe('pending');
    const cancelled = await mutateOrder(cookies.adminA, 'cancelOrder', mine.order!.id);
    expect(cancelled.order).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.order!.history.map((h) => `${h.from}>${h.to}`)).toEqual(['null>PENDING', 'PENDING>CANCELLED']);
    const twice = await mutateOrder(cookies.adminA, 'cancelOrder', mine.order!.id);
    expect(twice).toMatchObject({ __typename: 'OrderTransitionError', status: 'CANCELLED', refused: 'CANCELLED' });
    expect(twice.message).toMatch(/订单当前状态不允许/);
  });

  it('takes a transfer receipt checked by content, and an operator confirms it once however many confirm at once', async () => {
    const made = await createOrder(cookies.adminA);
    const chosen = await gql<{ payOrderByBankTransfer: { account: { accountName: string; accountNumber: string }; paymentCode: string } }>(
      cookies.adminA,
      'mutation ($id: ID!) { payOrderByBankTransfer(orderId: $id) { ... on PayOrderByBankTransferPayload { account { accountName bankName accountNumber } paymentCode } } }',
      { id: made.order!.id },
    );
    expect(chosen.data!.payOrderByBankTransfer).toEqual({ account: { accountName: BANK.BANK_TRANSFER_ACCOUNT_NAME, bankName: BANK.BANK_TRANSFER_BANK_NAME, accountNumber: BANK.BANK_TRANSFER_ACCOUNT_NUMBER }, paymentCode: made.order!.paymentCode });

    // Not an image nor a PDF (whatever its name says), and not by a member or another workspace.
    expect((await uploadReceipt(cookies.adminA, made.order!.id, Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.png')).status).toBe(400);
    expect((await uploadReceipt(cookies.adminA, made.order!.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'r.svg', 'image/svg+xml')).status).toBe(400);
    expect((await uploadReceipt(cookies.memberA, made.order!.id, TINY_PNG)).status).toBe(404);
    expect((await uploadReceipt(cookies.creatorB, made.order!.id, TINY_PNG)).status).toBe(404);
    expect(await statusOf(made.order!.internalID)).toBe('pending');

    const uploaded = await uploadReceipt(cookies.adminA, made.order!.id, Buffer.from('%PDF-1.4\n%test receipt\n'), 'receipt.pdf', 'application/pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ status: 'processing' });
    // A second upload while processing is refused: the order left pending.
    expect((await uploadReceipt(cookies.adminA, made.order!.id, TINY_PNG)).status).toBe(409);

    // The receipt: the workspace's creators and admins and operators read it; nobody else.
    const receiptUrl = `${app.url}/api/billing/orders/${made.order!.internalID}/receipt`;
    for (const [who, status] of [['adminA', 200], ['creatorA', 200], ['operator', 200], ['memberA', 404], ['creatorB', 404]] as const) {
      const response = await fetch(receiptUrl, { headers: { cookie: cookies[who] } });
      expect(response.status, who).toBe(status);
      if (status === 200) {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect((await response.text()).startsWith('%PDF-')).toBe(true);
      }
    }
    expect((await fetch(receiptUrl)).status).toBe(401);

    // Only operators confirm.
    expect(await mutateOrder(cookies.creatorA, 'confirmTransfer', made.order!.id)).toEqual({ __typename: 'FORBIDDEN', message: '仅平台运营人员可以执行此操作' });
    const pending = await gql<{ operations: { pendingTransfers: { totalCount: number; edges: { node: { number: string; receiptUrl: string; workspaceName: string } }[] } } | null }>(
      cookies.operator,
      '{ operations { pendingTransfers(first: 20) { totalCount edges { node { number receiptUrl workspaceName } } } } }',
    );
    expect(pending.data!.operations!.pendingTransfers.edges.map((e) => e.node.number)).toContain(made.order!.number);
    expect((await gql<{ operations: unknown }>(cookies.creatorA, '{ operations { pendingTransfers { totalCount } } }')).data!.operations).toBeNull();

    // Five operators' tabs confirm at once: one moves it, the others are told it moved.
    ids.confirmed = made.order!.id;
    const results = await Promise.all(Array.from({ length: 5 }, () => mutateOrder(cookies.operator, 'confirmTransfer', made.order!.id)));
    expect(results.filter((r) => r.__typename === 'OrderPayload')).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'OrderTransitionError')).toHaveLength(4);
    const db = app.deps.database.db;
    const { billingSubscriptions, billingOrderEvents } = await import('../../bff/src/billing/tables.ts');
    expect(await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orderId, made.order!.internalID))).toHaveLength(1);
    const events = await db.select().from(billingOrderEvents).where(eq(billingOrderEvents.orderId, made.order!.internalID));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`).sort()).toEqual(['null>pending', 'paid>completed', 'pending>processing', 'processing>paid'].sort());
    const billing = await gql<{ viewer: { currentWorkspace: { version: string; billing: { version: string; expiresAt: string; limits: { members: number } } } } }>(
      cookies.adminA,
      '{ viewer { currentWorkspace { version billing { version expiresAt limits { members } } } } }',
    );
    expect(billing.data!.viewer.currentWorkspace).toMatchObject({ version: 'TEAM', billing: { version: 'TEAM', limits: { members: 50 } } });
    expect(billing.data!.viewer.currentWorkspace.billing.expiresAt).toBe('2026-12-26T02:00:00.000Z');
  });

  it('lets an operator reject a receipt with a reason the buyer reads, and the buyer upload another', async () => {
    const made = await createOrder(cookies.creatorA);
    await uploadReceipt(cookies.creatorA, made.order!.id, TINY_PNG);
    const empty = await mutateOrder(cookies.operator, 'rejectTransfer', made.order!.id, ', reason: "   "');
    expect(empty.__typename).toBe('ValidationError');
    const rejected = await mutateOrder(cookies.operator, 'rejectTransfer', made.order!.id, ', reason: "金额与订单不符"');
    expect(rejected.order).toMatchObject({ status: 'PENDING', rejectionReason: '金额与订单不符' });
    expect(rejected.order!.history.at(-1)).toMatchObject({ from: 'PROCESSING', to: 'PENDING', actorKind: 'OPERATOR', reason: '金额与订单不符' });
    const again = await uploadReceipt(cookies.creatorA, made.order!.id, TINY_PNG);
    expect(again.body.data).toMatchObject({ status: 'processing' });
  });

  it('refunds a bank transfer once (the operator returns the money), ending what it bought', async () => {
    const before = await gql<{ viewer: { currentWorkspace: { version: string } } }>(cookies.adminA, '{ viewer { currentWorkspace { version } } }');
    expect(before.data!.viewer.currentWorkspace.version).toBe('TEAM');
    const completed = ids.confirmed;
    const pending = await createOrder(cookies.adminA);
    expect((await mutateOrder(cookies.operator, 'refundOrder', pending.order!.id, ', reason: "不应退款"')).__typename).toBe('OrderTransitionError');
    expect(await mutateOrder(cookies.creatorA, 'refundOrder', completed, ', reason: "我要退款"')).toEqual({ __typename: 'FORBIDDEN', message: '仅平台运营人员可以执行此操作' });
    const refunded = await mutateOrder(cookies.operator, 'refundOrder', completed, ', reason: "客户申请，已原路退回"');
    expect(refunded.order!.status).toBe('REFUNDED');
    expect(refunded.order!.history.slice(-2).map((h) => `${h.from}>${h.to}:${h.actorKind}`)).toEqual(['COMPLETED>REFUNDING:OPERATOR', 'REFUNDING>REFUNDED:OPERATOR']);
    const after = await gql<{ viewer: { currentWorkspace: { version: string; billing: { limits: { members: number } } } } }>(cookies.adminA, '{ viewer { currentWorkspace { version billing { limits { members } } } } }');
    expect(after.data!.viewer.currentWorkspace).toEqual({ version: 'FREE', billing: { limits: { members: 10 } } });
    expect((await mutateOrder(cookies.operator, 'refundOrder', completed, ', reason: "again"')).__typename).toBe('OrderTransitionError');
  });

  it('expires unpaid orders after their delay through the sweep, and never a paid one', async () => {
    const made = await createOrder(cookies.adminA);
    const processing = await createOrder(cookies.adminA);
    await uploadReceipt(cookies.adminA, processing.order!.id, TINY_PNG);
    const deps = { db: app.deps.database.db, billing: billingFor(app.deps.config.billing), log: app.deps.log };
    await sweepBilling(deps, new Date(now.getTime() + 59 * 60_000));
    expect(await statusOf(made.order!.internalID)).toBe('pending');
    await sweepBilling(deps, new Date(now.getTime() + 61 * 60_000));
    expect(await statusOf(made.order!.internalID)).toBe('expired');
    expect(await statusOf(processing.order!.internalID)).toBe('processing');
    // Paying an expired order by transfer is refused: it must be ordered again.
    expect((await uploadReceipt(cookies.adminA, made.order!.id, TINY_PNG)).status).toBe(409);
  });

  it('keeps each workspace’s orders to its own creators and admins', async () => {
    const ofB = await createOrder(cookies.creatorB);
    expect(ofB.__typename).toBe('OrderPayload');
    const seen = await gql<{ node: unknown }>(cookies.adminA, 'query ($id: ID!) { node(id: $id) { id ... on Order { number } } }', { id: ofB.order!.id });
    expect(seen.data!.node).toBeNull();
    expect((await gql<{ node: unknown }>(cookies.memberA, 'query ($id: ID!) { node(id: $id) { id } }', { id: ofB.order!.id })).data!.node).toBeNull();
    expect((await gql<{ node: { number: string } }>(cookies.creatorB, 'query ($id: ID!) { node(id: $id) { ... on Order { number } } }', { id: ofB.order!.id })).data!.node.number).toBe(ofB.order!.number);
    for (const name of ['cancelOrder', 'payOrderByBankTransfer']) {
      expect(await touch(cookies.adminA, name, ofB.order!.id), name).toEqual({ __typename: 'ActionError', message: '订单不存在' });
    }
    expect(await touch(cookies.adminA, 'confirmTransfer', ofB.order!.id)).toEqual({ __typename: 'FORBIDDEN', message: '仅平台运营人员可以执行此操作' });
    // Its own order passes the same calls (the refusals above are the workspace's, not the calls').
    const ownOrder = await createOrder(cookies.adminA);
    expect((await touch(cookies.adminA, 'payOrderByBankTransfer', ownOrder.order!.id)).__typename).toBe('PayOrderByBankTransferPayload');
    expect(await statusOf(ofB.order!.internalID)).toBe('pending');
    const listA = await gql<{ viewer: { currentWorkspace: { orders: { totalCount: number; edges: { node: { number: string } }[] } } } }>(
      cookies.adminA,
      '{ viewer { currentWorkspace { orders(first: 100) { totalCount edges { node { number } } } } } }',
    );
    expect(listA.data!.viewer.currentWorkspace.orders.edges.map((e) => e.node.number)).not.toContain(ofB.order!.number);
    const listB = await gql<{ viewer: { currentWorkspace: { orders: { totalCount: number } } } }>(cookies.creatorB, '{ viewer { currentWorkspace { orders { totalCount } } } }');
    expect(listB.data!.viewer.currentWorkspace.orders.totalCount).toBe(1);
    // The operator finds any order by its number.
    const found = await gql<{ operations: { order: { number: string; workspaceName: string } | null } }>(cookies.operator, 'query ($n: String!) { operations { order(number: $n) { number workspaceName } } }', { n: ofB.order!.number });
    expect(found.data!.operations.order).toEqual({ number: ofB.order!.number, workspaceName: 'Billing B' });
  });

  it('says Alipay is not configured when its keys are not set, and offers the bank transfer it has', async () => {
    const made = await createOrder(cookies.adminA);
    const methods = await gql<{ viewer: { currentWorkspace: { billing: { paymentMethods: { alipay: boolean; bankTransfer: { bankName: string } | null } } } } }>(
      cookies.adminA,
      '{ viewer { currentWorkspace { billing { paymentMethods { alipay bankTransfer { bankName } } } } } }',
    );
    expect(methods.data!.viewer.currentWorkspace.billing.paymentMethods).toEqual({ alipay: false, bankTransfer: { bankName: BANK.BANK_TRANSFER_BANK_NAME } });
    const alipay = await touch(cookies.adminA, 'payOrderWithAlipay', made.order!.id);
    expect(alipay).toMatchObject({ __typename: 'ActionError', message: '支付宝支付尚未配置，请选择其他支付方式' });
    // Without keys no notify is believed, however it is signed.
    const notify = await fetch(`${app.url}/api/billing/alipay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: made.order!.number, trade_no: 'T1', total_amount: '999.00', trade_status: 'TRADE_SUCCESS', sign: 'x' }).toString(),
    });
    expect(await notify.text()).toBe('fail');
    expect(await statusOf(made.order!.internalID)).toBe('pending');
  });

  it('filters the order list by status and time, paginated', async () => {
    const list = async (args: string) =>
      (await gql<{ viewer: { currentWorkspace: { orders: { totalCount: number; edges: { node: { status: string } }[]; pageInfo: { hasNextPage: boolean } } } } }>(
        cookies.adminA,
        `{ viewer { currentWorkspace { orders(${args}) { totalCount edges { node { status createdAt } } pageInfo { hasNextPage } } } } }`,
      )).data!.viewer.currentWorkspace.orders;
    const all = await list('first: 10');
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.edges).toHaveLength(10);
    expect(all.pageInfo.hasNextPage).toBe(true);
    const cancelled = await list('first: 100, statuses: [CANCELLED]');
    expect(cancelled.totalCount).toBeGreaterThan(0);
    expect(new Set(cancelled.edges.map((e) => e.node.status))).toEqual(new Set(['CANCELLED']));
    expect((await list('first: 10, createdAfter: "2026-11-27T00:00:00Z"')).totalCount).toBe(0);
    expect((await list('first: 10, createdBefore: "2026-11-27T00:00:00Z"')).totalCount).toBe(all.totalCount);
  });
});
