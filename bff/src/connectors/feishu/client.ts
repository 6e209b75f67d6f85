import { SourceError } from '../types.ts';

const REFRESH_MARGIN_MS = 5 * 60_000;
const MAX_WAIT_SECONDS = 60;
// Feishu's codes for a tenant access token that is invalid or expired.
const TOKEN_INVALID = new Set([99991661, 99991663, 99991668]);
const RATE_LIMITED = new Set([99991400]);

type Envelope<T> = { code: number; msg: string; data?: T };

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

  private async tenantToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt - Date.now() > REFRESH_MARGIN_MS) return this.token.value;
    const response = await fetch(`${this.apiUrl}/open-apis/auth/v3/tenant_access_token/internal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ app_id: this.credentials.appId, app_secret: this.credentials.appSecret }),
      signal: AbortSignal.any([this.signal, AbortSignal.timeout(20_000)]),
    });
    const body = (await response.json()) as { code: number; msg: string; tenant_access_token?: string; expire?: number };
    if (body.code !== 0 || !body.tenant_access_token) throw new SourceError('reauthorizeNeeded', `Feishu ${body.code}: ${body.msg}`);
    this.token = { value: body.tenant_access_token, expiresAt: Date.now() + (body.expire ?? 7200) * 1000 };
    return this.token.value;
  }

  async get<T>(path: string): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${await this.tenantToken()}` },
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(30_000)]),
      });
      const body = (await response.json().catch(() => ({ code: response.status, msg: response.statusText }))) as Envelope<T>;
      if (TOKEN_INVALID.has(body.code) && !refreshed) {
        refreshed = true;
        await this.tenantToken(true);
        continue;
      }
      if (response.status === 429 || RATE_LIMITED.has(body.code)) {
        const wait = Number(response.headers.get('x-ogw-ratelimit-reset') ?? response.headers.get('retry-after') ?? 1);
        if (wait > MAX_WAIT_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `Feishu: wait ${wait}s`);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (TOKEN_INVALID.has(body.code)) throw new SourceError('reauthorizeNeeded', `Feishu ${body.code}: ${body.msg}`);
      if (body.code !== 0) throw new FeishuError(body.code, body.msg);
      return body.data as T;
    }
  }
}
