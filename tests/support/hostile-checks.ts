import type { HostileRequest, Identity } from './hostile-rest.ts';

export type Locale = 'en' | 'zh-hans';
export type Outcome = { status: number; type: string; text: string; error?: string };

/** The language a caller without a setting of their own is answered in (the README's rule). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag.startsWith('zh')) return 'zh-hans';
  }
  return 'zh-hans';
}

const HAN = /\p{Script=Han}/u;

/** Whether a message is in the language: zh-hans messages hold Chinese, English ones none. */
export const speaks = (message: string, locale: Locale) => HAN.test(message) === (locale === 'zh-hans');

/** Sends one request as the identity would (with its session cookie), answering what came back. */
export async function send(baseUrl: string, request: HostileRequest, cookies: Record<Identity, string | undefined>): Promise<Outcome> {
  const cookie = cookies[request.identity];
  const headers: Record<string, string> = {
    ...(request.contentType && { 'content-type': request.contentType }),
    ...(cookie && { cookie }),
    ...(request.language && { 'accept-language': request.language }),
  };
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const type = response.headers.get('content-type') ?? '';
    // Files and event streams are not read: only whether they were refused matters here.
    if (!/json|html/.test(type)) {
      await response.body?.cancel();
      return { status: response.status, type, text: '' };
    }
    return { status: response.status, type, text: await response.text() };
  } catch (error) {
    return { status: 0, type: '', text: '', error: String((error as { cause?: unknown }).cause ?? error) };
  }
}

/**
 * What is wrong with an answer to a hostile request: a 5xx, no answer, and for a refusal under
 * /api the envelope `{code, message, data}` (or a message page) with a message, and field
 * messages, in the caller's language.
 */
export function problemsOf(request: HostileRequest, outcome: Outcome, locale: Locale): string[] {
  if (outcome.status === 0) return [`no answer: ${outcome.error}`];
  if (outcome.status >= 500) return [`HTTP ${outcome.status}: ${outcome.text.slice(0, 200)}`];
  if (!request.path.startsWith('/api/') || outcome.status < 400) return [];
  // Node's own limits on a request line and its headers answer before any route does.
  if (outcome.status === 414 || outcome.status === 431) return [];
  const problems: string[] = [];
  const said = (message: unknown, where: string) => {
    if (typeof message !== 'string' || !message.trim()) problems.push(`${where}: no message`);
    else if (!speaks(message, locale)) problems.push(`${where}: "${message}" is not in ${locale}`);
  };
  if (outcome.type.includes('json')) {
    let body: { code?: unknown; message?: unknown; data?: { errors?: Record<string, unknown> } | null };
    try {
      body = JSON.parse(outcome.text);
    } catch {
      return [`HTTP ${outcome.status}: the body is no JSON`];
    }
    if (body.code !== outcome.status || !('data' in body)) problems.push(`HTTP ${outcome.status}: not an envelope: ${outcome.text.slice(0, 200)}`);
    said(body.message, 'message');
    for (const [field, message] of Object.entries(body.data?.errors ?? {})) said(message, `data.errors.${field}`);
  } else if (outcome.type.includes('html')) {
    said(/<p role="alert">([^<]*)<\/p>/.exec(outcome.text)?.[1], 'page');
  } else {
    problems.push(`HTTP ${outcome.status} without a message (${outcome.type || 'no content type'})`);
  }
  return problems;
}
