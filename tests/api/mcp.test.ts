import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { remaining } from '../support/chat.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember } from '../support/fixtures.ts';

const LEAVE = '# 年假制度\n\n员工入职满一年后享有带薪年假，每年十五天。年假需提前三个工作日申请，由直属主管审批。';
const PRIVATE = '# 蓝鲸计划\n\n蓝鲸计划的预算只有我自己能看到。';
const LONG = `# Long manual\n\n${Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: the release checklist keeps every step written down.`).join('\n\n')}`;

type Text = { type: 'text'; text: string };
type Result = { isError?: boolean; content: Text[]; structuredContent?: Record<string, unknown> };
type Found = { id: string; title: string; app: string; link: string | null; passage: string };
type Read = { id: string; title: string; text: string; offset: number; totalLength: number; nextOffset: number | null };
type Answer = { answer: string; conversationId: string; citations: { index: number; id: string; title: string; passage: string }[] };

/**
 * The MCP server at /mcp, driven by the SDK's own client over streamable HTTP with an access
 * token: the tools a token's scopes open, what each answers as its maker may see, and refusals.
 */
describe('MCP server', () => {
  let app: TestApp;
  let creator: string;
  let workspaceId: string;
  let privateDocumentId: string;
  let longDocumentId: string;
  const clients: Client[] = [];

  const makeToken = async (scopes: string[]) => {
    const made = await app.graphql<{ createAccessToken: { secret: string; accessToken: { id: string } } }>(
      'mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret accessToken { id } } } }',
      { cookie: creator, variables: { input: { name: `MCP ${scopes.join('+')}`, scopes } } },
    );
    return made.data!.createAccessToken;
  };

  const connect = async (token: string) => {
    const client = new Client({ name: 'zhiwen-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
    clients.push(client);
    await client.connect(transport);
    return client;
  };

  const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;
  const httpStatus = (error: unknown) => (error instanceof StreamableHTTPError ? error.code : error);

  beforeAll(async () => {
    app = await startTestApp();
    creator = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    const files = await installApp(app, creator, 'files', { title: '制度文件', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false });
    await uploadToApp(app, creator, files, '年假制度.md', LEAVE);
    await uploadToApp(app, creator, files, 'long-manual.md', LONG);
    await syncAndWait(app, creator, files);
    longDocumentId = (await documentsOf(app, creator, files)).find((d) => String(d.text).startsWith('# Long manual'))!.id as string;

    // A member's personal app: the token's maker (the workspace's creator) may not see it.
    const member = await app.signIn((await addMember(db, workspaceId, 1)).id);
    const notes = await installApp(app, member, 'files', { title: '我的笔记', authType: 'NONE', autoSync: false }, 'PERSONAL');
    await uploadToApp(app, member, notes, '蓝鲸计划.md', PRIVATE);
    await syncAndWait(app, member, notes);
    privateDocumentId = (await documentsOf(app, member, notes))[0]!.id as string;
  });
  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.close()));
    await app?.stop();
  });

  it('lists the tools each scope opens, described in English and Chinese', async () => {
    const listed = async (scopes: string[]) => (await (await connect((await makeToken(scopes)).secret)).listTools()).tools;
    const all = await listed(['DOCUMENTS_READ', 'CHAT']);
    expect(all.map((tool) => tool.name).sort()).toEqual(['ask', 'read_document', 'search']);
    const search = all.find((tool) => tool.name === 'search')!;
    expect(search.description).toMatch(/^Search the workspace’s documents.* \/ 搜索工作区/);
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
    expect((await listed(['DOCUMENTS_READ'])).map((tool) => tool.name).sort()).toEqual(['read_document', 'search']);
    expect((await listed(['CHAT'])).map((tool) => tool.name)).toEqual(['ask']);
  });

  it('searches the documents the maker may see, matches marked', async () => {
    const client = await connect((await makeToken(['DOCUMENTS_READ'])).secret);
    const found = await call(client, 'search', { query: '年假 审批' });
    expect(found.isError).toBeFalsy();
    const results = found.structuredContent!.results as Found[];
    expect(results[0]).toMatchObject({ app: '制度文件' });
    expect(results[0]!.passage).toContain('**年假**');
    expect(found.content[0]!.text).toContain(`id: ${results[0]!.id}`);
    expect(found.content[0]!.text).toContain('**审批**');

    // Another member's personal note is not found, even by its own words.
    const hidden = await call(client, 'search', { query: '蓝鲸计划' });
    expect((hidden.structuredContent!.results as Found[]).map((r) => r.id)).not.toContain(privateDocumentId);
    expect(hidden.content[0]!.text).toContain('没有找到相关文档');
  });

  it('reads a document the maker may see, a long one in parts, and no other', async () => {
    const client = await connect((await makeToken(['DOCUMENTS_READ'])).secret);
    const id = ((await call(client, 'search', { query: '年假' })).structuredContent!.results as Found[])[0]!.id;
    const read = await call(client, 'read_document', { id });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ id, text: LEAVE, nextOffset: null });
    expect(read.content[0]!.text).toContain('员工入职满一年后享有带薪年假');

    const first = await call(client, 'read_document', { id: longDocumentId });
    const part = first.structuredContent as Read;
    expect(part).toMatchObject({ offset: 0, totalLength: LONG.length, nextOffset: 20_000 });
    expect(part.text).toHaveLength(20_000);
    expect(first.content[0]!.text).toContain(`用 offset 20000 继续读`);
    const rest = (await call(client, 'read_document', { id: longDocumentId, offset: 20_000 })).structuredContent as Read;
    expect(part.text + rest.text).toBe(LONG);
    expect(rest.nextOffset).toBeNull();

    for (const other of [privateDocumentId, 'RG9jdW1lbnQ6bm9wZQ==', 'nope']) {
      const refused = await call(client, 'read_document', { id: other });
      expect(refused).toMatchObject({ isError: true, content: [{ type: 'text', text: '文档不存在' }] });
    }
  });

  it('asks the default assistant and answers with citations, extractively without a model', async () => {
    const client = await connect((await makeToken(['CHAT'])).secret);
    const asked = await call(client, 'ask', { question: '年假有几天？' });
    expect(asked.isError).toBeFalsy();
    const answer = asked.structuredContent as Answer;
    expect(answer.answer).toContain('十五天');
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations[0]).toMatchObject({ index: 1, title: expect.stringContaining('年假') });
    expect(asked.content[0]!.text).toContain(`来源:\n[1] ${answer.citations[0]!.title}`);

    // The conversation goes on where the first answer was.
    const again = (await call(client, 'ask', { question: '需要谁审批？', conversationId: answer.conversationId })).structuredContent as Answer;
    expect(again.conversationId).toBe(answer.conversationId);
    expect((await call(client, 'ask', { question: '年假？', agent: 'agk_nope' })).content[0]!.text).toBe('智能体不存在或不可用');
  });

  it('refuses a tool the token has no scope for, and a token that opens none', async () => {
    const client = await connect((await makeToken(['DOCUMENTS_READ'])).secret);
    const refused = await call(client, 'ask', { question: '年假有几天？' }).catch((error: unknown) => error);
    expect(httpStatus(refused)).toBe(403);
    expect(String(refused)).toContain('访问令牌没有此操作所需的权限范围');
    const none = await connect((await makeToken(['AGENTS_READ'])).secret).catch((error: unknown) => error);
    expect(httpStatus(none)).toBe(403);
    expect(String(none)).toContain('访问令牌没有此操作所需的权限范围');
  });

  it('refuses a missing, unknown or revoked token with 401, and anything but POST', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const missing = await post({ 'accept-language': 'en', cookie: creator });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="zhiwen"');
    expect(await missing.json()).toMatchObject({ jsonrpc: '2.0', id: 1, error: { message: 'This endpoint takes an access token: send Authorization: Bearer zwt_…' } });
    const unknown = await post({ authorization: 'Bearer zwt_nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('error="invalid_token"');

    const token = await makeToken(['DOCUMENTS_READ']);
    const client = await connect(token.secret);
    await app.graphql('mutation ($id: ID!) { revokeAccessToken(accessTokenId: $id) { __typename } }', { cookie: creator, variables: { id: token.accessToken.id } });
    expect(httpStatus(await client.listTools().catch((error: unknown) => error))).toBe(401);
    expect(httpStatus(await connect(token.secret).catch((error: unknown) => error))).toBe(401);

    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${app.url}/mcp`, { method, headers: { authorization: `Bearer ${(await makeToken(['CHAT'])).secret}` } });
      expect(response.status).toBe(405);
    }
  });

  it('answers a tool error with the message when the day’s chats are used up', async () => {
    const client = await connect((await makeToken(['CHAT'])).secret);
    const { db } = app.deps.database;
    await db.execute(sql`update workspaces set chat_credits = 0 where id = ${workspaceId}`);
    const left = await remaining(app, creator);
    await db.execute(sql`insert into usage_records (workspace_id, user_id, type, count) select ${workspaceId}, null, 'chat', 1 from generate_series(1, ${left})`);
    expect(await remaining(app, creator)).toBe(0);
    const refused = await call(client, 'ask', { question: '年假有几天？' });
    expect(refused).toMatchObject({ isError: true, content: [{ type: 'text', text: '今日对话次数已用完' }] });
  });
});

describe('MCP ask with a model', () => {
  let app: TestApp;
  let model: FakeModel;

  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: Array.from({ length: 200 }, (_, i) => `第${i}段。`), intervalMs: 50 });
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test' });
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  it('stops waiting for an answer within seconds of the token being revoked', async () => {
    const creator = await app.signIn(await app.demoCreatorId());
    const made = await app.graphql<{ createAccessToken: { secret: string; accessToken: { id: string } } }>(
      'mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret accessToken { id } } } }',
      { cookie: creator, variables: { input: { name: 'MCP', scopes: ['CHAT'] } } },
    );
    const { secret, accessToken } = made.data!.createAccessToken;
    const client = new Client({ name: 'zhiwen-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
    // The model takes 10 s to write this answer.
    const asking = client.callTool({ name: 'ask', arguments: { question: '年假有几天？' } }) as Promise<Result>;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const revokedAt = Date.now();
    await app.graphql('mutation ($id: ID!) { revokeAccessToken(accessTokenId: $id) { __typename } }', { cookie: creator, variables: { id: accessToken.id } });
    expect(await asking).toMatchObject({ isError: true, content: [{ type: 'text', text: '访问令牌无效、已过期或已撤销' }] });
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
    await client.close();
  });
});
