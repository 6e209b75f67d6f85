import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../bff/src/demo/seed.ts';
import { sameOriginPath, safeCallbackPath } from '../../bff/src/http/safe-callback.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';

// Where people are sent after signing in: a `callback_url` is honoured only as a path on this
// site, on the server and in the web app alike (one check, `http/safe-callback.ts`).
let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

/** What a browser may be sent to: a path on the same origin, whatever a later parser makes of it. */
function expectSameOriginPath(path: string) {
  expect(path).toMatch(/^\//);
  expect(path).not.toMatch(/^\/[/\\]/);
  expect(new URL(path, 'http://x').origin).toBe('http://x');
  // Judged again, it stays as it is: nothing is left to normalise into another host.
  expect(safeCallbackPath(path)).toBe(path);
}

// Pieces of addresses that parsers read differently: dot segments, slashes and backslashes
// (plain and escaped), whitespace URL parsers drop, scheme and userinfo markers.
const SEGMENTS = ['/', '/', '.', '..', '\\', '%2f', '%2F', '%5c', '%5C', '%2e', '%2E%2e', 'evil.example', '\t', '\n', '\r', ' ', '\u3000', '@', ':', '?', '#', 'a', 'https:', 'javascript:', '%09', '%00', '。'];
const callbackUrls = fc
  .tuple(fc.constantFrom('', '/', '//', '/\\', '/.', '/..'), fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 14 }))
  .map(([head, parts]) => head + parts.join(''));
const KNOWN = ['/.//evil.example', '/a/..//evil.example', '/./..//evil.example', '/.%2e//evil.example', '/%2e/%2fevil.example'];

describe('a callback_url keeps people on this site', () => {
  it('normalises every generated address to a path on this origin', () => {
    fc.assert(
      fc.property(callbackUrls, (raw) => expectSameOriginPath(safeCallbackPath(raw))),
      { numRuns: 20_000, examples: KNOWN.map((raw) => [raw]) },
    );
    for (const raw of KNOWN) expect(safeCallbackPath(raw)).toBe('/home');
  });

  it('keeps ordinary paths as they are', () => {
    expect(safeCallbackPath('/search?q=a%2Fb#top')).toBe('/search?q=a%2Fb#top');
    expect(safeCallbackPath('/w/../settings/members')).toBe('/settings/members');
    expect(safeCallbackPath('/chat/%E4%B8%AD')).toBe('/chat/%E4%B8%AD');
  });

  it('answers only same-origin login pages from GET /api/auth/login', async () => {
    await fc.assert(
      fc.asyncProperty(callbackUrls, async (raw) => {
        const answer = await app.rest('GET', `/auth/login?callback_url=${encodeURIComponent(raw)}`);
        const loginUrl = new URL(answer.body.data.login_url, 'http://x');
        expect(loginUrl.pathname).toBe('/login');
        expectSameOriginPath(loginUrl.searchParams.get('callback_url')!);
      }),
      { numRuns: 150, examples: KNOWN.map((raw) => [raw]) },
    );
  });

  it('redirects after POST /api/auth/sign_in only within the site', async () => {
    const signIn = async (email: string, callbackUrl: string) => {
      expect((await app.rest('POST', '/auth/code', { body: { email } })).status).toBe(200);
      const code = await mailbox.codeFor(email);
      const answer = await app.rest('POST', '/auth/sign_in', { body: { email, code, callback_url: callbackUrl } });
      expect(answer.status).toBe(200);
      return answer.body.data.redirect_url as string;
    };
    // An active person goes straight to the callback; a new one through the guide.
    expect(await signIn(DEMO_EMAIL, '/a/..//evil.example')).toBe('/home');
    expect(await signIn('dot@example.com', '/.//evil.example')).toBe('/guide');
    expect(await signIn('dots@example.com', '/./..//evil.example')).toBe('/guide');
  });
});

describe('the web app follows only paths on this origin', () => {
  // What a query string hands the web app once decoded: browsers drop the tab and the newline,
  // so these are `//evil.example` to them.
  const DECODED = ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example', '/\\evil.example', '/%5cevil.example', '/%2F/evil.example'];

  it('answers null, or the same path the server would keep, for every generated address', () => {
    fc.assert(
      fc.property(callbackUrls, (raw) => {
        const path = sameOriginPath(raw);
        expect(path ?? '/home').toBe(safeCallbackPath(raw));
        if (path !== null) expectSameOriginPath(path);
      }),
      { numRuns: 20_000, examples: [...KNOWN, ...DECODED].map((raw) => [raw]) },
    );
    for (const raw of [...KNOWN, ...DECODED, null, undefined, 'javascript:alert(1)', 'https://evil.example/']) expect(sameOriginPath(raw)).toBeNull();
    expect(sameOriginPath('/invitation/abc?x=1#y')).toBe('/invitation/abc?x=1#y');
  });
});

