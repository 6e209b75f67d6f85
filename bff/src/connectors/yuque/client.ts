import { SourceError } from '../types.ts';

const MAX_WAIT_SECONDS = 60;

export class YuqueError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Yuque's open API v2 for one token: `X-Auth-Token`, answers' `{data}` unwrapped, 401 as an
 * authorization to renew, 429 waited out when the wait is short; other failures as YuqueError.
 */
export function yuqueGet(apiUrl: string, token: string, signal: AbortSignal) {
  return async <T>(path: string): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { 'X-Auth-Token': token, 'User-Agent': 'ZhiwenBot', accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
      });
      if (response.status === 401) throw new SourceError('reauthorizeNeeded', `Yuque: ${await response.text()}`);
      if (response.status === 429) {
        await response.body?.cancel();
        const wait = Number(response.headers.get('retry-after') ?? 1);
        if (wait > MAX_WAIT_SECONDS || attempt >= 3) throw new SourceError('sourceRateLimited', `Yuque: wait ${wait}s`);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (!response.ok) throw new YuqueError(response.status, `${response.status} ${(await response.text()).slice(0, 200)}`);
      return ((await response.json()) as { data: T }).data;
    }
  };
}

/** A team's member as `GET /groups/{login}/users` lists them. */
export type GroupUser = { user_id: number; user?: { id: number; login: string; name?: string | null } | null };

/** A team's members, page by page (`GET /groups/{login}/users`, by offset, until an empty page). */
export async function* groupUserPages(get: <T>(path: string) => Promise<T>, login: string): AsyncGenerator<GroupUser[]> {
  for (let offset = 0; ; ) {
    const page = await get<GroupUser[]>(`/groups/${encodeURIComponent(login)}/users?offset=${offset}`);
    if (page.length === 0) return;
    offset += page.length;
    yield page;
  }
}
