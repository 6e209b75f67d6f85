import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../support/app.ts';

// Two servers over one Postgres and one Redis, as behind a load balancer. PGlite belongs to one
// process, so this runs only where DATABASE_URL and REDIS_URL are set (CI sets both).
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('several server processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.stop();
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
});
