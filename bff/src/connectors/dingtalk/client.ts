import { SourceError } from '../types.ts';

const REFRESH_MARGIN_MS = 5 * 60_000;
const MAX_WAIT_SECONDS = 60;
// The older API's codes for an access token that is invalid or expired.
const OAPI_TOKEN_INVALID = new Set([88, 40001, 40014, 42001]);
// The older API's codes for too many calls (per app, per second or minute).
const OAPI_RATE_LIMITED = new Set([90002, 90006, 90018]);

export class DingtalkError extends Error {
  constructor(
    /** DingTalk's code: a string on the open API (`Forbidden.AccessDenied`), `errcode` on the older one. */
    readonly code: string,
    message: string,
  ) {
    super(`DingTalk ${code}: ${message}`);
  }
}

/** An API path with its query, each value encoded (next tokens may hold `+`, `/` or `=`). */
export const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
};

/**
 * DingTalk's APIs for an internal app: an access token from the app's AppKey and AppSecret
 * (`POST /v1.0/oauth2/accessToken`), kept and refreshed before it expires or when DingTalk says
 * it died, and used on both hosts (an internal app's token is the same on the older API).
 * The open API answers errors with an HTTP status and `{code, message}`; the older one with
 * `{errcode, errmsg}`. Rate limits are waited out when short.
 */
export class DingtalkClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly urls: { apiUrl: string; oapiUrl: string },
    private readonly credentials: { appKey: string; appSecret: string },
    private readonly signal: AbortSignal,
  ) {}

  private async accessToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt - Date.now() > REFRESH_MARGIN_MS) return this.token.value;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.urls.apiUrl}/v1.0/oauth2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appKey: this.credentials.appKey, appSecret: this.credentials.appSecret }),
        signal: this.timeout(20_000),
      });
      const body = await jsonOf(response);
      if (response.ok && typeof body.accessToken === 'string') {
        this.token = { value: body.accessToken, expiresAt: Date.now() + (Number(body.expireIn) || 7200) * 1000 };
        return this.token.value;
      }
      if (response.status === 429) {
        await waitOut(response, attempt);
        continue;
      }
      // Refused credentials (400 `invalidClientIdOrSecret`, 401, 403) are the admin's to fix.
      if (response.status >= 400 && response.status < 500) throw new SourceError('reauthorizeNeeded', `DingTalk ${String(body.code)}: ${String(body.message)}`);
      throw new SourceError('sourceUnreachable', `DingTalk token: HTTP ${response.status}`);
    }
  }

  /** A call to the open API (`api.dingtalk.com`), with the token in DingTalk's own header. */
  async open<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.urls.apiUrl}${path}`, {
        method,
        headers: { 'x-acs-dingtalk-access-token': await this.accessToken(), ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: this.timeout(30_000),
      });
      const answer = await jsonOf(response);
      if (response.ok) return answer as T;
      const code = String(answer.code ?? response.status);
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        await this.accessToken(true);
        continue;
      }
      if (response.status === 429 || /qpslimit|throttl/i.test(code)) {
        await waitOut(response, attempt);
        continue;
      }
      if (response.status === 401) throw new SourceError('reauthorizeNeeded', `DingTalk ${code}: ${String(answer.message)}`);
      throw new DingtalkError(code, String(answer.message ?? `HTTP ${response.status}`));
    }
  }

  /** A call to the older API (`oapi.dingtalk.com`): a POST with the token in the query, answered in `result`. */
  async oapi<T>(path: string, body: unknown): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.urls.oapiUrl}${withQuery(path, { access_token: await this.accessToken() })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: this.timeout(30_000),
      });
      const answer = await jsonOf(response);
      const code = Number(answer.errcode ?? (response.ok ? 0 : response.status));
      if (code === 0) return answer.result as T;
      if (OAPI_TOKEN_INVALID.has(code) && !refreshed) {
        refreshed = true;
        await this.accessToken(true);
        continue;
      }
      if (OAPI_RATE_LIMITED.has(code) || response.status === 429) {
        await waitOut(response, attempt);
        continue;
      }
      throw new DingtalkError(String(code), String(answer.errmsg ?? `HTTP ${response.status}`));
    }
  }

  private timeout(ms: number) {
    return AbortSignal.any([this.signal, AbortSignal.timeout(ms)]);
  }
}

/** The answer's JSON object; one that is not (a gateway's error page) is an empty object, told by its status. */
async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Waits as long as DingTalk asks when that is short (a second when it does not say); fails the run plainly when it is not. */
async function waitOut(response: Response, attempt: number) {
  const asked = Number(response.headers.get('retry-after') ?? 1);
  const wait = Number.isFinite(asked) && asked >= 0 ? asked : 1;
  if (wait > MAX_WAIT_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `DingTalk: wait ${wait}s`);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}
