import { SourceError } from '../types.ts';

const REFRESH_MARGIN_MS = 5 * 60_000;
const MAX_WAIT_SECONDS = 60;
// Feishu's codes for a tenant access token that is invalid or expired.
const TOKEN_INVALID = new Set([99991661, 99991663, 99991668]);
const RATE_LIMITED = new Set([99991400]);
// Feishu's codes for app credentials it refuses: 10003 an unknown App ID, 10014 a wrong App Secret.
const CREDENTIALS_INVALID = new Set([10003, 10014]);

type Envelope<T> = { code: number; msg: string; data?: T };
/** A page of one of Feishu's lists: its items under a key of the list's own (`items` in most). */
type Page = Record<string, unknown> & { page_token?: string; has_more?: boolean };

/** An API path with its query, each value encoded (page tokens may hold `+`, `/` or `=`). */
export const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
};
type TokenAnswer = { code: number; msg: string; tenant_access_token?: string; expire?: number };

export class FeishuError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`Feishu ${code}: ${message}`);
  }
}

/**
 * Feishu's open API for a custom app: a tenant access token from the app's credentials, kept
 * and refreshed before it expires (or when Feishu says it died); its `{code, msg}` errors raised
 * with their code; rate limits waited out.
 */
export class FeishuClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly credentials: { appId: string; appSecret: string },
    private readonly signal: AbortSignal,
  ) {}

  /**
   * The tenant access token. Only refused credentials ask for new ones; a rate limit is waited
   * out, and anything else is the source failing, told with its code.
   */
  private async tenantToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt - Date.now() > REFRESH_MARGIN_MS) return this.token.value;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.apiUrl}/open-apis/auth/v3/tenant_access_token/internal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ app_id: this.credentials.appId, app_secret: this.credentials.appSecret }),
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(20_000)]),
      });
      const body = await envelopeOf<TokenAnswer>(response);
      if (body.code === 0 && body.tenant_access_token) {
        this.token = { value: body.tenant_access_token, expiresAt: Date.now() + (body.expire ?? 7200) * 1000 };
        return this.token.value;
      }
      if (CREDENTIALS_INVALID.has(body.code)) throw new SourceError('reauthorizeNeeded', `Feishu ${body.code}: ${body.msg}`);
      if (isRateLimited(response, body)) {
        await waitOut(response, attempt);
        continue;
      }
      throw new SourceError('sourceUnreachable', `Feishu ${body.code}: ${body.msg}`);
    }
  }

  async get<T>(path: string): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${await this.tenantToken()}` },
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(30_000)]),
      });
      const body = await envelopeOf<Envelope<T>>(response);
      if (TOKEN_INVALID.has(body.code) && !refreshed) {
        refreshed = true;
        await this.tenantToken(true);
        continue;
      }
      if (isRateLimited(response, body)) {
        await waitOut(response, attempt);
        continue;
      }
      if (TOKEN_INVALID.has(body.code)) throw new SourceError('reauthorizeNeeded', `Feishu ${body.code}: ${body.msg}`);
      if (body.code !== 0) throw new FeishuError(body.code, body.msg);
      return body.data as T;
    }
  }

  /**
   * A list's pages, fifty items each, following `page_token` while `has_more`. Most lists hold
   * their items under `items`; a few under a name of their own (`members`, `memberlist`).
   */
  async *pages<T>(path: string, query: Record<string, string | number | undefined>, key = 'items'): AsyncGenerator<T[]> {
    for (let token: string | undefined; ; ) {
      const page = await this.get<Page>(withQuery(path, { ...query, page_size: 50, page_token: token }));
      yield (page[key] as T[] | undefined) ?? [];
      if (!page.has_more || !page.page_token) return;
      token = page.page_token;
    }
  }
}

/**
 * Feishu's `{code, msg}` answer. One that is not JSON (a gateway's error page) stands as an
 * answer whose code is the HTTP status, so it fails like any other error rather than as a crash.
 */
async function envelopeOf<T extends { code: number; msg: string }>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') return parsed as T;
  } catch {
    // Told below.
  }
  return { code: response.status, msg: `HTTP ${response.status}, not a Feishu answer: ${text.slice(0, 100)}` } as T;
}

const isRateLimited = (response: Response, body: { code: number }) => response.status === 429 || RATE_LIMITED.has(body.code);

/** Waits as long as Feishu asks when that is short; fails the run plainly when it is not. */
async function waitOut(response: Response, attempt: number) {
  const asked = Number(response.headers.get('x-ogw-ratelimit-reset') ?? response.headers.get('retry-after') ?? 1);
  const wait = Number.isFinite(asked) && asked >= 0 ? asked : 1;
  if (wait > MAX_WAIT_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `Feishu: wait ${wait}s`);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}
