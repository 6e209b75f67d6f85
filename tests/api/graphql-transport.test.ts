import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('GraphQL transport', () => {
  it('answers introspection', async () => {
    const result = await app.graphql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });

  it('serves GraphiQL to a browser with its assets inline (no CDN)', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('graphiql');
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|esm\.sh|cdnjs/);
  });

  it('refuses a simple GET without the CSRF header', async () => {
    const query = encodeURIComponent('{ viewer { user { id } } }');
    const response = await fetch(`${app.url}/graphql?query=${query}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(403);
  });

  it('says first, in the caller’s language, that GraphQL refused the request, then how', async () => {
    const unknownField = await app.graphql('{ nope }');
    expect(unknownField.errors?.[0]?.message).toMatch(/^GraphQL 请求有误（说明如下）：Cannot query field "nope"/);
    const english = await app.graphql('{ nope }', { language: 'en' });
    expect(english.errors?.[0]?.message).toMatch(/^The GraphQL request is invalid: Cannot query field "nope"/);
    const wrongVariable = await app.graphql('query ($id: ID!) { node(id: $id) { id } }', { variables: { id: { not: 'an id' } } });
    expect(wrongVariable.errors?.[0]?.message).toMatch(/^GraphQL 请求有误（说明如下）：Variable "\$id"/);
    const unparsable = await app.graphql('{ viewer {');
    expect(unparsable.errors?.[0]?.message).toMatch(/^GraphQL 请求有误（说明如下）：Syntax Error/);
    // A refusal of ours already speaks the language, and is left as it is.
    const signedOut = await app.graphql('mutation { createWorkspace(input: { name: "x" }) { __typename } }');
    expect(signedOut.errors?.[0]?.message).toBe('401，无访问权限');
  });

  it('masks unexpected errors', async () => {
    const result = await app.graphql('{ nope }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field/);
    expect(JSON.stringify(result)).not.toMatch(/\.ts:\d+/);
  });

  it('pushes workspace changes to subscribers over graphql-ws', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    const received = new Promise<unknown>((resolve, reject) => {
      const dispose = client.subscribe(
        { query: 'subscription { workspaceUpdated { name primaryColor } }' },
        { next: (value) => (resolve(value), dispose()), error: reject, complete: () => {} },
      );
    });
    // The subscription must be registered before the change is made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.graphql('mutation { updateWorkspace(input: { primaryColor: "#E6A23C" }) { __typename } }', { cookie });
    expect(await received).toEqual({ data: { workspaceUpdated: { name: '演示工作区', primaryColor: '#E6A23C' } } });
    await client.dispose();
  });

  it('refuses subscriptions to signed-out sockets', async () => {
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { workspaceUpdated { name } }' },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(outcome)).toContain('401，无访问权限');
    expect(JSON.stringify(outcome)).toContain('UNAUTHENTICATED');
    await client.dispose();
  });
});

describe('GraphQL limits', () => {
  const deep = (name: string) => `query ${name} { viewer { memberships { edges { node { workspace { members { edges { node { workspace { members { edges { node { id } } } } } } } } } } } } }`;

  it('refuses documents nested too deep, also when they pose as introspection', async () => {
    for (const query of [deep('Deep'), deep('__schema'), `{ ...__schema } fragment __schema on Query { ${deep('').replace('query  ', '').slice(1, -1)} }`]) {
      const result = await app.graphql(query);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/depth/i);
    }
  });

  it('refuses a costly document alike whether its page sizes are written in it or passed as variables', async () => {
    // Three nested pages: every size below costs little, every size above a million rows' worth.
    const document = (size: (level: number) => string, variables = '') => `query Pages${variables} { viewer { currentWorkspace {
      apps(first: ${size(1)}) { edges { node { runs(first: ${size(2)}) { edges { node { id status } } } documents(first: ${size(3)}) { edges { node { id title } } } } } } } } }`;
    for (const [n, refused] of [
      [2, false],
      [5, false],
      [60, true],
      [100, true],
    ] as const) {
      const written = await app.graphql(document(() => String(n)));
      const passed = await app.graphql(document((level) => `$n${level}`, '($n1: Int, $n2: Int, $n3: Int)'), { variables: { n1: n, n2: n, n3: n } });
      for (const result of [written, passed]) {
        if (refused) {
          expect(result.data ?? null, `size ${n}`).toBeNull();
          expect(result.errors?.[0]?.message, `size ${n}`).toMatch(/^GraphQL 请求有误（说明如下）：Syntax Error: Query Cost limit of 50000 exceeded, found [\d.]+\.$/);
        } else {
          expect(result.errors, `size ${n}`).toBeUndefined();
        }
      }
    }
  });

  it('refuses alias floods and hides field suggestions', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { isActive }`).join(' ');
    const flood = await app.graphql(`{ ${aliases} }`);
    expect(flood.errors?.[0]?.message).toMatch(/alias/i);
    const typo = await app.graphql('{ viewr { isActive } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('still answers the full introspection query that tools send', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const result = await app.graphql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.types.length).toBeGreaterThan(20);
  });
});
