import { msg } from '@lingui/core/macro';
import { sameOriginPath } from '../../../bff/src/http/safe-callback.ts';
import { i18n } from '../i18n/i18n';
import { toaster } from '../components/ui/toaster';
import { notices } from '../i18n/notices';

/** The spec's envelope around every REST answer. */
export type Envelope<T> = { code: number; message: string; data: T };

export type RequestOptions = {
  body?: unknown;
  /** Keep this request even when the same URL is asked again while it runs. */
  neverCancel?: boolean;
  /** Handle failures at the call site: no toast, no redirect. */
  silent?: boolean;
  /**
   * The form shows what is wrong with its input next to its fields (a 400, 409, 422 or 429): no
   * toast saying it again. Sign-in and forbidden answers are handled as everywhere.
   */
  inline?: boolean;
  timeoutMs?: number;
  /** Headers of the caller's own (a framed public chat's visitor id). */
  headers?: Record<string, string>;
};

export const REQUEST_TIMEOUT_MS = 120_000;

/** A failed call, with the server's message (already in the person's language) and its data. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A request dropped because the same URL was requested again; callers ignore it silently. */
export class CancelledError extends Error {
  constructor() {
    super('cancel duplicate request');
  }
}

const inFlight = new Map<string, AbortController>();
let navigate: (path: string) => void = (path) => window.location.assign(path);

/** The router hands its navigate function over, so a 403 moves within the app. */
export function setNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/** Calls `/api` with credentials and JSON, as the spec describes its request layer. */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const key = `${method} ${url}`;
  const controller = new AbortController();
  if (!options.neverCancel) {
    inFlight.get(key)?.abort(new CancelledError());
    inFlight.set(key, controller);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const isForm = options.body instanceof FormData;
  try {
    const response = await fetch(`/api${url}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.locale,
        ...(options.body !== undefined && !isForm && { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.any([controller.signal, timeout]),
    });
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.ok && envelope?.code === 200) return envelope.data;
    const fallback = response.status >= 500 ? notices.serverError : notices.requestFailed;
    throw new ApiError(envelope?.message || i18n._(fallback), response.status, envelope?.data ?? null);
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof CancelledError) throw controller.signal.reason;
    const failure = toApiError(error, timeout.aborted);
    const shownByForm = options.inline && [400, 409, 422, 429].includes(failure.status);
    if (!options.silent && !shownByForm) await handleFailure(failure);
    throw failure;
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

function toApiError(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError(i18n._(msg`The request timed out`), 0);
  return new ApiError(i18n._(notices.networkError), 0);
}

async function handleFailure(error: ApiError) {
  switch (error.status) {
    case 401:
      toaster.error({ title: error.message || i18n._(notices.unauthorized) });
      await startSignIn();
      return;
    case 403:
      toaster.error({ title: error.message || i18n._(notices.forbidden) });
      navigate('/403');
      return;
    case 404:
      toaster.error({ title: error.message || i18n._(notices.notFound) });
      return;
    default:
      toaster.error({ title: error.message });
  }
}

/** Starts sign-in again, coming back to the current page afterwards. */
export async function startSignIn() {
  const here = `${window.location.pathname}${window.location.search}`;
  const signInPage = `/login?callback_url=${encodeURIComponent(here)}`;
  try {
    const { login_url } = await request<{ login_url: string }>('GET', `/auth/login?callback_url=${encodeURIComponent(here)}`, {
      silent: true,
      neverCancel: true,
    });
    // The server answers a page of this site (its sign-in, or the start of single sign-on).
    window.location.assign(sameOriginPath(login_url) ?? signInPage);
  } catch {
    window.location.assign(signInPage);
  }
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, { ...options, body }),
};
