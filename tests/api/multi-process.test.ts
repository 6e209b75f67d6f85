import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedDemoDocuments } from '../../bff/src/demo/documents.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, assemble, followAnswer, wsClient } from '../support/chat.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';

// Two servers over one Postgres and one Redis, as behind a load balancer. PGlite belongs to one
// process, so this runs only where DATABASE_URL and REDIS_URL are set (CI sets both).
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('several server processes', () => {
  let first: TestApp;
  let second: TestApp;
  let model: FakeModel;
  beforeAll(async () => {
    model = await startFakeModel();
    const llm = { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' };
    first = await startTestApp(llm);
    second = await startTestApp(llm, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.stop();
    await model?.close();
  });

  it('streams an answer generated on one server to a subscriber on the other', async () => {
    const cookie = await first.signIn(await first.demoCreatorId());
    const tokens = Array.from({ length: 20 }, (_, i) => `token${i} `);
    model.behaviour = { kind: 'stream', tokens, intervalMs: 25 };
    const sent = await ask(first, cookie, 'Hello?');
    const client = wsClient(second, cookie);
    const events = await followAnswer(client, sent.answer!.id);
    await client.dispose();
    expect(assemble(events)).toBe(tokens.join(''));
    expect(events.at(-1)!.status).toBe('DONE');
    // More than the snapshot: pieces arrived live through Redis.
    expect(events.length).toBeGreaterThan(2);
  });

  it('delivers a change made on one server to a subscriber on the other', async () => {
    const userId = await first.demoCreatorId();
    const cookie = await first.signIn(userId);
    const client = createClient({
      url: `${first.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    const received = new Promise<unknown>((resolve, reject) => {
      const dispose = client.subscribe(
        { query: 'subscription { workspaceUpdated { primaryColor } }' },
        { next: (value) => (resolve(value), dispose()), error: reject, complete: () => {} },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The session is in the shared database, so the same cookie works on the second server.
    const result = await second.graphql('mutation { updateWorkspace(input: { primaryColor: "#F56C6C" }) { __typename } }', { cookie });
    expect(result.data).toEqual({ updateWorkspace: { __typename: 'WorkspacePayload' } });
    expect(await received).toEqual({ data: { workspaceUpdated: { primaryColor: '#F56C6C' } } });
    await client.dispose();
  });

  it('applies a synonym added on one server to searches on the other, which had kept the workspace’s before', async () => {
    await seedDemoDocuments(first.deps.database.db, first.deps.config.uploadDir, first.deps.jobs);
    const cookie = await first.signIn(await first.demoCreatorId());
    const titles = async (app: TestApp, q: string) =>
      (await app.graphql<{ search: { edges: { node: { title: { text: string }[] } }[] } }>('query ($q: String!) { search(query: $q, first: 5) { edges { node { title { text } } } } }', { cookie, variables: { q } }))
        .data!.search.edges.map((edge) => edge.node.title.map((segment) => segment.text).join(''));
    const within = async (ms: number, found: () => Promise<boolean>) => {
      for (const deadline = Date.now() + ms; !(await found()); await new Promise((resolve) => setTimeout(resolve, 100))) {
        if (Date.now() > deadline) return false;
      }
      return true;
    };
    expect(await within(30_000, async () => (await titles(second, '年假')).length > 0)).toBe(true);
    // The second server reads the workspace's synonyms (none) and keeps them.
    expect(await titles(second, 'vacation')).toEqual([]);
    const made = await first.graphql<{ createSynonym: { __typename: string } }>('mutation { createSynonym(input: { terms: ["年假", "vacation"] }) { __typename } }', { cookie });
    expect(made.data!.createSynonym.__typename).toBe('SynonymPayload');
    // Heard through Redis, long before what it keeps would be read again anyway (a minute).
    expect(await within(5_000, async () => (await titles(second, 'vacation')).length > 0)).toBe(true);
  });
});
