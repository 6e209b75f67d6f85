import { SourceError } from '../types.ts';

// WeCom's codes for an access token that is invalid or expired (the token is then asked for again).
const TOKEN_INVALID = new Set([40014, 42001]);
// Refused credentials: a wrong secret (40001) or CorpID (40013), an app of another company (40056).
const REFUSED = new Set([40001, 40013, 40056]);
// Too many calls (per app or per company); a short wait, then the call again.
const RATE_LIMITED = new Set([45009, 45033]);

type Answer = Record<string, unknown> & { errcode?: number; errmsg?: string };

export class WecomError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`WeCom ${code}: ${message}`);
  }
}

/**
 * WeCom's server API (`qyapi.weixin.qq.com/cgi-bin`) for a company's self-built app or its
 * contacts sync: an access token from the CorpID and the secret (`GET /cgi-bin/gettoken`), kept
 * for the run and asked for again when WeCom says it died. Every answer carries `errcode`
 * (0: done) and `errmsg`; refused credentials are the admin's to fix.
 */
export class WecomClient {
  private token: string | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly credentials: { corpId: string; secret: string },
    private readonly signal: AbortSignal,
  ) {}

  private async accessToken(force = false): Promise<string> {
    if (this.token && !force) return this.token;
    const answer = await this.fetch('/cgi-bin/gettoken', { corpid: this.credentials.corpId, corpsecret: this.credentials.secret });
    const code = Number(answer.errcode ?? 0);
    if (code === 0 && typeof answer.access_token === 'string') {
      this.token = answer.access_token;
      return this.token;
    }
    if (REFUSED.has(code)) throw new SourceError('reauthorizeNeeded', `WeCom gettoken ${code}: ${String(answer.errmsg)}`);
    throw new SourceError('sourceUnreachable', `WeCom gettoken ${code}: ${String(answer.errmsg)}`);
  }

  /** A GET of the API with the token in the query; the answer when its `errcode` is 0. */
  async get<T extends Answer>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.fetch(path, { ...query, access_token: await this.accessToken() });
      const code = Number(answer.errcode ?? 0);
      if (code === 0) return answer as T;
      if (TOKEN_INVALID.has(code) && !refreshed) {
        refreshed = true;
        await this.accessToken(true);
        continue;
      }
      if (RATE_LIMITED.has(code) && attempt < 3) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
        continue;
      }
      // Anything else (48002: the app may not call this; 60011: not in the app's visible range) is the caller's to judge.
      throw new WecomError(code, String(answer.errmsg ?? ''));
    }
  }

  private async fetch(path: string, query: Record<string, string | number>): Promise<Answer> {
    const url = `${this.apiUrl}${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.any([this.signal, AbortSignal.timeout(30_000)]) });
    } catch (error) {
      if (this.signal.aborted) throw error;
      throw new SourceError('sourceUnreachable', `WeCom ${path}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SourceError('sourceUnreachable', `WeCom ${path}: HTTP ${response.status}`);
    try {
      const parsed: unknown = await response.json();
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answer) : {};
    } catch {
      throw new SourceError('sourceUnreachable', `WeCom ${path}: not JSON`);
    }
  }
}
