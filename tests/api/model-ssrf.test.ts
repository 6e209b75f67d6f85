import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, assemble, followAnswer, remaining, wsClient } from '../support/chat.ts';
import { startFakeEmbeddings, type FakeEmbeddings } from '../support/fake-embeddings.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';

// Anyone can create a workspace and name its model endpoint: the server must not be made to
// call this machine or the private network for them, unless the operator allows it.

const UPDATE = `mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename
  ... on ValidationError { problems { field message } }
  ... on WorkspacePayload { workspace { aiModel { baseUrl } } } } }`;
type Update = { updateWorkspace: { __typename: string; problems?: { field: string; message: string }[]; workspace?: { aiModel: { baseUrl: string | null } } } };

/** A workspace of its own, its creator signed in and speaking `language`. */
async function ownWorkspace(app: TestApp, name: string, language: 'en' | 'zh-hans') {
  const { db } = app.deps.database;
  const { workspace, creator } = await createWorkspaceWithCreator(db, name);
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
  return { workspaceId: workspace.id, cookie: await app.signIn(creator.id) };
}

/** Asks a question and follows the answer to its end. */
async function answer(app: TestApp, cookie: string) {
  const sent = await ask(app, cookie, '年假有几天？');
  expect(sent.__typename).toBe('SendMessagePayload');
  const client = wsClient(app, cookie);
  try {
    return await followAnswer(client, sent.answer!.id);
  } finally {
    await client.dispose();
  }
}

describe('model endpoints with MODEL_PRIVATE_NETWORKS=deny', () => {
  let app: TestApp;
  let operator: FakeModel;
  let own: FakeModel;
  let embeddings: FakeEmbeddings;

  beforeAll(async () => {
    [operator, own, embeddings] = await Promise.all([
      startFakeModel({ kind: 'stream', tokens: ['服务器', '模型'] }),
      startFakeModel({ kind: 'stream', tokens: ['内网'] }),
      startFakeEmbeddings(),
    ]);
    app = await startTestApp({
      MODEL_PRIVATE_NETWORKS: 'deny',
      LLM_BASE_URL: operator.baseUrl,
      LLM_MODEL: 'operator-model',
      LLM_API_KEY: 'sk-operator',
      EMBEDDING_BASE_URL: embeddings.baseUrl,
      EMBEDDING_MODEL: 'fake-embedding',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await Promise.all([operator?.close(), own?.close(), embeddings?.close()]);
  });

  it('refuses to save a model URL on this machine or a private network, in the person’s language', async () => {
    const en = await ownWorkspace(app, 'Saving en', 'en');
    const zh = await ownWorkspace(app, '保存模型', 'zh-hans');
    const port = new URL(own.baseUrl).port;
    const refused = [
      own.baseUrl,
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://[::ffff:7f00:1]:${port}/v1`,
      `http://0.0.0.0:${port}/v1`,
      `http://2130706433:${port}/v1`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[64:ff9b::a9fe:a9fe]/v1',
      'http://10.0.0.8/v1',
      'http://192.168.1.20:11434/v1',
      'http://[fd00::8]/v1',
      'http://[fe80::1]/v1',
    ];
    for (const llmBaseUrl of refused) {
      const saved = await app.graphql<Update>(UPDATE, { cookie: en.cookie, variables: { input: { llmBaseUrl } } });
      expect(saved.data!.updateWorkspace.problems, llmBaseUrl).toEqual([
        { field: 'llmBaseUrl', message: 'The model URL must not be on this machine or a private network' },
      ]);
    }
    const inChinese = await app.graphql<Update>(UPDATE, { cookie: zh.cookie, variables: { input: { llmBaseUrl: own.baseUrl } } });
    expect(inChinese.data!.updateWorkspace.problems).toEqual([{ field: 'llmBaseUrl', message: '模型地址不能是本机或内网地址' }]);
    // A public address is saved as before.
    const fine = await app.graphql<Update>(UPDATE, { cookie: en.cookie, variables: { input: { llmBaseUrl: 'https://api.example.com/v1' } } });
    expect(fine.data!.updateWorkspace.workspace!.aiModel.baseUrl).toBe('https://api.example.com/v1');
    expect(own.requests).toHaveLength(0);
  });

  it('fails the answer with a clear message, and calls nothing, when a stored endpoint is on this machine', async () => {
    const { db } = app.deps.database;
    const port = new URL(own.baseUrl).port;
    // Saved while allowed, or a DNS name (judged by what it resolves to when fetched).
    const cases = [
      { language: 'en', url: `http://localhost:${port}/v1`, message: 'The model endpoint is not allowed (this machine or a private network); please check the model settings' },
      { language: 'zh-hans', url: own.baseUrl, message: '不允许访问该模型地址（本机或内网地址），请检查模型配置' },
    ] as const;
    for (const { language, url, message } of cases) {
      const { workspaceId, cookie } = await ownWorkspace(app, `Stored ${language}`, language);
      await db.update(workspaces).set({ llmBaseUrl: url, llmModel: 'team-model' }).where(eq(workspaces.id, workspaceId));
      const before = await remaining(app, cookie);
      const events = await answer(app, cookie);
      expect(events.at(-1)).toMatchObject({ status: 'FAILED', errorMessage: message });
      // Nothing was answered: the chat is given back.
      expect(await remaining(app, cookie)).toBe(before);
    }
    expect(own.requests).toHaveLength(0);
    expect(operator.requests).toHaveLength(0);
  });

  it('still reaches the operator’s own model and embedding endpoints on this machine', async () => {
    const { cookie } = await ownWorkspace(app, 'Operator model', 'en');
    const events = await answer(app, cookie);
    expect(events.at(-1)!.status).toBe('DONE');
    expect(assemble(events)).toBe('服务器模型');
    expect(operator.authorizations.at(-1)).toBe('Bearer sk-operator');
    // The embedding endpoint can only be set by the operator (EMBEDDING_BASE_URL): trusted too.
    expect(embeddings.requests.length).toBeGreaterThan(0);
  });
});

describe('model endpoints with MODEL_PRIVATE_NETWORKS=allow', () => {
  let app: TestApp;
  let own: FakeModel;

  beforeAll(async () => {
    own = await startFakeModel({ kind: 'stream', tokens: ['内网', '模型'] });
    app = await startTestApp({ LLM_BASE_URL: 'https://models.example.com/v1', LLM_MODEL: 'operator-model', LLM_API_KEY: 'sk-operator' });
  });
  afterAll(async () => {
    await app?.stop();
    await own?.close();
  });

  it('answers with an intranet model a workspace set, which never receives the server’s key', async () => {
    const { cookie } = await ownWorkspace(app, 'Intranet', 'en');
    const saved = await app.graphql<Update>(UPDATE, { cookie, variables: { input: { llmBaseUrl: own.baseUrl, llmModel: 'team-model' } } });
    expect(saved.data!.updateWorkspace.workspace!.aiModel.baseUrl).toBe(own.baseUrl);
    const events = await answer(app, cookie);
    expect(events.at(-1)!.status).toBe('DONE');
    expect(assemble(events)).toBe('内网模型');
    expect(own.requests.map((r) => r.model)).toEqual(['team-model']);
    expect(own.authorizations).toEqual(['Bearer none']);
  });

  it('follows a model endpoint’s redirect to another origin without its key', async () => {
    // A workspace's endpoint goes through the guarded fetch, which follows redirects itself.
    const redirector = createServer((request, response) => {
      response.writeHead(307, { location: `${own.baseUrl}${request.url!.replace(/^\/v1/, '')}` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const { cookie } = await ownWorkspace(app, 'Redirected', 'en');
      const llmBaseUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
      const saved = await app.graphql<Update>(UPDATE, { cookie, variables: { input: { llmBaseUrl, llmModel: 'moved-model', llmApiKey: 'sk-team' } } });
      expect(saved.data!.updateWorkspace.__typename).toBe('WorkspacePayload');
      const events = await answer(app, cookie);
      expect(events.at(-1)!.status).toBe('DONE');
      expect(own.requests.at(-1)!.model).toBe('moved-model');
      expect(own.authorizations.at(-1)).toBe('');
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
