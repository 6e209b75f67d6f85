import { SourceError } from '../types.ts';

/** A rate limit is waited out in the run only when the wait is shorter than this. */
const WAIT_BUDGET_SECONDS = 60;
/** GitHub asks to wait at least a minute after a secondary rate limit that names no wait. */
const SECONDARY_LIMIT_WAIT_SECONDS = 60;

/**
 * GitHub's REST API for one token: JSON requests, pages through `Link: rel="next"`, and its rate
 * limits honoured (403/429 with `x-ratelimit-remaining: 0` until `x-ratelimit-reset`, or
 * `retry-after`, or a secondary limit told only by its message) by waiting when the wait is short
 * and failing the run plainly when it is not.
 */
export class GitHubClient {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly signal: AbortSignal,
  ) {}

  async get<T>(pathOrUrl: string): Promise<{ data: T; next: string | null }> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.apiUrl}${pathOrUrl}`;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'ZhiwenBot',
        },
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(30_000)]),
      });
      if (response.status === 401) throw new SourceError('reauthorizeNeeded', `GitHub: ${await response.text()}`);
      if (response.ok) return { data: (await response.json()) as T, next: nextLink(response.headers.get('link')) };
      const body = await response.text();
      const wait = rateLimitWait(response, body);
      if (wait === null) throw new GitHubError(response.status, `${response.status} ${body}`.slice(0, 300));
      if (wait >= WAIT_BUDGET_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `GitHub: wait ${wait}s`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  /** Every page of a list. */
  async *pages<T>(path: string): AsyncGenerator<T[]> {
    for (let next: string | null = path; next; ) {
      const page: { data: T[]; next: string | null } = await this.get<T[]>(next);
      yield page.data;
      next = page.next;
    }
  }
}

export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Seconds to wait before asking again, or null when the answer is not a rate limit. */
function rateLimitWait(response: Response, body: string): number | null {
  if (response.status !== 403 && response.status !== 429) return null;
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter)) return Number(retryAfter);
  if (response.headers.get('x-ratelimit-remaining') === '0') {
    const reset = Number(response.headers.get('x-ratelimit-reset') ?? 0);
    return Math.max(0, Math.ceil(reset - Date.now() / 1000));
  }
  // A secondary rate limit may come with neither header, told only by its message; a 403 that
  // does not mention a rate limit is a permission problem, not worth asking again.
  if (/rate limit/i.test(body)) return SECONDARY_LIMIT_WAIT_SECONDS;
  return response.status === 429 ? 1 : null;
}

function nextLink(header: string | null): string | null {
  for (const part of header?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}
