import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { billingFor } from '../../bff/src/billing/service.ts';
import { sweepBilling } from '../../bff/src/billing/sweep.ts';
import { billingSubscriptions } from '../../bff/src/billing/tables.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TINY_PNG } from '../support/files.ts';
import { createUser } from '../support/fixtures.ts';

/** The queue's own sweep waits for New Year's Day: each test runs the sweep itself, at its own clock. */
const SWEEP_BY_HAND = { BILLING_SWEEP_CRON: '0 0 1 1 *' };
type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const DAY = 86_400_000;
const BANK = { BANK_TRANSFER_ACCOUNT_NAME: '知问科技有限公司', BANK_TRANSFER_BANK_NAME: '招商银行', BANK_TRANSFER_ACCOUNT_NUMBER: '6225000011112222' };

/**
 * Subscriptions drive the version, its expiry and the limits at once: renewals extend, upgrades
 * credit what remains and replace the lower version, add-ons raise limits for their period, gifts
 * (an accepted invitation's 200 chats) are listed as such, and when everything expires the
 * workspace is free again with nothing deleted — adding more is refused with the limit's message.
 */
describe('billing subscriptions and limits', () => {
  let app: TestApp;
  let now = new Date('2026-11-26T04:00:00Z');
  const cookies = { creator: '', operator: '', other: '' };
  let workspaceId = '';
  let creatorId = '';

  beforeAll(async () => {
    app = await startTestApp({ ...BANK, BILLING_OPERATORS: 'ops@zhiwen.example', ...SWEEP_BY_HAND, SESSION_DAYS: '365' }, { clock: () => now });
    const db = app.deps.database.db;
    const creator = await createUser(db, 'Subscriber');
    creatorId = creator.id;
    workspaceId = (await createWorkspace(db, { name: 'Subscribers', creator, makeCurrent: true })).id;
    const other = await createUser(db, 'Other');
    await createWorkspace(db, { name: 'Others', creator: other, makeCurrent: true });
    const [operator] = await db.insert(users).values({ displayName: 'Operator', username: 'ops3', email: 'ops@zhiwen.example', isActive: true }).returning();
    cookies.creator = await app.signIn(creator.id);
    cookies.other = await app.signIn(other.id);
    cookies.operator = await app.signIn(operator!.id);
  }, 60_000);
  afterAll(() => app?.stop());

  const gql = async <T>(cookie: string, query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Gql<T>;
  };
  const sweep = (at: Date) => sweepBilling({ db: app.deps.database.db, billing: billingFor(app.deps.config.billing), log: app.deps.log }, at);

  type BillingShape = {
    version: string;
    expiresAt: string | null;
    remainingDays: number | null;
    limits: { members: number; documents: number; chatsPerDay: number };
    usage: { members: number; chatsToday: number };
    chatCredits: number;
    subscriptions: { totalCount: number; edges: { node: { item: string; source: string; name: string; detail: string; creditedChats: number; endsAt: string | null; revokedAt: string | null } }[] };
  };
  const billing = async (cookie = cookies.creator) => {
    const result = await gql<{ viewer: { currentWorkspace: { memberLimit: number; version: string; billing: BillingShape } } }>(
      cookie,
      `{ viewer { currentWorkspace { memberLimit version billing {
        version expiresAt remainingDays limits { members documents chatsPerDay } usage { members chatsToday } chatCredits
        subscriptions(first: 50) { totalCount edges { node { item source name detail creditedChats endsAt revokedAt } } }
      } } } }`,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.viewer.currentWorkspace;
  };

  const backOffice = (input: Record<string, unknown>, workspace = workspaceId) =>
    gql<{ createBackOfficeOrder: { __typename: string; order?: { id: string; status: string; number: string } } }>(
      cookies.operator,
      'mutation ($input: BackOfficeOrderInput!) { createBackOfficeOrder(input: $input) { __typename ... on OrderPayload { order { id status number } } ... on Error { message } } }',
      { input: { workspaceInternalID: workspace, ...input } },
    );
  const refund = async (orderId: string) => {
    const result = await gql<{ refundOrder: { __typename: string; order?: { status: string } } }>(
      cookies.operator,
      'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "客户申请") { __typename ... on OrderPayload { order { status } } } }',
      { id: orderId },
    );
    expect(result.data!.refundOrder).toEqual({ __typename: 'OrderPayload', order: { status: 'REFUNDED' } });
  };
  /** An upgrade to enterprise for a month, paid by a confirmed transfer. */
  const upgrade = async (cookie: string) => {
    const made = await gql<{ createOrder: { order: { id: string; creditFen: number } } }>(
      cookie,
      'mutation { createOrder(input: { item: ENTERPRISE, period: MONTH }) { ... on OrderPayload { order { id creditFen } } } }',
    );
    const order = made.data!.createOrder.order;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'receipt.png');
    const uploaded = await fetch(`${app.url}/api/billing/orders/${encodeURIComponent(order.id)}/receipt`, { method: 'POST', headers: { cookie }, body: form });
    expect(uploaded.status).toBe(200);
    const confirmed = await gql<{ confirmTransfer: { __typename: string } }>(cookies.operator, 'mutation ($id: ID!) { confirmTransfer(orderId: $id) { __typename } }', { id: order.id });
    expect(confirmed.data!.confirmTransfer.__typename).toBe('OrderPayload');
    return order;
  };
  const gift = (input: Record<string, unknown>) =>
    gql<{ giftSubscription: { __typename: string } }>(
      cookies.operator,
      'mutation ($input: GiftSubscriptionInput!) { giftSubscription(input: $input) { __typename ... on Error { message } } }',
      { input: { workspaceInternalID: workspaceId, ...input } },
    );
  const addMembers = (n: number, from: number) =>
    gql<{ addMembers: { __typename: string; message?: string; added?: number } }>(
      cookies.creator,
      'mutation ($contacts: [MemberContactInput!]!) { addMembers(contacts: $contacts) { __typename ... on AddMembersPayload { added pending } ... on Error { message } } }',
      { contacts: Array.from({ length: n }, (_, i) => ({ email: `member${from + i}@subscribers.example` })) },
    );

  it('sets the version and its expiry from a back-office order, and a renewal extends it', async () => {
    const first = await backOffice({ item: 'TEAM', period: 'MONTH', quantity: 1, note: '合同 A-1' });
    expect(first.data!.createBackOfficeOrder).toMatchObject({ __typename: 'OrderPayload', order: { status: 'COMPLETED' } });
    let seen = await billing();
    expect(seen.billing).toMatchObject({ version: 'TEAM', expiresAt: '2026-12-26T04:00:00.000Z', remainingDays: 30, limits: { members: 50 } });
    expect(seen.memberLimit).toBe(50);
    await backOffice({ item: 'TEAM', period: 'MONTH', quantity: 1 });
    seen = await billing();
    expect(seen.billing.expiresAt).toBe('2027-01-26T04:00:00.000Z');
    expect(seen.billing.subscriptions.edges.map((e) => e.node.source)).toEqual(['BACK_OFFICE_ORDER', 'BACK_OFFICE_ORDER']);
    // Only operators do this; another workspace's people see none of it.
    const refused = await gql<{ createBackOfficeOrder: { __typename: string } }>(
      cookies.creator,
      'mutation ($input: BackOfficeOrderInput!) { createBackOfficeOrder(input: $input) { __typename } }',
      { input: { workspaceInternalID: workspaceId, item: 'ULTIMATE', period: 'PERMANENT' } },
    );
    expect(refused.errors?.[0]).toMatchObject({ message: '仅平台运营人员可以执行此操作', extensions: { code: 'FORBIDDEN' } });
    expect((await billing(cookies.other)).billing).toMatchObject({ version: 'FREE', subscriptions: { totalCount: 0 } });
  });

  it('credits what remains of a paid lower version on an upgrade, and ends it when the upgrade is paid', async () => {
    now = new Date(now.getTime() + 10 * DAY);
    const quote = await gql<{ orderQuote: { amountFen: number; creditFen: number; totalFen: number; creditRule: string } }>(
      cookies.creator,
      '{ orderQuote(input: { item: ENTERPRISE, period: MONTH }) { amountFen creditFen totalFen creditRule } }',
    );
    const q = quote.data!.orderQuote;
    // Back-office orders were paid at the catalogue's price: 2 months of team, 20 and 30 days left.
    expect(q.creditRule).toBe('UPGRADE_CREDITED');
    expect(q.creditFen).toBeGreaterThan(0);
    expect(q.totalFen).toBe(q.amountFen - q.creditFen);
    const renewal = await gql<{ orderQuote: { creditRule: string; creditFen: number } }>(cookies.creator, '{ orderQuote(input: { item: TEAM, period: YEAR }) { creditRule creditFen } }');
    expect(renewal.data!.orderQuote).toEqual({ creditRule: 'RENEWAL', creditFen: 0 });
    const addon = await gql<{ orderQuote: { creditRule: string } }>(cookies.creator, '{ orderQuote(input: { item: CHATS, period: MONTH }) { creditRule } }');
    expect(addon.data!.orderQuote.creditRule).toBe('ADDON');

    const made = await gql<{ createOrder: { order: { id: string; creditFen: number; totalFen: number } } }>(
      cookies.creator,
      'mutation { createOrder(input: { item: ENTERPRISE, period: MONTH }) { ... on OrderPayload { order { id creditFen totalFen } } } }',
    );
    expect(made.data!.createOrder.order).toMatchObject({ creditFen: q.creditFen, totalFen: q.totalFen });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'receipt.png');
    const uploaded = await fetch(`${app.url}/api/billing/orders/${encodeURIComponent(made.data!.createOrder.order.id)}/receipt`, { method: 'POST', headers: { cookie: cookies.creator }, body: form });
    expect(uploaded.status).toBe(200);
    const confirmed = await gql<{ confirmTransfer: { __typename: string } }>(cookies.operator, 'mutation ($id: ID!) { confirmTransfer(orderId: $id) { __typename } }', { id: made.data!.createOrder.order.id });
    expect(confirmed.data!.confirmTransfer.__typename).toBe('OrderPayload');
    const seen = await billing();
    expect(seen.billing).toMatchObject({ version: 'ENTERPRISE', expiresAt: '2027-01-06T04:00:00.000Z', limits: { members: 1000 } });
    const teams = seen.billing.subscriptions.edges.filter((e) => e.node.item === 'TEAM').map((e) => e.node);
    // The running team month ends now; the queued one never starts.
    expect(teams.some((s) => s.endsAt === now.toISOString())).toBe(true);
    expect(teams.some((s) => s.revokedAt === now.toISOString())).toBe(true);
  });

  it('raises limits with add-ons for their period, and lists an accepted invitation’s 200 chats as a gift', async () => {
    expect((await gift({ item: 'MEMBERS', period: 'DAY', quantity: 2, addonQuantity: 5, note: '活动赠送' })).data!.giftSubscription.__typename).toBe('GiftSubscriptionPayload');
    let seen = await billing();
    expect(seen.billing.limits.members).toBe(1005);
    expect(seen.memberLimit).toBe(1005);
    expect(seen.billing.subscriptions.edges.map((e) => e.node).find((s) => s.item === 'MEMBERS')).toMatchObject({ source: 'GIFT', detail: '活动赠送' });
    // The operator's gift is in the workspace's audit log, by them, with what was given.
    const [gifted] = await app.deps.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'subscription.gifted'));
    expect(gifted).toMatchObject({ actorKind: 'person', objectLabel: 'members', detail: { after: { item: 'members', period: 'day', periods: 2, quantity: 5 }, by: 'operator', reason: '活动赠送' } });

    const invited = await gql<{ createInvitation: { link: string } }>(cookies.creator, 'mutation { createInvitation { ... on CreateInvitationPayload { link } } }');
    const code = invited.data!.createInvitation.link.split('/invitation/')[1]!;
    const newcomer = await createUser(app.deps.database.db, 'Newcomer');
    const joined = await gql<{ acceptInvitation: { __typename: string } }>(await app.signIn(newcomer.id), 'mutation ($code: String!) { acceptInvitation(code: $code) { __typename } }', { code });
    expect(joined.data!.acceptInvitation.__typename).toBe('AcceptInvitationPayload');
    seen = await billing();
    expect(seen.billing.chatCredits).toBe(200);
    expect(seen.billing.subscriptions.edges.map((e) => e.node).find((s) => s.creditedChats > 0)).toMatchObject({ item: 'CHATS', source: 'GIFT', creditedChats: 200, name: '邀请奖励：200 次免费对话', detail: 'Newcomer' });
    const history = await gql<{ viewer: { currentWorkspace: { billing: { usageHistory: { date: string; members: number; chats: number }[] } } } }>(
      cookies.creator,
      '{ viewer { currentWorkspace { billing { usageHistory(days: 7) { date members chats documents } } } } }',
    );
    const days = history.data!.viewer.currentWorkspace.billing.usageHistory;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ date: '2026-12-06', members: 1 });
    const bad = await gql(cookies.creator, '{ viewer { currentWorkspace { billing { usageHistory(days: 0) { date } } } } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // Two days later the add-on has ended.
    now = new Date(now.getTime() + 2 * DAY + 1000);
    expect((await billing()).billing.limits.members).toBe(1000);
  });

  it('falls back to free when everything expires, deleting nothing, and refuses more with the limit’s message', async () => {
    const added = await addMembers(14, 0);
    expect(added.data!.addMembers).toMatchObject({ __typename: 'AddMembersPayload' });
    const before = await billing();
    expect(before.billing.usage.members).toBe(16);
    const today = await gql<{ viewer: { currentWorkspace: { billing: { usageHistory: { members: number }[] } } } }>(cookies.creator, '{ viewer { currentWorkspace { billing { usageHistory(days: 1) { members } } } } }');
    expect(today.data!.viewer.currentWorkspace.billing.usageHistory).toEqual([{ members: 14 }]);

    now = new Date('2027-02-01T00:00:00Z');
    const swept = await sweep(now);
    expect(swept.refreshed).toBe(1);
    const after = await billing();
    expect(after.billing).toMatchObject({ version: 'FREE', expiresAt: null, remainingDays: null, limits: { members: 10, chatsPerDay: 100 } });
    expect(after.version).toBe('FREE');
    // Nothing deleted: every member and pending member is still there, over the limit.
    expect(after.billing.usage.members).toBe(16);
    const [members] = await app.deps.database.db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
    expect(members!.n).toBe(2);
    expect(after.billing.subscriptions.totalCount).toBe(before.billing.subscriptions.totalCount);

    // Adding more is refused, saying which limit and how to upgrade, in each language.
    const refused = await addMembers(1, 100);
    expect(refused.data!.addMembers).toEqual({ __typename: 'ActionError', message: '成员数量已达当前版本上限，请升级版本' });
    const invitation = await gql<{ createInvitation: { __typename: string; message: string } }>(cookies.creator, 'mutation { createInvitation { __typename ... on Error { message } } }');
    expect(invitation.data!.createInvitation).toEqual({ __typename: 'ActionError', message: '成员数量已达当前版本上限，请升级版本' });
    await app.deps.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creatorId));
    const english = await app.graphql<{ createInvitation: { message: string } }>('mutation { createInvitation { ... on Error { message } } }', { cookie: cookies.creator });
    expect(english.data!.createInvitation.message).toBe('The member limit of this version is reached; please upgrade');
    expect(await app.deps.database.db.select({ n: count() }).from(billingSubscriptions).where(eq(billingSubscriptions.workspaceId, workspaceId))).toEqual([{ n: after.billing.subscriptions.totalCount }]);
  });

  it('gives the lower version its time back when an upgrade that credited it is refunded, but not a month refunded itself', async () => {
    const db = app.deps.database.db;
    for (const [name, refundQueued] of [['Upgrader', false], ['Refunder', true]] as const) {
      now = new Date('2027-03-01T00:00:00Z');
      const buyer = await createUser(db, name);
      const workspace = (await createWorkspace(db, { name: `${name}s`, creator: buyer, makeCurrent: true })).id;
      const cookie = await app.signIn(buyer.id);
      // Two months of team: March running, April queued behind it.
      await backOffice({ item: 'TEAM', period: 'MONTH', quantity: 1 }, workspace);
      const april = (await backOffice({ item: 'TEAM', period: 'MONTH', quantity: 1 }, workspace)).data!.createBackOfficeOrder.order!;
      now = new Date('2027-03-11T00:00:00Z');
      const order = await upgrade(cookie);
      expect(order.creditFen).toBeGreaterThan(0);
      expect((await billing(cookie)).billing).toMatchObject({ version: 'ENTERPRISE', expiresAt: '2027-04-11T00:00:00.000Z' });
      if (refundQueued) await refund(april.id);

      now = new Date('2027-03-15T00:00:00Z');
      await refund(order.id);
      const seen = await billing(cookie);
      const until = refundQueued ? '2027-04-01T00:00:00.000Z' : '2027-05-01T00:00:00.000Z';
      expect(seen.billing).toMatchObject({ version: 'TEAM', expiresAt: until, limits: { members: 50 } });
      expect(seen.memberLimit).toBe(50);
      const subs = seen.billing.subscriptions.edges.map((e) => `${e.node.item} ${e.node.endsAt} ${e.node.revokedAt ? 'revoked' : 'held'}`);
      expect(subs.sort()).toEqual(
        [
          'ENTERPRISE 2027-04-11T00:00:00.000Z revoked',
          'TEAM 2027-04-01T00:00:00.000Z held',
          `TEAM 2027-05-01T00:00:00.000Z ${refundQueued ? 'revoked' : 'held'}`,
        ].sort(),
      );
    }
  });
});
