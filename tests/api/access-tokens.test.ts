import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember } from '../support/fixtures.ts';

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/**
 * Access tokens as actors: made once and kept hashed, accepted as `Authorization: Bearer` on
 * GraphQL (HTTP and graphql-ws) and REST, each scope opening what it names and nothing else, never
 * more than the maker may do now, and refused at once when revoked, expired or orphaned — streams
 * they opened included.
 */
describe('access tokens', () => {
  let app: TestApp;
  let model: FakeModel;
  let creator: string;
  let now = new Date();

  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: Array.from({ length: 200 }, (_, i) => `第${i}段。`), intervalMs: 50 });
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test' }, { clock: () => now });
    creator = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  const graphql = async <T>(query: string, auth: { cookie?: string; token?: string }, variables?: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth.cookie && { cookie: auth.cookie }),
        ...(auth.token && { authorization: `Bearer ${auth.token}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as Gql<T> };
  };

  const CREATE = `mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { __typename
    ... on CreateAccessTokenPayload { secret accessToken { id hint scopes state expiresAt } }
    ... on ValidationError { problems { field message } } } }`;
  type Created = { createAccessToken: { __typename: string; secret?: string; accessToken?: { id: string; hint: string; scopes: string[]; state: string; expiresAt: string }; problems?: { field: string; message: string }[] } };
  const make = async (scopes: string[], cookie = creator, extra: Record<string, unknown> = {}) => {
    const { body } = await graphql<Created>(CREATE, { cookie }, { input: { name: `令牌 ${scopes.join('+')}`, scopes, ...extra } });
    return body.data!.createAccessToken;
  };
  const revoke = (id: string) => graphql('mutation ($id: ID!) { revokeAccessToken(accessTokenId: $id) { __typename } }', { cookie: creator }, { id });

  it('shows a token once, keeps only its hash, and lists it with its hint and scopes', async () => {
    const made = await make(['DOCUMENTS_READ']);
    expect(made.secret).toMatch(/^zwt_[A-Za-z0-9_-]{43}$/);
    expect(made.accessToken).toMatchObject({ hint: `zwt_…${made.secret!.slice(-4)}`, scopes: ['DOCUMENTS_READ'], state: 'ACTIVE' });
    // Thirty days unless chosen otherwise.
    expect(Date.parse(made.accessToken!.expiresAt) - now.getTime()).toBe(30 * 86_400_000);
    const stored = JSON.stringify(await app.deps.database.db.query.accessTokens.findMany());
    expect(stored).not.toContain(made.secret!);
    const list = await graphql<{ viewer: { currentWorkspace: { accessTokens: { edges: { node: Record<string, unknown> }[] } } } }>(
      '{ viewer { currentWorkspace { accessTokens(first: 10) { edges { node { id name hint createdBy { displayName } lastUsedAt } } } } } }',
      { cookie: creator },
    );
    expect(JSON.stringify(list.body.data)).not.toContain(made.secret!);
    expect(list.body.data!.viewer.currentWorkspace.accessTokens.edges.map((e) => e.node.id)).toContain(made.accessToken!.id);
  });

  it('refuses a token without a name or scope, with a lifetime out of bounds, and to members', async () => {
    const bad = await graphql<Created>(CREATE, { cookie: creator }, { input: { name: ' ', scopes: [], expiresInDays: 366 } });
    expect(bad.body.data!.createAccessToken.problems).toEqual([
      { field: 'name', message: '请输入令牌名称' },
      { field: 'scopes', message: '请至少选择一项权限范围' },
      { field: 'expiresInDays', message: '有效期须为 1 到 365 天' },
    ]);
    const workspaceId = (await app.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: await app.demoCreatorId() } }))!.workspaceId;
    const member = await app.signIn((await addMember(app.deps.database.db, workspaceId, 1)).id);
    const refused = await graphql(CREATE, { cookie: member }, { input: { name: 'x', scopes: ['CHAT'] } });
    expect(refused.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('opens with each scope what it names and nothing else', async () => {
    const search = '{ search(query: "年假", first: 1) { totalCount } }';
    const agents = '{ availableAgents { id } }';
    const chats = '{ conversations(first: 1) { edges { node { id } } } }';
    const members = '{ viewer { currentWorkspace { members(first: 1) { totalCount } } } }';
    const operations = { search, agents, chats, members } as const;
    const allowed: Record<string, (keyof typeof operations)[]> = {
      DOCUMENTS_READ: ['search'],
      AGENTS_READ: ['agents'],
      CHAT: ['chats'],
      MANAGE: ['members'],
    };
    for (const [scope, opens] of Object.entries(allowed)) {
      const { secret } = await make([scope]);
      for (const [name, query] of Object.entries(operations)) {
        const { body } = await graphql(query, { token: secret });
        const refused = body.errors?.[0]?.extensions?.code === 'FORBIDDEN';
        expect({ scope, name, refused }).toEqual({ scope, name, refused: !opens.includes(name as keyof typeof operations) });
      }
      // Every scope says who it acts as; none makes tokens or switches workspace.
      expect((await graphql<{ viewer: { user: { displayName: string } } }>('{ viewer { user { displayName } } }', { token: secret })).body.data!.viewer.user.displayName).toBe('演示管理员');
      const minted = await graphql(CREATE, { token: secret }, { input: { name: 'x', scopes: ['MANAGE'] } });
      expect(minted.body.errors![0]).toMatchObject({ message: '此操作只能在登录后进行，不能使用访问令牌', extensions: { code: 'FORBIDDEN' } });
    }
    // Hidden in a fragment at the root, a field is still judged by its scope.
    const { secret } = await make(['DOCUMENTS_READ']);
    const hidden = await graphql('query { ...F } fragment F on Query { conversations(first: 1) { edges { node { id } } } }', { token: secret });
    expect(hidden.body.errors![0]!.message).toBe('访问令牌没有此操作所需的权限范围');
  });

  it('declares at every root field which tokens reach it, or leaves it open on purpose', async () => {
    const { schema } = await import('../../bff/src/graphql/schema.ts');
    // Open to everyone the field itself answers for: who is asking, objects each judged by its
    // type's rule, and what is public anyway.
    const OPEN = new Set(['viewer', 'node', 'nodes', 'invitation', 'publicDocument']);
    const PERSON_SCOPES = ['signedIn', 'member', 'admin', 'creator'];
    // Fields whose scopes depend on their arguments (the function form), with each argument that matters.
    const BY_ARGUMENTS: Record<string, Record<string, unknown>[]> = {
      createAgent: [{ scope: 'workspace' }, { scope: 'personal' }],
      installApp: [{ scope: 'workspace' }, { scope: 'personal' }],
    };
    // Each scope about a person names the tokens it lets in; `operator` is for sessions by itself.
    const names = (map: unknown) =>
      Boolean(map) && typeof map === 'object' && Object.entries(map as object).every(([name, value]) => (PERSON_SCOPES.includes(name) ? typeof value !== 'boolean' : name === 'operator'));
    const undeclared: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(type!.getFields())) {
        const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
        const declared =
          typeof scopes === 'function'
            ? (BY_ARGUMENTS[field.name] ?? []).length > 0 && BY_ARGUMENTS[field.name]!.every((args) => names((scopes as (...a: unknown[]) => unknown)({}, args, {}, {})))
            : names(scopes);
        if (OPEN.has(field.name) === declared) undeclared.push(`${type!.name}.${field.name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('accepts a token on REST, and refuses a bad, revoked or expired one with 401 at once', async () => {
    const made = await make(['DOCUMENTS_READ']);
    const info = (token: string) => fetch(`${app.url}/api/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect((await info(made.secret!)).status).toBe(200);
    for (const bad of ['zwt_nope', 'not-a-token', '']) {
      const response = await info(bad);
      expect(response.status).toBe(401);
    }
    const refusedGraphql = await graphql('{ viewer { user { id } } }', { token: 'zwt_nope' });
    expect(refusedGraphql.status).toBe(401);
    expect(refusedGraphql.body.errors![0]).toMatchObject({ message: '访问令牌无效、已过期或已撤销', extensions: { code: 'UNAUTHENTICATED' } });

    await revoke(made.accessToken!.id);
    expect((await info(made.secret!)).status).toBe(401);

    const short = await make(['DOCUMENTS_READ'], creator, { expiresInDays: 1 });
    expect((await info(short.secret!)).status).toBe(200);
    now = new Date(now.getTime() + 86_400_000 + 1000);
    try {
      expect((await info(short.secret!)).status).toBe(401);
    } finally {
      now = new Date();
    }
  });

  it('reaches only the REST routes its scopes open; account and sign-in routes are for sessions', async () => {
    const reader = (await make(['AGENTS_READ'])).secret!;
    const chatter = (await make(['CHAT'])).secret!;
    const rest = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${app.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const asked = await rest(reader, 'POST', '/chat/messages', { text: '年假有几天？' });
    expect(asked.status).toBe(403);
    expect(((await asked.json()) as { message: string }).message).toBe('访问令牌没有此操作所需的权限范围');
    for (const [method, path, body] of [
      ['PUT', '/user/base_info', { display_name: 'taken over' }],
      ['POST', '/auth/logout', {}],
      ['GET', '/avatar/user', undefined],
    ] as const) {
      const refused = await rest(chatter, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe('此操作只能在登录后进行，不能使用访问令牌');
    }
    expect((await rest(chatter, 'POST', '/chat/conversations', {})).status).toBe(200);
    expect((await rest(reader, 'GET', '/user/info')).status).toBe(200);
  });

  it('never grants more than its maker may do now', async () => {
    const { db } = app.deps.database;
    const workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: await app.demoCreatorId() } }))!.workspaceId;
    const admin = await addMember(db, workspaceId, 2);
    const adminCookie = await app.signIn(admin.id);
    const made = await make(['MANAGE', 'DOCUMENTS_READ'], adminCookie);
    const members = '{ viewer { currentWorkspace { members(first: 1) { totalCount } } } }';
    expect((await graphql(members, { token: made.secret })).body.errors).toBeUndefined();
    // Made a plain member: the token's manage scope opens nothing an admin may do.
    await graphql('mutation ($id: ID!, $t: WorkspaceUserType!) { updateMemberType(memberId: $id, wsUserType: $t) { __typename } }', { cookie: creator }, {
      id: Buffer.from(`Member:${JSON.stringify([workspaceId, admin.id])}`).toString('base64'),
      t: 'MEMBER',
    });
    expect((await graphql(members, { token: made.secret })).body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // Gone from the workspace: the token is powerless.
    const { workspaceMembers } = await import('../../bff/src/workspaces/tables.ts');
    const { and, eq } = await import('drizzle-orm');
    await db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, admin.id)));
    expect((await graphql('{ viewer { user { id } } }', { token: made.secret })).status).toBe(401);
  });

  it('ends a subscription and a server-sent stream it opened within seconds of revocation', async () => {
    const made = await make(['CHAT']);
    const send = await graphql<{ sendMessage: { answer: { id: string } } }>(
      'mutation { sendMessage(input: { text: "年假有几天？" }) { ... on SendMessagePayload { answer { id } } } }',
      { token: made.secret },
    );
    const answerId = send.body.data!.sendMessage.answer.id;

    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${made.secret}` }, retryAttempts: 0 });
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const pieces: string[] = [];
    const firstPiece = new Promise<void>((resolve) =>
      client.subscribe<{ answerStream: { delta: string } }>(
        { query: 'subscription ($id: ID!) { answerStream(messageId: $id) { delta } }', variables: { id: answerId } },
        { next: ({ data }) => (pieces.push(data!.answerStream.delta), resolve()), error: () => {}, complete: () => {} },
      ),
    );
    await firstPiece;

    const sse = await fetch(`${app.url}/api/chat/messages/${encodeURIComponent(answerId)}/stream`, { headers: { authorization: `Bearer ${made.secret}` } });
    expect(sse.status).toBe(200);
    const reader = sse.body!.getReader();
    await reader.read();

    const revokedAt = Date.now();
    await revoke(made.accessToken!.id);
    expect(await closed).toBe(4401);
    // The stream ends: reading runs out rather than waiting for the answer's end (10 s away).
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
    await client.dispose();
  });
});
