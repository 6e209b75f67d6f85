import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { requireBuiltWebApp } from '../support/browser.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { uploadFile } from '../support/files.ts';
import { solidPng } from '../support/png.ts';

const DIST = 'web/dist';
const CHROMIUM = 'gzip, deflate, br, zstd';

let app: TestApp;
let model: FakeModel;
let cookie: string;

beforeAll(async () => {
  requireBuiltWebApp();
  model = await startFakeModel();
  app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test-key' });
  cookie = await app.signIn(await app.demoCreatorId());
});
afterAll(async () => {
  await app?.stop();
  await model?.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request as sent, its body as received: no client in between that decodes it. */
function request(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(`${app.url}${pathname}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** The headers of an answer that keeps streaming, after which the connection is dropped. */
function headersOf(pathname: string, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const sent = http.get(`${app.url}${pathname}`, { headers }, (response) => {
      resolve(response);
      sent.destroy();
    });
    sent.on('error', (error) => (sent.destroyed ? undefined : reject(error)));
  });
}

/** The build's largest script: the vendor chunk. */
function largestScript() {
  const scripts = readdirSync(path.join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
  const largest = scripts.sort((a, b) => statSync(path.join(DIST, 'assets', b)).size - statSync(path.join(DIST, 'assets', a)).size)[0]!;
  expect(existsSync(path.join(DIST, 'assets', `${largest}.br`)), 'the web app was built without its compressed copies: run `npm run build`').toBe(true);
  return `/assets/${largest}`;
}

describe('the web app’s files, compressed at build time', () => {
  it('sends a hashed asset with its content headers and nosniff, not the headers meant for pages', async () => {
    const asset = await request(largestScript(), { headers: { 'accept-encoding': CHROMIUM, cookie } });
    expect(asset.status).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-dns-prefetch-control', 'server-timing', 'etag', 'last-modified', 'accept-ranges']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // Every header of the answer, as sent over HTTP/1.1 for each script of a first visit.
    const headerBytes = Object.entries(asset.headers).reduce((total, [name, value]) => total + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(450);

    // The page itself keeps them all.
    const page = await request('/search', { headers: { 'accept-encoding': CHROMIUM, cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['server-timing']).toBeDefined();
  });

  it('sends a hashed script in brotli or gzip as the browser accepts, cached for good', async () => {
    const script = largestScript();
    const plain = readFileSync(path.join(DIST, script));

    const brotli = await request(script, { headers: { 'accept-encoding': CHROMIUM } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(statSync(path.join(DIST, `${script}.br`)).size);
    expect(brotli.body.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(brotli.body).equals(plain)).toBe(true);

    const gzip = await request(script, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe(brotli.headers['content-type']);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);

    // A client that accepts neither gets the file as built; a shared cache is told the answer varies.
    const identity = await request(script);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body.equals(plain)).toBe(true);
  });

  it('answers a client route with index.html, never kept without asking', async () => {
    const page = await request('/search', { headers: { 'accept-encoding': CHROMIUM } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const precompressed = existsSync(path.join(DIST, 'index.html.br'));
    expect(page.headers['content-encoding']).toBe(precompressed ? 'br' : undefined);
    const html = (precompressed ? brotliDecompressSync(page.body) : page.body).toString('utf8');
    expect(html).toBe(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  });

  it('gives the compressed copies no address of their own', async () => {
    const script = largestScript();
    for (const copy of [`${script}.br`, `${script}.gz`]) {
      const answer = await request(copy, { headers: { 'accept-encoding': CHROMIUM } });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('API answers', () => {
  const graphql = (query: string, acceptEncoding: string) =>
    request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding, cookie },
      body: JSON.stringify({ query }),
    });

  it('compresses a GraphQL answer over 1 KB, in brotli or gzip, and leaves a small one as it is', async () => {
    const large = '{ __schema { types { name fields { name } } } }';
    const brotli = await graphql(large, CHROMIUM);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    const answer = brotliDecompressSync(brotli.body);
    expect(answer.length).toBeGreaterThan(1024);
    expect(brotli.body.length).toBeLessThan(answer.length / 4);
    expect(JSON.parse(answer.toString('utf8')).data.__schema.types.length).toBeGreaterThan(50);

    const gzip = await graphql(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(answer)).toBe(true);

    const plain = await graphql(large, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(answer)).toBe(true);

    const small = await graphql('{ __typename }', CHROMIUM);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends a small REST answer as it is, with its length', async () => {
    const info = await request('/api/user/info', { headers: { 'accept-encoding': CHROMIUM, cookie } });
    expect(info.status).toBe(200);
    expect(info.headers['content-encoding']).toBeUndefined();
    expect(Number(info.headers['content-length'])).toBe(info.body.length);
    expect(JSON.parse(info.body.toString('utf8')).code).toBe(200);
  });

  it('leaves event streams uncompressed, so each event reaches the client as it is sent', async () => {
    // A GraphQL subscription over server-sent events.
    const subscription = encodeURIComponent('subscription { workspaceUpdated { id } }');
    const sse = await headersOf(`/graphql?query=${subscription}`, { accept: 'text/event-stream', 'accept-encoding': CHROMIUM, 'x-graphql-yoga-csrf': '1', cookie });
    expect(sse.statusCode).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga says `none` itself, to keep proxies from compressing the stream too.
    expect(sse.headers['content-encoding'] ?? 'none').toBe('none');

    // The chat's answer stream.
    model.behaviour = { kind: 'stream', tokens: ['Annual ', 'leave ', 'is 15 days.'], intervalMs: 10 };
    const sent = await app.rest('POST', '/chat/messages', { cookie, body: { text: 'How long is annual leave?' } });
    expect(sent.status).toBe(200);
    const stream = await request(sent.body.data.stream_url, { headers: { 'accept-encoding': CHROMIUM, cookie } });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString('utf8')).toContain('event: end');
  });

  it('takes multipart uploads as sent, and sends a stored image back byte for byte', async () => {
    const png = solidPng(64, 64);
    const uploaded = await uploadFile(app, cookie, png, 'logo.png');
    expect(uploaded.status).toBe(200);
    const file = await request(uploaded.body.data.url, { headers: { 'accept-encoding': CHROMIUM, cookie } });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body.equals(png)).toBe(true);
  });
});
