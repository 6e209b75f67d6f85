import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceIdentities } from '../../bff/src/apps/tables.ts';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeFeishu, type FakeFeishu } from '../support/fake-feishu.ts';
import { startFakeWorkplace } from '../support/fake-workplace.ts';

let app: TestApp;
let feishu: FakeFeishu;
let workplace: Awaited<ReturnType<typeof startFakeWorkplace>>;

/** A browser: its cookies for the app, following the workplace app's redirects by hand. */
function browser() {
  const cookies = new Map<string, string>();
  return {
    cookie: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async fetch(url: string) {
      const own = url.startsWith(app.url);
      const response = await fetch(url, { redirect: 'manual', headers: own ? { cookie: this.cookie(), 'accept-language': 'zh-CN' } : {} });
      if (own) {
        for (const line of response.headers.getSetCookie()) {
          const [name, value] = line.split(';')[0]!.split(/=(.*)/s) as [string, string];
          if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
          else cookies.set(name, value);
        }
      }
      return response;
    },
  };
}

/** Starts at the app's button, through the workplace app's sign-in page, to the callback's answer. */
async function signInWith(provider: string, callbackUrl = '/home', tamper?: (callback: URL) => void) {
  const b = browser();
  let response = await b.fetch(`${app.url}/api/auth/workplace/${provider}/start?callback_url=${encodeURIComponent(callbackUrl)}`);
  const toApp = new URL(response.headers.get('location')!);
  response = await b.fetch(toApp.href);
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location')!);
  expect(callback.pathname).toBe(`/api/auth/workplace/${provider}/callback`);
  tamper?.(callback);
  response = await b.fetch(`${app.url}${callback.pathname}${callback.search}`);
  return { response, authorize: toApp, location: response.headers.get('location'), b };
}

beforeAll(async () => {
  [feishu, workplace] = await Promise.all([startFakeFeishu(), startFakeWorkplace()]);
  // The app's address is registered at each workplace app: it is its own public address here.
  app = await startTestApp({
    FEISHU_API_URL: feishu.url,
    FEISHU_SIGN_IN_APP_ID: feishu.app.id,
    FEISHU_SIGN_IN_APP_SECRET: feishu.app.secret,
    DINGTALK_OPEN_API_URL: workplace.url,
    DINGTALK_SIGN_IN_CLIENT_ID: workplace.dingtalk.clientId,
    DINGTALK_SIGN_IN_CLIENT_SECRET: workplace.dingtalk.clientSecret,
    WECOM_API_URL: workplace.url,
    WECOM_SIGN_IN_CORP_ID: workplace.wecom.corpId,
    WECOM_SIGN_IN_AGENT_ID: workplace.wecom.agentId,
    WECOM_SIGN_IN_SECRET: workplace.wecom.secret,
  });
});
afterAll(async () => {
  await app?.stop();
  await Promise.all([feishu?.close(), workplace?.close()]);
});

describe('signing in with DingTalk, Feishu and WeCom', () => {
  it('offers each configured app on the sign-in page', async () => {
    expect((await app.rest('GET', '/auth/providers')).body.data).toEqual({ oidc: null, ldap: null, workplace: ['dingtalk', 'feishu', 'wecom'] });
  });

  it('signs the demo creator in with DingTalk by their e-mail address, and ties the account the syncs met to them', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    // A DingTalk sync met the account, without an address: it read for no one until now.
    await db.insert(sourceIdentities).values({ workspaceId: workspace.id, provider: 'dingtalk', externalId: 'union-demo', name: '演示' });
    workplace.dingtalk.signedIn = { unionId: 'union-demo', nick: '演示管理员', email: 'Demo@Example.com' };
    // The demo workspace is where the creator works: their sign-ins are recorded there.
    await db.update(users).set({ currentWorkspaceId: workspace.id }).where(eq(users.id, await app.demoCreatorId()));

    const { response, authorize, location, b } = await signInWith('dingtalk', '/search?q=年假');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'ding-client', response_type: 'code', scope: 'openid', prompt: 'consent' });
    expect(response.status).toBe(302);
    expect(location).toBe(`/search?q=${encodeURIComponent('年假')}`);
    const info = (await app.rest('GET', '/user/info', { cookie: b.cookie() })).body.data;
    expect(info).toMatchObject({ email: 'demo@example.com', username: 'demo' });
    const [tied] = await db
      .select({ userId: sourceIdentities.userId })
      .from(sourceIdentities)
      .where(and(eq(sourceIdentities.workspaceId, workspace.id), eq(sourceIdentities.externalId, 'union-demo')));
    expect(tied!.userId).toBe(await app.demoCreatorId());
    const signedIn = await db.select().from(auditEntries).where(and(eq(auditEntries.workspaceId, workspace.id), eq(auditEntries.action, 'session.signed_in')));
    expect(signedIn.map((entry) => entry.detail)).toContainEqual({ method: 'dingtalk' });
  });

  it('signs a new person up with Feishu by the address it tells, then finds them again', async () => {
    feishu.contacts.people = [{ openId: 'ou_new', name: '飞书新人', department: '0', email: 'feishu.new@example.com' }];
    feishu.signedIn = 'ou_new';
    const first = await signInWith('feishu');
    expect(Object.fromEntries(first.authorize.searchParams)).toMatchObject({ client_id: feishu.app.id, code_challenge_method: 'S256' });
    expect(first.location).toBe('/guide');
    const info = (await app.rest('GET', '/user/info', { cookie: first.b.cookie() })).body.data;
    expect(info).toMatchObject({ email: 'feishu.new@example.com', display_name: '飞书新人', is_active: false });
    await signInWith('feishu');
    const { db } = app.deps.database;
    expect(await db.$count(users, eq(users.email, 'feishu.new@example.com'))).toBe(1);
  });

  it('signs a WeCom member in by the mobile number the company holds', async () => {
    workplace.wecom.signedIn = { userid: 'zhangsan', name: '张三', mobile: '13800138111' };
    const { location, b, authorize } = await signInWith('wecom');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ login_type: 'CorpApp', appid: 'ww-corp', agentid: '1000002' });
    expect(location).toBe('/guide');
    expect((await app.rest('GET', '/user/info', { cookie: b.cookie() })).body.data).toMatchObject({ country_code: '+86', phone: '13800138111', display_name: '张三' });
  });

  it('refuses an account that tells neither an e-mail address nor a mobile number', async () => {
    workplace.dingtalk.signedIn = { unionId: 'union-anonymous', nick: '无名' };
    const { response, b } = await signInWith('dingtalk');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('没有向知问提供邮箱或手机号');
    expect(b.cookie()).not.toContain('sid=');
  });

  it('refuses a callback whose state or code was tampered with, and an app not offered', async () => {
    workplace.dingtalk.signedIn = { unionId: 'union-demo', nick: '演示管理员', email: 'demo@example.com' };
    const forged = await signInWith('dingtalk', '/home', (callback) => callback.searchParams.set('state', 'attacker'));
    expect(forged.response.status).toBe(400);
    expect(await forged.response.text()).toContain('授权回调失败');
    const spent = await signInWith('dingtalk', '/home', (callback) => callback.searchParams.set('authCode', 'made-up'));
    expect(spent.response.status).toBe(400);
    // A code for one app's sign-in brought to another's callback.
    const crossed = await signInWith('dingtalk', '/home', (callback) => {
      callback.pathname = '/api/auth/workplace/wecom/callback';
      callback.searchParams.set('code', callback.searchParams.get('authCode')!);
    });
    expect(crossed.response.status).toBe(400);
    expect(await crossed.response.text()).toContain('授权回调失败');
    expect((await fetch(`${app.url}/api/auth/workplace/wechat/start`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${app.url}/api/auth/workplace/dingtalk/callback`)).status).toBe(400);
  });

  it('refuses a half-configured app', () => {
    expect(() => loadConfig({ WECOM_SIGN_IN_CORP_ID: 'ww' })).toThrow(/WECOM_SIGN_IN_AGENT_ID: required.*\n.*WECOM_SIGN_IN_SECRET: required/);
    expect(loadConfig({}).workplace).toEqual({});
  });
});
