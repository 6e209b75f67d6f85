/**
 * The bots' calls to their platforms. Only the platform's own API host, as the operator configured
 * it (WECHAT_API_BASE_URL, DINGTALK_API_BASE_URL: trusted configuration, like LLM_BASE_URL), is
 * ever called: an address taken from a callback (DingTalk's `sessionWebhook`) must be on that
 * host, so a message cannot make the server call anywhere else. Redirects are not followed, and
 * every call has a deadline.
 */
export class PlatformError extends Error {}

const TIMEOUT_MS = 10_000;

/** Whether `url` is on the configured API host (same scheme, host and port). */
export function onHost(url: string, base: string): boolean {
  try {
    return new URL(url).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** A JSON call to the platform; answers its parsed body (any HTTP status: platforms report errors in the body). */
export async function platformJson(base: string, url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Record<string, unknown>> {
  if (!onHost(url, base)) throw new PlatformError(`refused: ${url} is not on ${base}`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(init.body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    throw new PlatformError(`unreachable: ${String(error)}`);
  }
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  throw new PlatformError(`unexpected answer (${response.status})`);
}
