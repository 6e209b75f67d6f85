import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeEmbeddings, type FakeEmbeddings } from '../support/fake-embeddings.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

// Admins set the workspace's chat and embedding models, test them with one minimal call, and see
// their passages embedded again when the embedding model changes. Keys are never shown again.

const MODELS = `{ viewer { currentWorkspace { models {
  chat { kind overridden baseUrl model hasApiKey effectiveModel serverDefault { model host } }
  embedding { kind overridden baseUrl model hasApiKey effectiveModel serverDefault { model host } }
  embeddingProgress { model embedded total done }
} } } }`;
type Settings = {
  kind: string;
  overridden: boolean;
  baseUrl: string | null;
  model: string | null;
  hasApiKey: boolean;
  effectiveModel: string | null;
  serverDefault: { model: string; host: string } | null;
};
type Progress = { model: string; embedded: number; total: number; done: boolean } | null;
type Models = { viewer: { currentWorkspace: { models: { chat: Settings; embedding: Settings; embeddingProgress: Progress } } } };

const TEST = `mutation ($kind: ModelKind!, $input: ModelSettingsInput) { testModelConnection(kind: $kind, input: $input) { __typename
  ... on TestModelConnectionPayload { latencyMs model }
  ... on ModelConnectionError { message reason httpStatus providerMessage }
  ... on ValidationError { problems { field message } }
  ... on Error { message } } }`;
type Tested = {
  testModelConnection: {
    __typename: string;
    latencyMs?: number;
    model?: string;
    message?: string;
    reason?: string;
    httpStatus?: number | null;
    providerMessage?: string | null;
    problems?: { field: string; message: string }[];
  };
};

const SAVE = `mutation ($kind: ModelKind!, $input: ModelSettingsInput!) { updateModelSettings(kind: $kind, input: $input) { __typename
  ... on UpdateModelSettingsPayload { workspace { models { chat { baseUrl model hasApiKey } embedding { baseUrl model hasApiKey } } } }
  ... on ValidationError { problems { field message } } } }`;

/** A workspace of its own, its creator (and an admin, and a member) signed in, speaking `language`. */
async function ownWorkspace(app: TestApp, name: string, language: 'en' | 'zh-hans' = 'en') {
  const { db } = app.deps.database;
  const { workspace, creator } = await createWorkspaceWithCreator(db, name);
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
  const member = await addMember(db, workspace.id, 1);
  const admin = await addMember(db, workspace.id, 2);
  return { workspaceId: workspace.id, cookie: await app.signIn(creator.id), admin: await app.signIn(admin.id), member: await app.signIn(member.id) };
}

describe('model settings', () => {
  let app: TestApp;
  let operator: FakeModel;
  let own: FakeModel;
  let embeddings: FakeEmbeddings;

  beforeAll(async () => {
    [operator, own, embeddings] = await Promise.all([startFakeModel(), startFakeModel({ kind: 'stream', tokens: ['ok'] }), startFakeEmbeddings()]);
    app = await startTestApp({
      LLM_BASE_URL: operator.baseUrl,
      LLM_MODEL: 'operator-model',
      LLM_API_KEY: 'sk-operator-secret',
      EMBEDDING_BASE_URL: embeddings.baseUrl,
      EMBEDDING_MODEL: 'operator-embedding',
      EMBEDDING_API_KEY: 'sk-embedding-secret',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await Promise.all([operator?.close(), own?.close(), embeddings?.close()]);
  });

  const test = (cookie: string, kind: 'CHAT' | 'EMBEDDING', input?: Record<string, string>, language?: string) =>
    app.graphql<Tested>(TEST, { cookie, language, variables: { kind, input } });

  it('shows the server defaults by model and host, never their keys', async () => {
    const { cookie } = await ownWorkspace(app, 'Defaults');
    const read = await app.graphql<Models>(MODELS, { cookie });
    expect(read.errors).toBeUndefined();
    const { chat, embedding } = read.data!.viewer.currentWorkspace.models;
    expect(chat).toEqual({
      kind: 'CHAT',
      overridden: false,
      baseUrl: null,
      model: null,
      hasApiKey: false,
      effectiveModel: 'operator-model',
      serverDefault: { model: 'operator-model', host: new URL(operator.baseUrl).host },
    });
    expect(embedding).toMatchObject({ kind: 'EMBEDDING', overridden: false, effectiveModel: 'operator-embedding', serverDefault: { model: 'operator-embedding' } });
    expect(JSON.stringify(read)).not.toMatch(/sk-operator-secret|sk-embedding-secret/);
  });

  it('tests the chat model with the form’s values: one token, answering the latency', async () => {
    const { cookie } = await ownWorkspace(app, 'Chat test');
    const before = own.requests.length;
    const tested = await test(cookie, 'CHAT', { baseUrl: own.baseUrl, model: 'team-model', apiKey: 'sk-typed' });
    expect(tested.data!.testModelConnection).toMatchObject({ __typename: 'TestModelConnectionPayload', model: 'team-model' });
    expect(tested.data!.testModelConnection.latencyMs).toBeGreaterThan(0);
    expect(own.requests.length).toBe(before + 1);
    expect(own.requests.at(-1)).toMatchObject({ model: 'team-model', max_tokens: 1 });
    expect(own.authorizations.at(-1)).toBe('Bearer sk-typed');
  });

  it('tests the embedding model by embedding one short text; the server default when nothing is set', async () => {
    const { cookie } = await ownWorkspace(app, 'Embedding test');
    const before = embeddings.requests.length;
    const byDefault = await test(cookie, 'EMBEDDING');
    expect(byDefault.data!.testModelConnection).toMatchObject({ __typename: 'TestModelConnectionPayload', model: 'operator-embedding' });
    expect(embeddings.requests.slice(before)).toContainEqual([expect.stringContaining('connection test')]);

    const typed = await test(cookie, 'EMBEDDING', { baseUrl: embeddings.baseUrl, model: 'team-embedding', apiKey: '' });
    expect(typed.data!.testModelConnection).toMatchObject({ __typename: 'TestModelConnectionPayload', model: 'team-embedding' });
  });

  it('reports the provider’s refusal: its status and words, explained in the person’s language', async () => {
    const en = await ownWorkspace(app, 'Refused en', 'en');
    const zh = await ownWorkspace(app, '拒绝测试', 'zh-hans');
    const failing = await startFakeModel({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided: sk-wr***', type: 'invalid_request_error' } } });
    try {
      const input = { baseUrl: failing.baseUrl, model: 'team-model', apiKey: 'sk-wrong' };
      expect((await test(en.cookie, 'CHAT', input)).data!.testModelConnection).toEqual({
        __typename: 'ModelConnectionError',
        message: 'The model service did not accept the API key; please check the key',
        reason: 'KEY_REJECTED',
        httpStatus: 401,
        providerMessage: 'Incorrect API key provided: sk-wr***',
      });
      expect((await test(zh.cookie, 'CHAT', input)).data!.testModelConnection).toMatchObject({
        message: '模型服务不接受该 API 密钥，请检查密钥',
        httpStatus: 401,
      });
      failing.behaviour = { kind: 'status', status: 404, body: { error: { message: 'The model `nope` does not exist' } } };
      expect((await test(en.cookie, 'CHAT', { ...input, model: 'nope' })).data!.testModelConnection).toMatchObject({
        reason: 'NOT_FOUND',
        httpStatus: 404,
        providerMessage: 'The model `nope` does not exist',
      });
    } finally {
      await failing.close();
    }
    // Nothing listens there any more.
    const gone = await test(en.cookie, 'CHAT', { baseUrl: failing.baseUrl, model: 'team-model' });
    expect(gone.data!.testModelConnection).toMatchObject({ reason: 'UNREACHABLE', message: 'Could not connect to the model service; please check the base URL' });
    embeddings.failWith = 503;
    try {
      const down = await test(en.cookie, 'EMBEDDING');
      expect(down.data!.testModelConnection).toMatchObject({ reason: 'UNAVAILABLE', httpStatus: 503, providerMessage: 'unavailable' });
    } finally {
      embeddings.failWith = null;
    }
  });

  it('is for admins: members are refused, and every other admin may', async () => {
    const { admin, member } = await ownWorkspace(app, 'Admins only');
    const refused = await test(member, 'CHAT', { baseUrl: own.baseUrl, model: 'm' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(SAVE, { cookie: member, variables: { kind: 'CHAT', input: { model: 'm' } } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(MODELS, { cookie: member })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await test(admin, 'CHAT', { baseUrl: own.baseUrl, model: 'm' })).data!.testModelConnection.__typename).toBe('TestModelConnectionPayload');
  });

  it('keeps keys write-only, and sends a saved key only to the endpoint it was saved for', async () => {
    const { cookie } = await ownWorkspace(app, 'Write-only');
    const saved = await app.graphql(SAVE, { cookie, variables: { kind: 'CHAT', input: { baseUrl: own.baseUrl, model: 'team-model', apiKey: 'sk-saved-secret' } } });
    expect(saved).toMatchObject({ data: { updateModelSettings: { workspace: { models: { chat: { baseUrl: own.baseUrl, model: 'team-model', hasApiKey: true } } } } } });
    expect(JSON.stringify(saved)).not.toContain('sk-saved-secret');
    const read = await app.graphql<Models>(MODELS, { cookie });
    expect(JSON.stringify(read)).not.toContain('sk-saved-secret');
    expect(read.data!.viewer.currentWorkspace.models.chat).toMatchObject({ overridden: true, effectiveModel: 'team-model' });

    // The saved values, then the form's with the key left blank (kept): the saved key goes along.
    expect((await test(cookie, 'CHAT')).data!.testModelConnection.__typename).toBe('TestModelConnectionPayload');
    expect(own.authorizations.at(-1)).toBe('Bearer sk-saved-secret');
    await test(cookie, 'CHAT', { baseUrl: own.baseUrl, model: 'other-model' });
    expect(own.authorizations.at(-1)).toBe('Bearer sk-saved-secret');

    // Another endpoint does not get it, when tested or saved without a key of its own.
    const elsewhere = await startFakeModel();
    try {
      await test(cookie, 'CHAT', { baseUrl: elsewhere.baseUrl, model: 'team-model' });
      expect(elsewhere.authorizations).toEqual(['Bearer none']);
      const moved = await app.graphql(SAVE, { cookie, variables: { kind: 'CHAT', input: { baseUrl: elsewhere.baseUrl } } });
      expect(moved).toMatchObject({ data: { updateModelSettings: { workspace: { models: { chat: { baseUrl: elsewhere.baseUrl, hasApiKey: false } } } } } });
    } finally {
      await elsewhere.close();
    }

    // Back to the server default: nothing of the workspace's own is kept.
    const reset = await app.graphql(SAVE, { cookie, variables: { kind: 'CHAT', input: { baseUrl: '', model: '', apiKey: '' } } });
    expect(reset).toMatchObject({ data: { updateModelSettings: { workspace: { models: { chat: { baseUrl: null, model: null, hasApiKey: false } } } } } });
  });

  it('refuses a model URL that is not http(s), in the person’s language', async () => {
    const { cookie } = await ownWorkspace(app, '地址格式', 'zh-hans');
    const tested = await test(cookie, 'EMBEDDING', { baseUrl: 'ftp://models.example.com', model: 'm' });
    expect(tested.data!.testModelConnection).toEqual({
      __typename: 'ValidationError',
      message: '模型地址须以 http:// 或 https:// 开头',
      problems: [{ field: 'baseUrl', message: '模型地址须以 http:// 或 https:// 开头' }],
    });
  });
});

describe('model settings with MODEL_PRIVATE_NETWORKS=deny', () => {
  let app: TestApp;
  let own: FakeModel;

  beforeAll(async () => {
    own = await startFakeModel();
    app = await startTestApp({ MODEL_PRIVATE_NETWORKS: 'deny' });
  });
  afterAll(async () => {
    await app?.stop();
    await own?.close();
  });

  it('tests and saves no endpoint on this machine or a private network, and calls nothing', async () => {
    const { cookie } = await ownWorkspace(app, 'Private');
    for (const kind of ['CHAT', 'EMBEDDING'] as const) {
      for (const baseUrl of [own.baseUrl, `http://localhost:${new URL(own.baseUrl).port}/v1`, 'http://169.254.169.254/v1', 'http://10.0.0.8/v1']) {
        const tested = await app.graphql<Tested>(TEST, { cookie, variables: { kind, input: { baseUrl, model: 'm' } } });
        expect(tested.data!.testModelConnection.problems, `${kind} ${baseUrl}`).toEqual([
          { field: 'baseUrl', message: 'The model URL must not be on this machine or a private network' },
        ]);
        const saved = await app.graphql<{ updateModelSettings: { problems?: unknown } }>(SAVE, { cookie, variables: { kind, input: { baseUrl, model: 'm' } } });
        expect(saved.data!.updateModelSettings.problems).toEqual([{ field: 'baseUrl', message: 'The model URL must not be on this machine or a private network' }]);
      }
    }
    expect(own.requests).toHaveLength(0);
  });

  it('calls no stored endpoint on this machine, from search or from a test of the saved settings', async () => {
    const { workspaceId, cookie } = await ownWorkspace(app, 'Stored private');
    const embeddings = await startFakeEmbeddings();
    try {
      // Saved while allowed, or a DNS name (judged by what it resolves to when fetched).
      await app.deps.database.db
        .update(workspaces)
        .set({ embeddingBaseUrl: embeddings.baseUrl, embeddingModel: 'team-embedding' })
        .where(eq(workspaces.id, workspaceId));
      const found = await app.graphql(`{ search(query: "vacation", first: 5) { totalCount } }`, { cookie });
      expect(found.errors).toBeUndefined();
      const tested = await app.graphql<Tested>(TEST, { cookie, variables: { kind: 'EMBEDDING' } });
      expect(tested.data!.testModelConnection).toMatchObject({
        reason: 'ENDPOINT_NOT_ALLOWED',
        message: 'The model endpoint is not allowed (this machine or a private network); please check the model settings',
      });
      await app.deps.semantic!.embedPending(workspaceId);
      expect(embeddings.requests).toHaveLength(0);
    } finally {
      await embeddings.close();
    }
  });

  it('says there is nothing to test when neither the workspace nor the server names a model', async () => {
    const { cookie } = await ownWorkspace(app, 'Nothing');
    const tested = await app.graphql<Tested>(TEST, { cookie, variables: { kind: 'EMBEDDING' } });
    expect(tested.data!.testModelConnection).toMatchObject({ __typename: 'ModelConnectionError', reason: 'NOT_CONFIGURED', httpStatus: null });
  });
});

describe('a workspace’s own embedding model', () => {
  let app: TestApp;
  let server: FakeEmbeddings;
  let team: FakeEmbeddings;

  beforeAll(async () => {
    [server, team] = await Promise.all([startFakeEmbeddings(), startFakeEmbeddings()]);
    app = await startTestApp({ EMBEDDING_BASE_URL: server.baseUrl, EMBEDDING_MODEL: 'server-embedding' });
  });
  afterAll(async () => {
    await app?.stop();
    await Promise.all([server?.close(), team?.close()]);
  });

  /** A workspace with a file app of a few documents, synced. */
  async function withDocuments(name: string) {
    const owned = await ownWorkspace(app, name);
    const appId = await installApp(app, owned.cookie, 'files', { title: 'Handbook', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: true });
    await uploadToApp(app, owned.cookie, appId, 'cars.md', '# Pool cars\n\nBook vehicles two days ahead; cars come back with a full tank.\n');
    await uploadToApp(app, owned.cookie, appId, 'leave.md', '# Annual leave\n\nTwenty days of holiday a year; vacation carries over.\n');
    await uploadToApp(app, owned.cookie, appId, 'pay.md', '# Payroll\n\nSalary is paid on the tenth of each month.\n');
    await syncAndWait(app, owned.cookie, appId);
    return owned;
  }
  const progress = async (cookie: string) => (await app.graphql<Models>(MODELS, { cookie })).data!.viewer.currentWorkspace.models.embeddingProgress;
  const search = (cookie: string, query: string) =>
    app.graphql<{ search: { edges: { node: { document: { title: string } } }[] } }>(`query ($q: String!) { search(query: $q, first: 5) { edges { node { document { title } } } } }`, {
      cookie,
      variables: { q: query },
    });

  it('embeds again with the new model in the background, with progress, and searches with it', async () => {
    const { cookie } = await withDocuments('Own embeddings');
    const other = await withDocuments('Server embeddings');
    await expect.poll(() => progress(cookie), { timeout: 15_000 }).toMatchObject({ model: 'server-embedding', done: true });
    const total = (await progress(cookie))!.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const otherBefore = await progress(other.cookie);

    const teamBefore = team.requests.length;
    const saved = await app.graphql(SAVE, { cookie, variables: { kind: 'EMBEDDING', input: { baseUrl: team.baseUrl, model: 'team-embedding' } } });
    expect(saved).toMatchObject({ data: { updateModelSettings: { workspace: { models: { embedding: { baseUrl: team.baseUrl, model: 'team-embedding' } } } } } });
    // At once, the progress counts the new model's vectors; then the queue's job embeds them all.
    const right = await progress(cookie);
    expect(right).toMatchObject({ model: 'team-embedding', total });
    await expect.poll(() => progress(cookie), { timeout: 15_000 }).toEqual({ model: 'team-embedding', embedded: total, total, done: true });
    expect(team.requests.length).toBeGreaterThan(teamBefore);

    // Search embeds the query with the workspace's model, and finds by its vectors.
    const queriesBefore = team.requests.length;
    const serverBefore = server.requests.length;
    const found = await search(cookie, 'vacation holiday');
    expect(found.errors).toBeUndefined();
    expect(found.data!.search.edges[0]!.node.document.title).toBe('leave.md');
    expect(team.requests.length).toBe(queriesBefore + 1);
    expect(server.requests.length).toBe(serverBefore);

    // A workspace that sets nothing keeps the server's model and vectors.
    expect(await progress(other.cookie)).toEqual(otherBefore);
    await search(other.cookie, 'salary wage');
    expect(server.requests.length).toBe(serverBefore + 1);

    // Back to the server default: embedded again by the server's model.
    const serverBeforeReset = server.requests.length;
    await app.graphql(SAVE, { cookie, variables: { kind: 'EMBEDDING', input: { baseUrl: '', model: '', apiKey: '' } } });
    expect(await progress(cookie)).toMatchObject({ model: 'server-embedding', total });
    await expect.poll(() => progress(cookie), { timeout: 15_000 }).toEqual({ model: 'server-embedding', embedded: total, total, done: true });
    expect(server.requests.length).toBeGreaterThan(serverBeforeReset);
  });
});
