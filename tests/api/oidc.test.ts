import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Provider, { type AccountClaims } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../bff/src/config.ts';
import { splitPhoneNumber } from '../../bff/src/identity/phone-number.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// The people the provider knows, by account id (the name typed into its login form).
const accounts: Record<string, Omit<AccountClaims, 'sub'>> = {
  alice: { email: 'Alice.SSO@Example.com', email_verified: true, name: '艾丽丝', preferred_username: 'alice' },
  phoebe: { phone_number: '+86 139 0013 9000', phone_number_verified: true, preferred_username: 'phoebe' },
  mallory: { email: 'mallory@example.com', email_verified: false },
};

let app: TestApp;
let provider: Awaited<ReturnType<typeof startProviderServer>>;
let now = new Date();

const listen = async (server: ReturnType<typeof createServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** The provider's HTTP server: it answers 503 while `down` or before a provider is plugged in. */
async function startProviderServer() {
  const state: { handler?: RequestListener; down: boolean } = { down: false };
  const server = createServer((req, res) => (state.handler && !state.down ? state.handler(req, res) : res.writeHead(503).end()));
  const issuer = `http://127.0.0.1:${await listen(server)}`;
  return { issuer, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A real OpenID provider (panva's oidc-provider) with its own signing key and dev login forms. */
function openIdProvider(issuer: string, redirectUri: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return new Provider(issuer, {
    clients: [{ client_id: 'zhiwen', client_secret: 'zhiwen-secret', redirect_uris: [redirectUri] }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    findAccount: (_ctx, id) =>
      accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  });
}

/** A browser: a cookie jar per host:port and manual redirects. */
function browser() {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (url: URL) => jar.get(url.host) ?? jar.set(url.host, new Map()).get(url.host)!;
  return {
    cookies: cookiesOf,
    async fetch(url: URL, init: RequestInit = {}) {
      const cookies = cookiesOf(url);
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
      for (const line of response.headers.getSetCookie()) {
        const [name, value] = line.split(';')[0]!.split(/=(.*)/s) as [string, string];
        if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}
type Browser = ReturnType<typeof browser>;

/**
 * Starts SSO on the app and goes through the provider's login and consent forms as `account`;
 * answers the address the provider sends the browser back to (not yet visited).
 */
async function throughProvider(b: Browser, account: string, callbackUrl: string) {
  let url = new URL(`/api/auth/oidc/start?callback_url=${encodeURIComponent(callbackUrl)}`, app.url);
  let response = await b.fetch(url);
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      if (url.pathname === '/api/auth/oidc/callback') return url;
      response = await b.fetch(url);
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    // The dev login form takes any password; the consent form only needs its hidden fields.
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);
    const form = new URLSearchParams(fields);
    if (form.get('prompt') === 'login') {
      form.set('login', account);
      form.set('password', 'any');
    }
    url = new URL(html.match(/<form[^>]* action="([^"]+)"/)![1]!, url);
    response = await b.fetch(url, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  throw new Error('the provider did not send the browser back');
}

async function signInWithSso(b: Browser, account: string, callbackUrl = '/home') {
  const response = await b.fetch(await throughProvider(b, account, callbackUrl));
  return { response, location: response.headers.get('location'), cookie: `sid=${b.cookies(new URL(app.url)).get('sid')}` };
}

beforeAll(async () => {
  provider = await startProviderServer();
  // The app's own address must be known up front: it is the redirect URI registered at the provider.
  const spare = createServer();
  const port = await listen(spare);
  await new Promise((resolve) => spare.close(resolve));
  const oidcEnv = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'zhiwen', OIDC_CLIENT_SECRET: 'zhiwen-secret', OIDC_NAME: '公司账号' };
  app = await startTestApp({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...oidcEnv }, { clock: () => now });
  provider.state.handler = openIdProvider(provider.issuer, `${app.url}/api/auth/oidc/callback`).callback();
});
afterAll(async () => {
  await app?.stop();
  await provider?.close();
});

describe('single sign-on with an OpenID provider', () => {
  // First: discovery has not happened yet (it is lazy, and kept once it succeeded).
  it('fails only the sign-ins tried while the provider is down', async () => {
    provider.state.down = true;
    const response = await fetch(`${app.url}/api/auth/oidc/start`, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Single sign-on is unavailable right now');
    provider.state.down = false;
    expect((await fetch(`${app.url}/api/auth/oidc/start`, { redirect: 'manual' })).status).toBe(302);
  });

  it('offers the provider for signing in', async () => {
    const login = await app.rest('GET', `/auth/login?callback_url=${encodeURIComponent('/search?q=1')}`);
    expect(login.body.data).toEqual({ login_url: '/api/auth/oidc/start?callback_url=%2Fsearch%3Fq%3D1' });
    expect((await app.rest('GET', '/auth/providers')).body.data).toEqual({ oidc: { name: '公司账号' }, ldap: null, workplace: [] });
  });

  it('signs a new person up from verified claims, then finds them again', async () => {
    const b = browser();
    const start = await b.fetch(new URL('/api/auth/oidc/start?callback_url=/search', app.url));
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ response_type: 'code', code_challenge_method: 'S256' });
    expect(start.headers.get('set-cookie')).toMatch(/^oidc-state=[\w-]+; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/);

    const first = await signInWithSso(b, 'alice', '/search?q=1');
    expect(first.response.status).toBe(302);
    // The guide first, then the page asked for.
    expect(first.location).toBe(`/guide?callback_url=${encodeURIComponent('/search?q=1')}`);
    expect(b.cookies(new URL(app.url)).get('oidc-state')).toBeUndefined();
    const info = (await app.rest('GET', '/user/info', { cookie: first.cookie })).body.data;
    expect(info).toMatchObject({ email: 'alice.sso@example.com', display_name: '艾丽丝', is_active: false });
    expect(info.username).toMatch(/^user_[0-9a-f]{8}$/);

    // Once active, the same person lands on the page they asked for, in a fresh session.
    await app.deps.database.db.update(users).set({ isActive: true }).where(eq(users.username, info.username));
    const second = await signInWithSso(b, 'alice', '/search?q=合同');
    expect(second.location).toBe('/search?q=%E5%90%88%E5%90%8C');
    expect((await app.rest('GET', '/user/info', { cookie: second.cookie })).body.data.username).toBe(info.username);
    expect((await app.rest('GET', '/user/info', { cookie: first.cookie })).status).toBe(401);
    const count = await app.deps.database.db.$count(users, sql`lower(${users.email}) = 'alice.sso@example.com'`);
    expect(count).toBe(1);

    // No open redirect: a foreign callback ends on /home.
    expect((await signInWithSso(b, 'alice', '//evil.example')).location).toBe('/home');
  });

  it('signs a person in by their verified phone number', async () => {
    const { location, cookie } = await signInWithSso(browser(), 'phoebe');
    expect(location).toBe('/guide');
    const info = (await app.rest('GET', '/user/info', { cookie })).body.data;
    expect(info).toMatchObject({ country_code: '+86', phone: '13900139000', display_name: 'phoebe', email: null });
  });

  it('refuses a person with neither a verified e-mail address nor a phone number', async () => {
    const b = browser();
    const { response } = await signInWithSso(b, 'mallory');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('授权回调失败');
    expect(b.cookies(new URL(app.url)).get('sid')).toBeUndefined();
  });

  it('answers a callback without a code with a page in the person’s language', async () => {
    for (const [language, message] of [['zh-CN', '缺少授权码'], ['en', 'Authorization code missing']]) {
      const response = await fetch(`${app.url}/api/auth/oidc/callback?state=x`, { headers: { 'accept-language': language! } });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain('href="/login"');
    }
  });

  it('refuses a tampered state, a forged or missing state cookie and an expired one', async () => {
    const refused = async (b: Browser, url: URL) => {
      const response = await b.fetch(url);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('授权回调失败');
      expect(response.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    };
    const appUrl = new URL(app.url);

    const tampered = browser();
    const url = await throughProvider(tampered, 'alice', '/home');
    url.searchParams.set('state', 'attacker-state');
    await refused(tampered, url);

    const forged = browser();
    const forgedUrl = await throughProvider(forged, 'alice', '/home');
    const sealed = forged.cookies(appUrl).get('oidc-state')!;
    forged.cookies(appUrl).set('oidc-state', `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    await refused(forged, forgedUrl);
    await refused(browser(), forgedUrl);

    const slow = browser();
    const slowUrl = await throughProvider(slow, 'alice', '/home');
    now = new Date(now.getTime() + 11 * 60_000);
    await refused(slow, slowUrl);
  });
});

describe('without single sign-on', () => {
  it('signs in with codes only, and refuses a half-configured provider', async () => {
    const plain = await startTestApp();
    try {
      const login = await plain.rest('GET', '/auth/login?callback_url=/search');
      expect(login.body.data.login_url).toBe('/login?callback_url=%2Fsearch');
      expect((await plain.rest('GET', '/auth/providers')).body.data).toEqual({ oidc: null, ldap: null, workplace: [] });
      expect((await fetch(`${plain.url}/api/auth/oidc/start`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await plain.stop();
    }
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.com' })).toThrow(/OIDC_CLIENT_ID.*\n.*OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://sso.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
  });
});

describe('phone numbers from the provider', () => {
  it('splits E.164 numbers into the country code and the national number', () => {
    const split = (raw: string) => {
      const phone = splitPhoneNumber(raw);
      return phone && `${phone.countryCode} ${phone.phone}`;
    };
    expect(split('+8613800138000')).toBe('+86 13800138000');
    expect(split('+1 (415) 555-0100')).toBe('+1 4155550100');
    expect(split('+85261234567')).toBe(null); // Hong Kong: 8 national digits fail the 10–15 digit phone rule
    expect(split('+447911123456')).toBe('+44 7911123456');
    expect(split('13800138000')).toBe(null);
  });
});
