import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('health and the HTTP host', () => {
  it('answers liveness and readiness', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers unknown API paths with the JSON envelope in the caller’s language', async () => {
    const zh = await fetch(`${app.url}/api/nothing-here`);
    expect(zh.status).toBe(404);
    expect(await zh.json()).toEqual({ code: 404, message: '请求的资源不存在', data: null });

    const en = await fetch(`${app.url}/api/nothing-here`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect((await en.json()).message).toBe('The requested resource does not exist');
  });

  it('serves the web app with a history fallback for client routes', async () => {
    const page = await fetch(`${app.url}/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');

    const deep = await fetch(`${app.url}/manage/settings/base`);
    expect(deep.status).toBe(200);

    const missingAsset = await fetch(`${app.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('does not leak internals on malformed requests', async () => {
    const response = await fetch(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.parse(body)).toMatchObject({ code: 400 });
  });
});
