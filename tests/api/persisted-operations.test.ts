import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The web app's operations by id, as the Relay compiler wrote them. */
const PERSISTED = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<string, string>;
const idOf = (name: string) => {
  const found = Object.entries(PERSISTED).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not a persisted operation`);
  return found[0];
};

/**
 * The web app sends its operations by id (`documentId`); anyone may still send operations of
 * their own with an access token, and sessions may unless GRAPHQL_SESSIONS_PERSISTED_ONLY is set.
 */
describe('persisted operations', () => {
  let open: TestApp;
  let strict: TestApp;
  let openCookie: string;
  let strictCookie: string;

  beforeAll(async () => {
    [open, strict] = await Promise.all([startTestApp(), startTestApp({ GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true' })]);
    openCookie = await open.signIn(await open.demoCreatorId());
    strictCookie = await strict.signIn(await strict.demoCreatorId());
  });
  afterAll(async () => {
    await Promise.all([open?.stop(), strict?.stop()]);
  });

  const post = async (app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const makeToken = async (app: TestApp, cookie: string, scopes: string[]) => {
    // The web app's own mutation, by id: a session may always send that.
    const made = await post(app, { documentId: idOf('useCreateAccessTokenMutation'), variables: { input: { name: '门户', scopes }, connections: [] } }, { cookie });
    return (made.body.data!.createAccessToken as { secret: string }).secret;
  };

  it('answers the web app’s operations by id', async () => {
    const answered = await post(open, { documentId: idOf('AppShellQuery') }, { cookie: openCookie });
    expect(answered.status).toBe(200);
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data).toMatchObject({ viewer: { isActive: true, currentWorkspace: { chatEnabled: true } } });
  });

  it('refuses an id it does not know, or a request naming no operation, saying so in the caller’s language', async () => {
    const unknown = await post(open, { documentId: '0123456789abcdef0123456789abcdef' }, { cookie: openCookie });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]).toMatchObject({
      message: '服务器不认识这个操作 ID（documentId）：网页可能已更新，请刷新页面；第三方调用请发送 query',
      extensions: { code: 'PERSISTED_OPERATION_NOT_FOUND' },
    });
    const english = await post(open, { documentId: 'nope' }, { 'accept-language': 'en' });
    expect(english.body.errors![0]!.message).toMatch(/^The server does not know this operation id \(documentId\)/);
    const neither = await post(open, { variables: {} }, { 'accept-language': 'en' });
    expect(neither.status).toBe(400);
    expect(neither.body.errors![0]!.message).toBe('A GraphQL request must carry a query or a documentId');
  });

  it('lets sessions send operations of their own by default (GraphiQL)', async () => {
    const own = await post(open, { query: '{ viewer { user { displayName } } }' }, { cookie: openCookie });
    expect(own.body).toEqual({ data: { viewer: { user: { displayName: '演示管理员' } } } });
  });

  it('with GRAPHQL_SESSIONS_PERSISTED_ONLY, takes only persisted operations from sessions and anyone signed out', async () => {
    const own = await post(strict, { query: '{ viewer { user { displayName } } }' }, { cookie: strictCookie });
    expect(own.status).toBe(403);
    expect(own.body.errors![0]).toMatchObject({
      message: '登录会话只能发送网页应用内置的操作（documentId）；自定义查询请使用访问令牌（Authorization: Bearer zwt_…）',
      extensions: { code: 'PERSISTED_OPERATIONS_ONLY' },
    });
    expect(own.body.data).toBeUndefined();
    const signedOut = await post(strict, { query: '{ __typename }' }, { 'accept-language': 'en' });
    expect(signedOut.status).toBe(403);
    expect(signedOut.body.errors![0]!.message).toMatch(/^Sessions may send only the web app’s own operations/);
    const persisted = await post(strict, { documentId: idOf('AppShellQuery') }, { cookie: strictCookie });
    expect(persisted.body.errors).toBeUndefined();
  });

  it('always lets access tokens send operations of their own, and judges the token first', async () => {
    for (const [app, cookie] of [[open, openCookie], [strict, strictCookie]] as const) {
      const secret = await makeToken(app, cookie, ['DOCUMENTS_READ']);
      const own = await post(app, { query: '{ viewer { user { displayName } } }' }, { authorization: `Bearer ${secret}` });
      expect(own.body).toEqual({ data: { viewer: { user: { displayName: '演示管理员' } } } });
      // A persisted one too.
      expect((await post(app, { documentId: idOf('AppShellQuery') }, { authorization: `Bearer ${secret}` })).body.errors).toBeUndefined();
    }
    // A secret that is no token is refused as such, not as a session's operation.
    const bad = await post(strict, { query: '{ __typename }' }, { authorization: 'Bearer zwt_nope' });
    expect(bad.status).toBe(401);
    expect(bad.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('holds the same rules for subscriptions over graphql-ws', async () => {
    const secret = await makeToken(strict, strictCookie, ['MANAGE']);
    const socket = (options: { cookie?: string; token?: string }) =>
      createClient({
        url: `${strict.url.replace('http', 'ws')}/graphql`,
        retryAttempts: 0,
        ...(options.token && { connectionParams: { authorization: `Bearer ${options.token}` } }),
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: options.cookie ? { cookie: options.cookie } : {} });
          }
        },
      });
    const first = (client: ReturnType<typeof createClient>, payload: { query: string; extensions?: Record<string, unknown> }) =>
      new Promise<unknown>((resolve) => {
        const dispose = client.subscribe(payload, { next: (value) => (resolve(value), dispose()), error: resolve, complete: () => resolve('complete') });
      });

    const session = socket({ cookie: strictCookie });
    const refused = await first(session, { query: 'subscription { workspaceUpdated { name } }' });
    expect(JSON.stringify(refused)).toContain('PERSISTED_OPERATIONS_ONLY');

    const byId = first(session, { query: '', extensions: { documentId: idOf('AppShellWorkspaceUpdatedSubscription') } });
    const token = socket({ token: secret });
    const own = first(token, { query: 'subscription { workspaceUpdated { primaryColor } }' });
    // Both must be listening before the change is made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const updated = await post(strict, { query: 'mutation { updateWorkspace(input: { primaryColor: "#E6A23C" }) { __typename } }' }, { authorization: `Bearer ${secret}` });
    expect(updated.body.errors).toBeUndefined();
    expect(await byId).toMatchObject({ data: { workspaceUpdated: { name: '演示工作区', primaryColor: '#E6A23C' } } });
    expect(await own).toEqual({ data: { workspaceUpdated: { primaryColor: '#E6A23C' } } });
    await Promise.all([session.dispose(), token.dispose()]);
  });
});
