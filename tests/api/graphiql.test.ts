import { buildSchema, parse, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../../bff/src/graphql/graphiql-page.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';

/** GraphiQL at /graphql: how to send a token, examples that work, and subscriptions that carry the token as GraphiQL sends it. */
describe('GraphiQL', () => {
  let app: TestApp;
  let model: FakeModel;
  let cookie: string;
  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: Array.from({ length: 100 }, (_, i) => `第${i}段。`), intervalMs: 50 });
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test' });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  it('opens with a search and asking an agent, and shows where the token goes', async () => {
    const html = await (await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    // Inside the page's script, as JSON in a string.
    expect(html).toMatch(/Authorization\\?": \\?"Bearer zwt_…/);
    expect(html).toContain('query Search(');
    expect(html).toContain('subscription AnswerStream(');
    // The examples are valid operations of the schema, with the variables they ask for.
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    for (const tab of GRAPHIQL_EXAMPLES.defaultTabs) {
      expect(validate(schema, parse(tab.query))).toEqual([]);
      expect(() => JSON.parse(tab.variables)).not.toThrow();
    }
  });

  it('serves a subscription whose token comes in its extensions’ headers, and ends it when the token is revoked', async () => {
    const made = await app.graphql<{ createAccessToken: { secret: string; accessToken: { id: string } } }>(
      'mutation { createAccessToken(input: { name: "GraphiQL", scopes: [CHAT] }) { ... on CreateAccessTokenPayload { secret accessToken { id } } } }',
      { cookie },
    );
    const { secret, accessToken } = made.data!.createAccessToken;
    const asked = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: 'mutation { sendMessage(input: { text: "年假有几天？" }) { ... on SendMessagePayload { answer { id } } } }' }),
    });
    const answerId = ((await asked.json()) as { data: { sendMessage: { answer: { id: string } } } }).data.sendMessage.answer.id;

    // A socket of nobody's (no cookie, no connection parameters), as GraphiQL opens it signed out.
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const query = `subscription ($id: ID!) { answerStream(messageId: $id) { delta } }`;
    const first = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query, variables: { id: answerId }, extensions: { headers: { Authorization: `Bearer ${secret}` } } },
        // The first text: on a busy machine the stream may open before the answer has any.
        { next: (value) => void ((value as { data?: { answerStream?: { delta?: string } } }).data?.answerStream?.delta === '' || resolve(value)), error: resolve, complete: () => {} },
      );
    });
    expect(first).toMatchObject({ data: { answerStream: { delta: expect.stringMatching(/^第0段。/) } } });

    await app.graphql('mutation ($id: ID!) { revokeAccessToken(accessTokenId: $id) { __typename } }', { cookie, variables: { id: accessToken.id } });
    expect(await closed).toBe(4401);
    await client.dispose();

    // Without it, the same socket's subscription is nobody's.
    const anonymous = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const refused = await new Promise<unknown>((resolve) => {
      anonymous.subscribe({ query, variables: { id: answerId } }, { next: resolve, error: resolve, complete: () => resolve('complete') });
    });
    expect(JSON.stringify(refused)).toContain('UNAUTHENTICATED');
    await anonymous.dispose();
  });
});
