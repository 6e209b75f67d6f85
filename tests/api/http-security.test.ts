import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ConfigError } from '../../bff/src/config-error.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { countRows, TINY_PNG, uploadFile } from '../support/files.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';

const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const PUBLIC = 'https://zhiwen.example';

// `app`: the default settings, plus one partner origin. `proxied`: an HTTPS public address
// behind a proxy on this machine, with real mail so that codes can be read.
let app: TestApp;
let proxied: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  [app, proxied] = await Promise.all([
    startTestApp({ CORS_ORIGINS: PARTNER }),
    startTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '127.0.0.1', SMTP_URL: mailbox.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.stop(), proxied?.stop()]);
  await mailbox?.close();
});

/** A CORS preflight for a GraphQL POST with the CSRF header, from `origin`. */
const preflight = (target: TestApp, path: string, origin: string) =>
  fetch(`${target.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-graphql-yoga-csrf' },
  });

describe('CORS answers the allowed origins only', () => {
  it('refuses preflights from another origin, on GraphQL and REST', async () => {
    for (const path of ['/graphql', '/api/chat/conversations']) {
      const response = await preflight(app, path, EVIL);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    }
    // PUBLIC_URL's origin is allowed by default, a partner only when listed.
    expect((await preflight(proxied, '/graphql', PARTNER)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets PUBLIC_URL’s origin and the CORS_ORIGINS in, with credentials', async () => {
    for (const [target, origin] of [[app, PARTNER], [proxied, PUBLIC]] as const) {
      const response = await preflight(target, '/graphql', origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-graphql-yoga-csrf');
    }
  });

  it('marks GraphQL answers readable by allowed origins only', async () => {
    const post = (origin: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    const refused = await post(EVIL);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await post(PARTNER);
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

/** Opens a graphql-ws socket with `origin` (none when undefined); answers the handshake's status. */
function upgradeStatus(target: TestApp, origin: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${target.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', origin ? { origin } : {});
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    socket.on('error', reject);
  });
}

describe('WebSocket upgrades', () => {
  it('refuses another site’s page before the handshake', async () => {
    expect(await upgradeStatus(app, EVIL)).toBe(403);
    expect(await upgradeStatus(app, 'null')).toBe(403);
    expect(await upgradeStatus(app, `http://evil.example:${new URL(app.url).port}`)).toBe(403);
  });

  it('accepts this site’s pages, listed origins and clients without an Origin', async () => {
    expect(await upgradeStatus(app, app.url)).toBe(101);
    expect(await upgradeStatus(app, PARTNER)).toBe(101);
    expect(await upgradeStatus(app, undefined)).toBe(101);
    expect(await upgradeStatus(proxied, PUBLIC)).toBe(101);
  });
});

describe('REST writes with the session cookie come from allowed pages', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await app.signIn(await app.demoCreatorId());
  });

  const write = (path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit }) =>
    fetch(`${app.url}${path}`, { ...init, method: init.method ?? 'POST', headers: { cookie, ...init.headers } });
  const crossSite = { 'sec-fetch-site': 'cross-site', origin: EVIL };

  it('refuses a text/plain form post, a multipart upload and a logout from another site', async () => {
    const conversation = await write('/api/chat/conversations', { headers: { ...crossSite, 'content-type': 'text/plain' }, body: '{}' });
    expect(conversation.status).toBe(403);
    expect(await conversation.json()).toEqual({ code: 403, message: '不接受来自其他网站的请求，请在知问的页面中操作', data: null });

    const uploads = await countRows(app, 'uploads');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'pixel.png');
    const upload = await write('/api/upload', { headers: crossSite, body: form });
    expect(upload.status).toBe(403);
    expect(await countRows(app, 'uploads')).toBe(uploads);

    expect((await write('/api/auth/logout', { headers: crossSite })).status).toBe(403);
    expect((await app.rest('GET', '/user/info', { cookie })).status).toBe(200);
  });

  it('refuses other pages however the browser says so, and however the path is spelled', async () => {
    const json = { 'content-type': 'application/json' };
    const refused: { path: string; method?: string; headers: Record<string, string> }[] = [
      // An older browser: no Sec-Fetch-Site, only Origin.
      { path: '/api/chat/conversations', headers: { origin: EVIL } },
      // A sibling subdomain: same-site, but not an allowed origin.
      { path: '/api/chat/conversations', headers: { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' } },
      { path: '/api/chat/conversations', headers: { 'sec-fetch-site': 'same-site' } },
      { path: '/api/chat/conversations', headers: { origin: 'null' } },
      { path: '/%61pi/chat/conversations', headers: crossSite },
      { path: '/api/user/base_info', method: 'PUT', headers: crossSite },
    ];
    for (const { path, method, headers } of refused) {
      expect((await write(path, { method, headers: { ...json, ...headers }, body: '{}' })).status, `${path} ${JSON.stringify(headers)}`).toBe(403);
    }
  });

  it('refuses in the person’s own language', async () => {
    const choose = (language: string) => app.rest('PUT', '/user/base_info', { cookie, body: { preferred_language: language } });
    expect((await choose('en')).status).toBe(200);
    const refused = await write('/api/auth/logout', { headers: { ...crossSite, 'accept-language': 'zh-CN' } });
    expect(await refused.json()).toEqual({ code: 403, message: 'Requests from other sites are refused; please do this from Zhiwen’s own pages', data: null });
    expect((await choose('zh-hans')).status).toBe(200);
  });

  it('lets the web app, listed origins and clients that are no browser write', async () => {
    const json = { 'content-type': 'application/json' };
    const allowed: Record<string, string>[] = [
      // The web app: same-origin, as its fetch sends.
      { 'sec-fetch-site': 'same-origin', origin: app.url },
      // Node's fetch, curl, a server: neither header.
      {},
      { origin: app.url },
      { 'sec-fetch-site': 'cross-site', origin: PARTNER },
    ];
    for (const headers of allowed) {
      const response = await write('/api/chat/conversations', { headers: { ...json, ...headers }, body: '{}' });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    expect((await uploadFile(app, cookie, TINY_PNG, 'pixel.png')).status).toBe(200);
  });
});

describe('the client address behind proxies', () => {
  const askCodes = (target: TestApp, count: number, from: (i: number) => string, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${target.url}/api/auth/code`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from(i) },
          body: JSON.stringify({ email: `${prefix}${i}@example.com` }),
        }).then((response) => response.status),
      ),
    );

  it('ignores X-Forwarded-For by default: a made-up one does not escape the per-IP limit', async () => {
    const statuses = await askCodes(app, 31, (i) => `198.51.100.${i}`, 'made-up-');
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('believes the proxies TRUST_PROXY names', async () => {
    const statuses = await askCodes(proxied, 32, (i) => `203.0.113.${i}`, 'behind-proxy-');
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('takes addresses and CIDRs, and refuses settings that would believe anyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1, 192.168.0.0/255.255.0.0' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      '192.168.0.0/255.255.0.0',
    ]);
    for (const value of ['true', '1', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example/, http://b.example:8080' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    for (const value of ['*', 'https://a.example/path', 'a.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('security headers', () => {
  it('sends HSTS only when PUBLIC_URL is https', async () => {
    expect((await fetch(`${proxied.url}/healthz`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetch(`${app.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('lets no page be framed', async () => {
    for (const path of ['/healthz', '/api/user/info', '/graphql']) {
      expect((await fetch(`${app.url}${path}`)).headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('gives GraphiQL a policy that runs its own inline script and nothing else', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = Object.fromEntries(
      response.headers
        .get('content-security-policy')!
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    const scripts = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(policy['script-src']).toEqual([`'sha256-${hash}'`]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('keeps uploaded files inert, and message pages bare', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const { body } = await uploadFile(app, cookie, TINY_PNG, 'pixel.png');
    const file = await fetch(`${app.url}${body.data.url}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect(file.headers.get('x-frame-options')).toBe('DENY');

    const page = await fetch(`${app.url}/api/auth/link/not-a-token`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  });
});

describe('signing in comes from allowed pages, with or without a session cookie', () => {
  // From one address behind the trusted proxy, apart from the per-IP limits other cases use.
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${proxied.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77', ...headers },
      body: JSON.stringify(body),
    });
  const crossSite = { 'sec-fetch-site': 'cross-site', origin: EVIL };
  const otherPages: Record<string, string>[] = [
    crossSite,
    // An older browser: no Sec-Fetch-Site, only Origin.
    { origin: EVIL },
    { origin: 'null' },
    // A sibling subdomain: same-site, but not an allowed origin.
    { 'sec-fetch-site': 'same-site', origin: 'https://other.zhiwen.example' },
    { 'sec-fetch-site': 'same-site' },
  ];

  it('refuses another site’s page asking for a code, and sends none', async () => {
    for (const [i, headers] of otherPages.entries()) {
      const email = `asked-${i}@example.com`;
      const refused = await post('/api/auth/code', { email }, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({ code: 403, message: '不接受来自其他网站的请求，请在知问的页面中操作', data: null });
      expect(mailbox.received.some((mail) => mail.to.includes(email))).toBe(false);
    }
  });

  it('refuses another site’s page signing a visitor in with the attacker’s own code', async () => {
    // The attacker asks for a code for their own account from their own machine (no browser headers).
    const email = 'attacker@example.com';
    expect((await post('/api/auth/code', { email })).status).toBe(200);
    const code = await mailbox.codeFor(email);

    // Their page posts it from the visitor's browser: a plain form or a fetch, the path spelled any way.
    for (const headers of otherPages) {
      for (const [path, contentType] of [
        ['/api/auth/sign_in', 'application/json'],
        ['/api/auth/sign_in', 'text/plain'],
        ['/%61pi/auth/sign_in', 'application/json'],
      ] as const) {
        const refused = await post(path, { email, code }, { ...headers, 'content-type': contentType });
        expect(refused.status, `${path} ${contentType} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.headers.get('set-cookie')).toBeNull();
      }
    }

    // The same code still signs in from this site's own page, and from a client that is no browser.
    const own = await post('/api/auth/sign_in', { email, code }, { 'sec-fetch-site': 'same-origin', origin: PUBLIC });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/sid=[^;]+/);
    expect((await post('/api/auth/code', { email: 'script@example.com' })).status).toBe(200);
    const scripted = await post('/api/auth/sign_in', { email: 'script@example.com', code: await mailbox.codeFor('script@example.com') });
    expect(scripted.status).toBe(200);
  });

  it('refuses a cross-site logout without a cookie too, and lets the site’s pages and listed origins in', async () => {
    expect((await post('/api/auth/logout', {}, crossSite)).status).toBe(403);
    expect((await post('/api/auth/logout', {}, { 'sec-fetch-site': 'same-origin', origin: PUBLIC })).status).toBe(200);
    expect((await post('/api/auth/logout', {}, { 'sec-fetch-site': 'none' })).status).toBe(200);
    const partner = await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', origin: PARTNER } });
    expect(partner.status).toBe(200);
  });
});
