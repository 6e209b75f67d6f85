import { AddressNotAllowedError, guardedFetch, type FetchPolicy } from '../guarded-fetch.ts';

export const USER_AGENT = 'ZhiwenBot/1.0 (+https://github.com/zhiwen; site search crawler)';
const MAX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

export class FetchError extends Error {}

export type FetchedPage = {
  url: string;
  status: number;
  kind: 'html' | 'other' | 'none';
  contentType: string;
  body: Buffer;
  lastModified: Date | null;
};

/**
 * How a connection cut before any answer shows: most often a kept-alive connection the site closed
 * just as it was used again (a busy site, or a busy crawler, misses the site's idle time-out).
 */
const CUT = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * GETs one page (following redirects) with a time-out and a size limit. A page whose connection
 * was cut before it answered is asked again once, on a new connection.
 */
export async function fetchPage(url: string, signal: AbortSignal, policy: FetchPolicy): Promise<FetchedPage> {
  let response: Response;
  for (let attempt = 1; ; attempt++) {
    try {
      response = await guardedFetch(
        url,
        {
          headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,application/pdf;q=0.8,*/*;q=0.5' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
        },
        policy,
      );
      break;
    } catch (error) {
      if (error instanceof AddressNotAllowedError) throw error;
      const reason = describe(error);
      if (attempt === 1 && CUT.has(reason) && !signal.aborted) continue;
      throw new FetchError(reason);
    }
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return { url: response.url || url, status: response.status, kind: 'none', contentType, body: Buffer.alloc(0), lastModified: null };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FetchError(`HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) {
    await response.body?.cancel();
    throw new FetchError(`larger than ${MAX_BYTES} bytes`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw new FetchError(`larger than ${MAX_BYTES} bytes`);
  const modified = response.headers.get('last-modified');
  const lastModified = modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified) : null;
  const html = contentType === 'text/html' || contentType === 'application/xhtml+xml';
  return { url: response.url || url, status: response.status, kind: html ? 'html' : 'other', contentType, body, lastModified };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (error.name === 'TimeoutError') return 'timed out';
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
