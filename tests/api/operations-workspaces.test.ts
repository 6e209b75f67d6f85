import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createUser } from '../support/fixtures.ts';

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The operators' desk finds the workspace an offline order or a gift is for, and no one else reaches it. */
describe('operators finding a workspace', () => {
  let app: TestApp;
  const now = new Date('2026-11-26T02:00:00Z');
  const cookies = { creatorA: '', operator: '' };
  let operatorId = '';

  beforeAll(async () => {
    app = await startTestApp({ BILLING_OPERATORS: 'ops@zhiwen.example' }, { clock: () => now });
    const db = app.deps.database.db;
    const creatorA = await createUser(db, 'Creator A');
    await createWorkspace(db, { name: 'Billing A', creator: creatorA, makeCurrent: true });
    await createWorkspace(db, { name: 'Billing B', creator: await createUser(db, 'Creator B'), makeCurrent: true });
    const [operator] = await db.insert(users).values({ displayName: 'Operator', username: 'ops', email: 'OPS@zhiwen.example', isActive: true }).returning();
    operatorId = operator!.id;
    cookies.creatorA = await app.signIn(creatorA.id);
    cookies.operator = await app.signIn(operatorId);
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

  it('lets operators alone find a workspace by its name, its creator’s e-mail or an order number, at the same statement count however many match', async () => {
    const db = app.deps.database.db;
    const founder = await createUser(db, 'Lantern founder');
    await db.update(users).set({ email: 'Founder.Lantern@Example.com' }).where(eq(users.id, founder.id));
    const lantern = await createWorkspace(db, { name: 'Lantern Trading 灯笼', creator: founder });
    for (const name of ['100% Growth Ltd', 'Under_score Co', 'Back\\slash Works']) await createWorkspace(db, { name, creator: await createUser(db) });
    for (let i = 1; i <= 21; i++) await createWorkspace(db, { name: `Chain Store ${String(i).padStart(2, '0')}`, creator: await createUser(db) });
    const ordered = await gql<{ createBackOfficeOrder: { order: { number: string } } }>(
      cookies.operator,
      'mutation ($input: BackOfficeOrderInput!) { createBackOfficeOrder(input: $input) { ... on OrderPayload { order { number } } } }',
      { input: { workspaceInternalID: lantern.id, item: 'TEAM', period: 'MONTH' } },
    );
    const number = ordered.data!.createBackOfficeOrder.order.number;

    type Found = { internalID: string; name: string; creatorName: string | null; creatorEmail: string | null; version: string; expiresAt: string | null };
    const SEARCH = 'query ($s: String!) { operations { workspaces(search: $s) { internalID name creatorName creatorEmail version expiresAt } } }';
    const search = async (text: string, options: { cookie?: string; language?: string; token?: string } = {}) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.language && { 'accept-language': options.language }),
        },
        body: JSON.stringify({ query: SEARCH, variables: { s: text } }),
      });
      const body = (await response.json()) as Gql<{ operations: { workspaces: Found[] } | null }>;
      return { ...body, statements: Number(/db;desc="(\d+) statements"/.exec(response.headers.get('server-timing') ?? '')?.[1]) };
    };
    const names = async (text: string) => (await search(text, { cookie: cookies.operator })).data!.operations!.workspaces.map((w) => w.name);

    // By name, in any case: with its creator and the plan in force, and its ID for the order or the gift.
    const byName = await search('lantern TRADING', { cookie: cookies.operator });
    expect(byName.data!.operations!.workspaces).toEqual([
      { internalID: lantern.id, name: 'Lantern Trading 灯笼', creatorName: 'Lantern founder', creatorEmail: 'Founder.Lantern@Example.com', version: 'TEAM', expiresAt: '2026-12-26T02:00:00.000Z' },
    ]);
    expect(await names('灯笼')).toEqual(['Lantern Trading 灯笼']);
    // By the creator's e-mail, in any case and in part; by an order's number.
    expect(await names('FOUNDER.LANTERN@')).toEqual(['Lantern Trading 灯笼']);
    expect(await names(` ${number} `)).toEqual(['Lantern Trading 灯笼']);
    expect(await names('Billing B')).toEqual(['Billing B']);
    // % and _ match only themselves (not every workspace), and a backslash is a character like any other.
    expect(await names('%')).toEqual(['100% Growth Ltd']);
    expect(await names('_')).toEqual(['Under_score Co']);
    expect(await names('k\\s')).toEqual(['Back\\slash Works']);
    expect(await names('%Growth')).toEqual([]);
    // At most 20, by name; finding 20 costs the statements finding one does.
    const many = await search('chain store', { cookie: cookies.operator });
    expect(many.data!.operations!.workspaces.map((w) => w.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Chain Store ${String(i + 1).padStart(2, '0')}`));
    expect(many.statements).toBe(byName.statements);

    // Empty or over-long: refused in the operator's language, as the client's mistake.
    for (const [language, required, tooLong] of [
      ['zh-hans', '请输入工作空间名称、创建者邮箱或订单号', '搜索内容最多 254 个字符'],
      ['en', 'Enter a workspace’s name, its creator’s e-mail or an order number', 'Search with at most 254 characters'],
    ] as const) {
      expect((await app.rest('PUT', '/user/base_info', { cookie: cookies.operator, body: { preferred_language: language } })).status).toBe(200);
      for (const [text, message] of [['', required], ['   ', required], ['x'.repeat(255), tooLong]] as const) {
        const refused = await search(text, { cookie: cookies.operator });
        expect(refused.errors?.[0], `${language} ${text.length}`).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
        expect(refused.data?.operations ?? null).toBeNull();
      }
    }
    expect((await app.rest('PUT', '/user/base_info', { cookie: cookies.operator, body: { preferred_language: 'zh-hans' } })).status).toBe(200);
    expect((await search('x'.repeat(254), { cookie: cookies.operator })).data!.operations!.workspaces).toEqual([]);

    // Nobody else reaches it: a creator, someone signed out, or the operator's own access token.
    const operator = (await db.select().from(users).where(eq(users.id, operatorId)))[0]!;
    await createWorkspace(db, { name: 'Operators’ own', creator: operator, makeCurrent: true });
    const made = await gql<{ createAccessToken: { secret: string } }>(
      cookies.operator,
      'mutation { createAccessToken(input: { name: "ops", scopes: [MANAGE], expiresInDays: 30 }) { ... on CreateAccessTokenPayload { secret } } }',
    );
    const secret = made.data!.createAccessToken.secret;
    // The token works (for what its scope reaches), so its refusal below is the desk's.
    const own = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ viewer { currentWorkspace { name } } }' }),
    });
    expect(await own.json()).toEqual({ data: { viewer: { currentWorkspace: { name: 'Operators’ own' } } } });
    for (const refused of [await search('lantern', { cookie: cookies.creatorA }), await search('lantern'), await search('lantern', { token: secret })]) {
      expect(refused.data).toEqual({ operations: null });
      expect(JSON.stringify(refused)).not.toContain('Lantern');
    }
  });
});
