import type { ConnectorSettings, OAuthProvider, SourceAccount } from '../types.ts';
import { contactEmail, contactName, type ContactUser } from './contacts.ts';

/** The sign-in host of Feishu's API hosts; any other (a test's, a proxy's) serves the sign-in itself. */
const ACCOUNTS_HOSTS: Record<string, string> = { 'open.feishu.cn': 'accounts.feishu.cn', 'open.larksuite.com': 'accounts.larksuite.com' };

export function accountsUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  const host = ACCOUNTS_HOSTS[url.hostname];
  return host ? `https://${host}` : apiUrl;
}

/**
 * A Feishu app's own sign-in, for a member linking their Feishu account: open_ids are the app's
 * own, so only the installed app's credentials vouch for the open_id its syncs meet. The app's
 * redirect URLs (its security settings at Feishu) must hold the account callback. No scope: the
 * open_id and name come with any user token.
 * Authorize: `GET accounts.feishu.cn/open-apis/authen/v1/authorize` (PKCE S256);
 * token: `POST /open-apis/authen/v2/oauth/token`, a JSON body with the app's ID and secret.
 */
export function feishuAccountOAuth({ feishu }: ConnectorSettings, credentials: Record<string, string> | null): OAuthProvider | null {
  if (!credentials?.appId || !credentials.appSecret) return null;
  return {
    authorizeUrl: `${accountsUrl(feishu.apiUrl)}/open-apis/authen/v1/authorize`,
    tokenUrl: `${feishu.apiUrl}/open-apis/authen/v2/oauth/token`,
    clientId: credentials.appId,
    clientSecret: credentials.appSecret,
    scopes: [],
    pkce: true,
    tokenRequest: 'json',
  };
}

type UserInfo = { code: number; msg: string; data?: ContactUser & { union_id?: string } };

/** The person a user access token acts as (`GET /open-apis/authen/v1/user_info`), by their open_id for the app, as syncs meet them. */
export async function feishuAccountOf({ feishu }: ConnectorSettings, token: string, signal: AbortSignal): Promise<SourceAccount> {
  const response = await fetch(`${feishu.apiUrl}/open-apis/authen/v1/user_info`, { headers: { authorization: `Bearer ${token}` }, signal });
  const body = (await response.json()) as UserInfo;
  if (body.code !== 0 || !body.data?.open_id) throw new Error(`Feishu ${body.code}: ${body.msg}`);
  return { externalId: body.data.open_id, login: null, name: contactName(body.data), email: contactEmail(body.data) };
}
