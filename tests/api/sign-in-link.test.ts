import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const viewerQuery = '{ viewer { user { displayName } } }';

describe('one-time sign-in link', () => {
  it('starts a session once and lands on /home', async () => {
    const userId = await app.demoCreatorId();
    const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);

    const first = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/home');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const cookie = setCookie.split(';')[0]!;
    const { data } = await app.graphql<{ viewer: { user: { displayName: string } } }>(viewerQuery, { cookie });
    expect(data?.viewer.user.displayName).toBe('演示管理员');

    const again = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain('登录链接无效');
  });

  it('ends the session the request came with, as every way of signing in does', async () => {
    const userId = await app.demoCreatorId();
    const { db } = app.deps.database;
    const open = async (cookie?: string) => {
      const token = await createSignInLink(db, userId, new Date(), 5);
      const response = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      return response.headers.get('set-cookie')!.split(';')[0]!;
    };
    const before = await open();
    const after = await open(before);
    expect(after).not.toBe(before);
    const viewer = async (cookie: string) => (await app.graphql<{ viewer: { user: { displayName: string } } | null }>(viewerQuery, { cookie })).data?.viewer?.user ?? null;
    expect(await viewer(after)).toMatchObject({ displayName: '演示管理员' });
    // The earlier session is over: a token planted before sign-in is never the one signed in.
    expect(await viewer(before)).toBeNull();
  });

  it('refuses an expired link', async () => {
    const userId = await app.demoCreatorId();
    const token = await createSignInLink(app.deps.database.db, userId, new Date(Date.now() - 10 * 60_000), 5);
    const response = await fetch(`${app.url}/api/auth/link/${token}`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid, already used or expired');
  });

  it('stores neither link nor session tokens in the clear', async () => {
    const userId = await app.demoCreatorId();
    const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
    const cookie = await (async () => {
      const response = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
      return response.headers.get('set-cookie')!.split(';')[0]!;
    })();
    const sessionToken = cookie.split('=')[1]!;
    const { db } = app.deps.database;
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where token_hash in (${sessionToken}, ${token})
          union all select count(*)::int from sign_in_links where token_hash in (${sessionToken}, ${token})`,
    );
    const counts = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows).map((r) => r.n);
    expect(counts).toEqual([0, 0]);
  });

  it('ends the session at logout', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const response = await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200 });
    expect(response.headers.get('set-cookie')).toMatch(/sid=;/);
    const { data } = await app.graphql(viewerQuery, { cookie });
    expect(data).toEqual({ viewer: null });
  });
});
