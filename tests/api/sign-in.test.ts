import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { startSmsGateway } from '../support/sms-gateway.ts';
import { countRows } from '../support/files.ts';

let app: TestApp;
let mailbox: Mailbox;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let now = new Date('2026-11-22T08:00:00Z');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

beforeAll(async () => {
  [mailbox, sms] = await Promise.all([startMailbox(), startSmsGateway()]);
  app = await startTestApp({ SMTP_URL: mailbox.url, ...sms.env }, { clock: () => now });
});
afterAll(async () => {
  await app.stop();
  await Promise.all([mailbox.close(), sms.close()]);
});

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';
const codeRows = () => countRows(app, 'verification_codes');

describe('signing in with a code', () => {
  it('signs a new person up through a real SMTP mail, inactive until the guide', async () => {
    const sent = await app.rest('POST', '/auth/code', { body: { email: 'Wang.Fang@Example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 200, message: '成功', data: { resend_after: 60 } });

    const code = await mailbox.codeFor('wang.fang@example.com');
    const signIn = await app.rest('POST', '/auth/sign_in', {
      body: { email: 'wang.fang@example.com', code, callback_url: '/search?q=1' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toEqual({ is_active: false, redirect_url: `/guide?callback_url=${encodeURIComponent('/search?q=1')}` });
    const cookie = cookieOf(signIn.headers);
    expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/i);

    const info = await app.rest('GET', '/user/info', { cookie });
    expect(info.body.data).toMatchObject({ email: 'wang.fang@example.com', is_active: false, current_workspace: null });

    // The code is spent.
    later(120);
    const again = await app.rest('POST', '/auth/sign_in', { body: { email: 'wang.fang@example.com', code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('请先获取验证码');
  });

  it('holds the resend countdown on the server', async () => {
    await app.rest('POST', '/auth/code', { body: { email: 'countdown@example.com' } });
    later(20);
    const early = await app.rest('POST', '/auth/code', { body: { email: 'countdown@example.com' }, language: 'en' });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('40');
    expect(early.body).toEqual({ code: 429, message: 'Too many requests, please try again later', data: { retry_after: 40 } });
    later(41);
    expect((await app.rest('POST', '/auth/code', { body: { email: 'countdown@example.com' } })).status).toBe(200);
  });

  it('refuses wrong codes, then all codes after five wrong tries', async () => {
    await app.rest('POST', '/auth/code', { body: { email: 'guess@example.com' } });
    const code = await mailbox.codeFor('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const attempt = await app.rest('POST', '/auth/sign_in', { body: { email: 'guess@example.com', code: wrong } });
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toBe(i < 5 ? '验证码错误' : '验证码错误次数过多，请重新获取');
    }
    const right = await app.rest('POST', '/auth/sign_in', { body: { email: 'guess@example.com', code } });
    expect(right.status).toBe(400);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an expired code', async () => {
    later(3600);
    await app.rest('POST', '/auth/code', { body: { email: 'late@example.com' } });
    const code = await mailbox.codeFor('late@example.com');
    later(10 * 60 + 1);
    const result = await app.rest('POST', '/auth/sign_in', { body: { email: 'late@example.com', code }, language: 'en' });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The verification code has expired, please get a new one');
  });

  it('rejects malformed addresses with a message per field, storing nothing', async () => {
    const before = await codeRows();
    const cases = [
      [{ email: 'not an email' }, { email: '邮箱格式不正确' }],
      [{ email: 'a@b' }, { email: '邮箱格式不正确' }],
      [{ country_code: '+86', phone: '1380013' }, { phone: '手机号格式不正确' }],
      [{ country_code: '', phone: '13800138000' }, { country_code: '国家/地区代码不能为空' }],
      [{}, { email: '请输入邮箱或手机号' }],
    ] as const;
    for (const [body, errors] of cases) {
      const result = await app.rest('POST', '/auth/code', { body });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(400);
      expect(result.body.data.errors).toEqual(errors);
    }
    expect(await codeRows()).toBe(before);
  });

  it('signs in by phone through the SMS provider and rotates the session', async () => {
    later(3600);
    await app.rest('POST', '/auth/code', { body: { country_code: '+86', phone: '13800138000' } });
    const first = await app.rest('POST', '/auth/sign_in', {
      body: { country_code: '86', phone: '13800138000', code: sms.codeFor('13800138000') },
    });
    const firstCookie = cookieOf(first.headers);
    expect((await app.rest('GET', '/user/info', { cookie: firstCookie })).body.data).toMatchObject({
      phone: '13800138000',
      country_code: '+86',
    });

    later(61);
    await app.rest('POST', '/auth/code', { body: { country_code: '+86', phone: '13800138000' } });
    const second = await app.rest('POST', '/auth/sign_in', {
      cookie: firstCookie,
      body: { country_code: '+86', phone: '13800138000', code: sms.codeFor('13800138000') },
    });
    const secondCookie = cookieOf(second.headers);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await app.rest('GET', '/user/info', { cookie: firstCookie })).status).toBe(401);
    expect((await app.rest('GET', '/user/info', { cookie: secondCookie })).status).toBe(200);
  });

  it('limits codes per address per hour', async () => {
    later(3600);
    for (let i = 0; i < 10; i++) {
      expect((await app.rest('POST', '/auth/code', { body: { email: 'busy@example.com' } })).status).toBe(200);
      later(61);
    }
    const blocked = await app.rest('POST', '/auth/code', { body: { email: 'busy@example.com' } });
    expect(blocked.status).toBe(429);
  });

  it('honours only same-origin callback paths', async () => {
    const callbackOf = async (callback: string) => {
      const { login_url } = (await app.rest('GET', `/auth/login?callback_url=${encodeURIComponent(callback)}`)).body.data;
      expect(login_url).toMatch(/^\/login\?callback_url=/);
      return decodeURI(new URL(login_url, 'http://x').searchParams.get('callback_url')!);
    };
    expect(await callbackOf('/search?q=合同')).toBe('/search?q=合同');
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' //evil.example']) {
      expect(await callbackOf(evil)).toBe('/home');
    }
    later(3600);
    await app.rest('POST', '/auth/code', { body: { email: 'redirect@example.com' } });
    const result = await app.rest('POST', '/auth/sign_in', {
      body: { email: 'redirect@example.com', code: await mailbox.codeFor('redirect@example.com'), callback_url: '//evil.example' },
    });
    expect(result.body.data.redirect_url).toBe('/guide');
  });

  it('answers 401 in the envelope when signed out', async () => {
    const result = await app.rest('GET', '/user/info');
    expect(result).toMatchObject({ status: 401, body: { code: 401, message: '401，无访问权限', data: null } });
  });
});
