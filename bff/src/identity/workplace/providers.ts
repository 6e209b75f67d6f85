import { accountsUrl } from '../../connectors/feishu/account.ts';
import { contactEmail, type ContactUser } from '../../connectors/feishu/contacts.ts';
import type { WorkplaceConfig, WorkplaceKey } from './config.ts';

/** A person as their workplace app vouches for them: their ID there, name, and what it tells of their e-mail and mobile. */
export type WorkplacePerson = { provider: WorkplaceKey; externalId: string; name: string | null; email: string | null; phone: string | null };

/** One workplace app's sign-in: where the browser goes, and who the code it brings back is. */
export type WorkplaceProvider = {
  /** The query parameter the code comes back in. */
  codeParameter: string;
  authorizeUrl: (redirectUri: string, state: string, codeChallenge: string) => string;
  person: (code: string, redirectUri: string, codeVerifier: string) => Promise<WorkplacePerson>;
};

/** The app's answer could not be used; the detail is for the log. */
export class WorkplaceAnswerError extends Error {}

const TIMEOUT_MS = 10_000;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new WorkplaceAnswerError(`${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

const query = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;

/**
 * Feishu (Lark): the app's web sign-in with PKCE (`GET accounts.feishu.cn/open-apis/authen/v1/authorize`),
 * the code spent as JSON (`POST /open-apis/authen/v2/oauth/token`), and the person
 * (`GET /open-apis/authen/v1/user_info`: open_id, name, enterprise or personal e-mail, mobile in E.164).
 */
function feishu({ appId, appSecret, apiUrl }: NonNullable<WorkplaceConfig['feishu']>): WorkplaceProvider {
  return {
    codeParameter: 'code',
    authorizeUrl: (redirectUri, state, codeChallenge) =>
      query(`${accountsUrl(apiUrl)}/open-apis/authen/v1/authorize`, { client_id: appId, redirect_uri: redirectUri, state, code_challenge: codeChallenge, code_challenge_method: 'S256' }),
    person: async (code, redirectUri, codeVerifier) => {
      const grant = { grant_type: 'authorization_code', client_id: appId, client_secret: appSecret, code, redirect_uri: redirectUri, code_verifier: codeVerifier };
      const token = await call<{ code: number; access_token?: string; error_description?: string }>(`${apiUrl}/open-apis/authen/v2/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(grant),
      });
      if (token.code !== 0 || !token.access_token) throw new WorkplaceAnswerError(`Feishu token ${token.code}: ${token.error_description ?? ''}`);
      const info = await call<{ code: number; msg: string; data?: ContactUser & { mobile?: string } }>(`${apiUrl}/open-apis/authen/v1/user_info`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      if (info.code !== 0 || !info.data?.open_id) throw new WorkplaceAnswerError(`Feishu user_info ${info.code}: ${info.msg}`);
      return { provider: 'feishu', externalId: info.data.open_id, name: info.data.name || null, email: contactEmail(info.data) ?? null, phone: info.data.mobile || null };
    },
  };
}

/**
 * DingTalk: the unified sign-in (`GET login.dingtalk.com/oauth2/auth`, scope `openid`), which comes
 * back with `authCode`; the user token (`POST /v1.0/oauth2/userAccessToken`), and the person
 * (`GET /v1.0/contact/users/me`: unionId, nick, e-mail, mobile with its country code `stateCode`).
 */
function dingtalk({ clientId, clientSecret, apiUrl }: NonNullable<WorkplaceConfig['dingtalk']>): WorkplaceProvider {
  const loginUrl = new URL(apiUrl).hostname === 'api.dingtalk.com' ? 'https://login.dingtalk.com' : apiUrl;
  return {
    codeParameter: 'authCode',
    authorizeUrl: (redirectUri, state) =>
      query(`${loginUrl}/oauth2/auth`, { redirect_uri: redirectUri, response_type: 'code', client_id: clientId, scope: 'openid', state, prompt: 'consent' }),
    person: async (code) => {
      const token = await call<{ accessToken?: string; message?: string }>(`${apiUrl}/v1.0/oauth2/userAccessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, clientSecret, code, grantType: 'authorization_code' }),
      });
      if (!token.accessToken) throw new WorkplaceAnswerError(`DingTalk userAccessToken: ${token.message ?? 'no token'}`);
      const me = await call<{ unionId?: string; nick?: string; email?: string; mobile?: string; stateCode?: string; message?: string }>(`${apiUrl}/v1.0/contact/users/me`, {
        headers: { 'x-acs-dingtalk-access-token': token.accessToken },
      });
      if (!me.unionId) throw new WorkplaceAnswerError(`DingTalk users/me: ${me.message ?? 'no unionId'}`);
      const phone = me.mobile ? `+${me.stateCode || '86'} ${me.mobile}` : null;
      return { provider: 'dingtalk', externalId: me.unionId, name: me.nick || null, email: me.email || null, phone };
    },
  };
}

/**
 * WeCom: the company app's web sign-in (`GET login.work.weixin.qq.com/wwlogin/sso/login`,
 * `login_type=CorpApp`), the app's token (`GET /cgi-bin/gettoken`), who the code is
 * (`GET /cgi-bin/auth/getuserinfo`: a member's userid; an outsider has none), and the member
 * (`GET /cgi-bin/user/get`: name, mobile, e-mail or business mail, where the app may read them).
 */
function wecom({ corpId, agentId, secret, apiUrl }: NonNullable<WorkplaceConfig['wecom']>): WorkplaceProvider {
  const loginUrl = new URL(apiUrl).hostname === 'qyapi.weixin.qq.com' ? 'https://login.work.weixin.qq.com' : apiUrl;
  type Answer = { errcode: number; errmsg: string };
  const checked = <T extends Answer>(what: string, answer: T) => {
    if (answer.errcode !== 0) throw new WorkplaceAnswerError(`WeCom ${what} ${answer.errcode}: ${answer.errmsg}`);
    return answer;
  };
  return {
    codeParameter: 'code',
    authorizeUrl: (redirectUri, state) => query(`${loginUrl}/wwlogin/sso/login`, { login_type: 'CorpApp', appid: corpId, agentid: agentId, redirect_uri: redirectUri, state }),
    person: async (code) => {
      const token = checked('gettoken', await call<Answer & { access_token?: string }>(query(`${apiUrl}/cgi-bin/gettoken`, { corpid: corpId, corpsecret: secret })));
      const accessToken = token.access_token ?? '';
      const who = checked('getuserinfo', await call<Answer & { userid?: string }>(query(`${apiUrl}/cgi-bin/auth/getuserinfo`, { access_token: accessToken, code })));
      if (!who.userid) throw new WorkplaceAnswerError('WeCom getuserinfo: not a member of the company');
      const member = checked(
        'user/get',
        await call<Answer & { name?: string; mobile?: string; email?: string; biz_mail?: string }>(query(`${apiUrl}/cgi-bin/user/get`, { access_token: accessToken, userid: who.userid })),
      );
      // WeCom holds mainland numbers without their country code.
      const phone = member.mobile ? (member.mobile.startsWith('+') ? member.mobile : `+86 ${member.mobile}`) : null;
      return { provider: 'wecom', externalId: who.userid, name: member.name || null, email: member.biz_mail || member.email || null, phone };
    },
  };
}

const BUILDERS = { feishu, dingtalk, wecom } as const;

/** The configured app's sign-in, or null when the deployment does not offer it. */
export function workplaceProvider(config: WorkplaceConfig, key: WorkplaceKey): WorkplaceProvider | null {
  const settings = config[key];
  return settings ? (BUILDERS[key] as (settings: NonNullable<WorkplaceConfig[typeof key]>) => WorkplaceProvider)(settings) : null;
}
