import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

// Counters are keyed with the app's secret: a secret of each case's own keeps them apart from
// other cases' and other runs' (in Redis, which they share).
const limits = () => ({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_IP_PER_MINUTE: '5', APP_SECRET: randomBytes(24).toString('hex') });
// Each case speaks from an address of its own, told by the trusted proxy on this machine.
const PROXY = { TRUST_PROXY: 'loopback' };

const CREATE = `mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret } } }`;

/**
 * Requests a minute to /graphql, /api, /v1 and /mcp: per access token, else per address, counted
 * in memory (or in Redis, for every process), refused with 429 in each surface's own shape.
 */
describe('rate limits', () => {
  let app: TestApp;
  let now = new Date('2026-11-26T08:00:10Z');
  let cookie: string;

  beforeAll(async () => {
    // A clock of the test's own: the one-minute window does not turn over mid-case.
    app = await startTestApp({ ...limits(), ...PROXY }, { clock: () => now });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(() => app?.stop());

  const call = (path: string, from: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-forwarded-for': from, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const standing = (response: Response) => ({
    status: response.status,
    limit: response.headers.get('ratelimit-limit'),
    remaining: response.headers.get('ratelimit-remaining'),
    reset: response.headers.get('ratelimit-reset'),
  });
  const makeToken = async () => {
    const response = await call('/graphql', '192.0.2.1', { cookie }, { query: CREATE, variables: { input: { name: '脚本', scopes: ['DOCUMENTS_READ'] } } });
    return ((await response.json()) as { data: { createAccessToken: { secret: string } } }).data.createAccessToken.secret;
  };

  it('limits an address without a token, says where it stands, and answers 429 in the caller’s language', async () => {
    const from = '192.0.2.10';
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(standing(await call('/api/user/info', from)));
    // Counted whatever the answer (here 401: nobody signed in).
    expect(seen.map((s) => [s.status, s.limit, s.remaining])).toEqual([
      [401, '5', '4'],
      [401, '5', '3'],
      [401, '5', '2'],
      [401, '5', '1'],
      [401, '5', '0'],
    ]);
    // 08:00:10: the window ends in 50 seconds.
    expect(seen[0]!.reset).toBe('50');

    const refused = await call('/api/user/info', from);
    expect(standing(refused)).toEqual({ status: 429, limit: '5', remaining: '0', reset: '50' });
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(await refused.json()).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', data: { retry_after: 50 } });

    const graphql = await call('/graphql', from, { 'accept-language': 'en' }, { query: '{ __typename }' });
    expect(graphql.status).toBe(429);
    expect(await graphql.json()).toEqual({ errors: [{ message: 'Too many requests, please try again later', extensions: { code: 'RATE_LIMITED', retryAfter: 50 } }] });
    const openai = await call('/v1/models', from, { 'accept-language': 'en' });
    expect(openai.status).toBe(429);
    expect(await openai.json()).toMatchObject({ error: { message: 'Too many requests, please try again later', type: 'rate_limit_error', code: 'rate_limit_exceeded' } });
    const mcp = await call('/mcp', from, {}, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(mcp.status).toBe(429);
    expect(await mcp.json()).toMatchObject({ jsonrpc: '2.0', error: { message: '操作过于频繁，请稍后再试' } });

    // The web app's files and the health checks are not counted.
    for (const path of ['/healthz', '/readyz', '/', '/search']) {
      const response = await call(path, from);
      expect(response.status, path).toBeLessThan(429);
      expect(response.headers.get('ratelimit-limit'), path).toBeNull();
    }
    // Another address is not affected.
    expect(standing(await call('/api/user/info', '192.0.2.11'))).toMatchObject({ status: 401, remaining: '4' });
  });

  it('limits each token on its own, apart from its address, and counts a secret that is no token against the address', async () => {
    const [first, second] = [await makeToken(), await makeToken()];
    const from = '192.0.2.20';
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    const search = { query: '{ search(query: "年假", first: 1) { totalCount } }' };
    for (let i = 0; i < 3; i++) expect(standing(await call('/graphql', from, bearer(first), search))).toMatchObject({ status: 200, limit: '3', remaining: String(2 - i) });

    const refused = await call('/graphql', from, bearer(first), search);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('RATE_LIMITED');
    // The same token is refused on every surface: the count is the token's.
    expect((await call('/api/user/info', from, bearer(first))).status).toBe(429);

    // Another token, from the same address, is not affected; nor is the address itself.
    expect(standing(await call('/graphql', from, bearer(second), search))).toMatchObject({ status: 200, limit: '3', remaining: '2' });
    expect(standing(await call('/api/user/info', from))).toMatchObject({ status: 401, limit: '5', remaining: '4' });
    // Made-up secrets do not open buckets of their own: they count against the address.
    expect(standing(await call('/api/user/info', from, bearer('zwt_made-up')))).toMatchObject({ status: 401, limit: '5', remaining: '3' });

    // A minute later, a new window.
    now = new Date(now.getTime() + 60_000);
    expect(standing(await call('/graphql', from, bearer(first), search))).toMatchObject({ status: 200, remaining: '2' });
  });
});

// Two processes on one Postgres and one Redis: the counts are shared. (Without Redis one process
// serves, and counts in its memory: `http/rate-limit.ts`.)
describe.runIf(Boolean(process.env.DATABASE_URL && process.env.REDIS_URL))('rate limits across server processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const clock = () => new Date('2026-11-26T08:00:10Z');
    const env = limits();
    first = await startTestApp(env, { clock });
    second = await startTestApp(env, { shareDatabaseOf: first, clock });
  });
  afterAll(async () => {
    await second?.close();
    await first?.stop();
  });

  it('counts the requests of an address on every process', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${(i % 2 ? second : first).url}/api/user/info`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
