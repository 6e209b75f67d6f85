import type OpenAI from 'openai';
import { AddressNotAllowedError } from '../connectors/guarded-fetch.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { assertEndpointAllowed, endpointFetch, type EndpointGuard } from './endpoint.ts';

export type ModelKind = 'chat' | 'embedding';

/** The endpoint a test calls: what the form holds, else what is saved, else the server's. */
export type ConnectionTarget = { baseUrl: string; apiKey: string; model: string; guard: EndpointGuard };

/** Why a test failed, as the person sees it: a message of ours, and the provider's own words. */
export type ConnectionFailure = { key: MessageKey; httpStatus: number | null; providerMessage: string | null };

export type ConnectionOutcome = { ok: true; latencyMs: number } | { ok: false; failure: ConnectionFailure };

const TEST_TIMEOUT_MS = 20_000;
const PROVIDER_MESSAGE_CHARS = 300;
const TEST_TEXT = '知问 connection test';

/**
 * Makes the smallest call that proves a model answers: a completion of one token from a chat
 * model, the vector of one short text from an embedding model. No retries, so that the latency is
 * one call's and a refusal is reported as it came.
 */
export async function testModelConnection(kind: ModelKind, target: ConnectionTarget): Promise<ConnectionOutcome> {
  // The client loads with the first test: a start does not need it.
  const { default: Client } = await import('openai');
  const client = new Client({
    baseURL: target.baseUrl,
    apiKey: target.apiKey || 'none',
    timeout: TEST_TIMEOUT_MS,
    maxRetries: 0,
    fetch: endpointFetch(target.guard),
  });
  const started = performance.now();
  try {
    await assertEndpointAllowed(target.baseUrl, target.guard);
    const answered = kind === 'chat' ? await oneToken(client, target.model) : await oneVector(client, target.model);
    if (!answered) return { ok: false, failure: { key: 'modelAnswerInvalid', httpStatus: null, providerMessage: null } };
    return { ok: true, latencyMs: Math.max(1, Math.round(performance.now() - started)) };
  } catch (error) {
    return { ok: false, failure: describeFailure(Client, error) };
  }
}

/** Streams a one-token completion; true once the model has said anything in the expected shape. */
async function oneToken(client: OpenAI, model: string): Promise<boolean> {
  const stream = await client.chat.completions.create({
    model,
    messages: [{ role: 'user', content: 'ping' }],
    max_tokens: 1,
    stream: true,
  });
  for await (const chunk of stream) {
    // The first piece proves it: leaving the loop closes the stream.
    if (Array.isArray(chunk.choices)) return true;
  }
  return false;
}

async function oneVector(client: OpenAI, model: string): Promise<boolean> {
  const response = await client.embeddings.create({ model, input: [TEST_TEXT], encoding_format: 'float' });
  const vector = response.data?.[0]?.embedding;
  return Array.isArray(vector) && vector.length > 0;
}

/** A failure by its kind (refused, key, not found, busy, down, slow) with the provider's status and words. */
export function describeFailure(Client: typeof OpenAI, error: unknown): ConnectionFailure {
  const refused = error instanceof AddressNotAllowedError ? error : error instanceof Error && error.cause instanceof AddressNotAllowedError ? error.cause : null;
  if (refused) return { key: 'modelEndpointNotAllowed', httpStatus: null, providerMessage: null };
  if (error instanceof Client.APIConnectionTimeoutError) return { key: 'modelTimeout', httpStatus: null, providerMessage: null };
  if (error instanceof Client.APIError && typeof error.status === 'number') {
    const status = error.status;
    const key: MessageKey =
      status === 401 || status === 403
        ? 'modelKeyRejected'
        : status === 404
          ? 'modelNotFound'
          : status === 429
            ? 'modelRateLimited'
            : status >= 500
              ? 'modelUnavailable'
              : 'modelRejected';
    return { key, httpStatus: status, providerMessage: providerWords(error) };
  }
  if (error instanceof Client.APIConnectionError) {
    const cause = error.cause instanceof Error ? error.cause.message : null;
    return { key: 'modelUnreachable', httpStatus: null, providerMessage: clip(cause) };
  }
  // The answer came but was not what an OpenAI-compatible endpoint sends (not JSON, another shape).
  return { key: 'modelAnswerInvalid', httpStatus: null, providerMessage: clip(error instanceof Error ? error.message : null) };
}

/** What the provider said: its error's message, else its body, without the status the client puts first. */
function providerWords(error: InstanceType<typeof OpenAI.APIError>): string | null {
  const body = error.error as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string') return clip(body.message);
  if (body) return clip(JSON.stringify(body));
  const text = error.message.replace(/^\d{3}\s*/, '');
  return clip(/status code \(no body\)/.test(text) ? null : text);
}

const clip = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.length > PROVIDER_MESSAGE_CHARS ? `${trimmed.slice(0, PROVIDER_MESSAGE_CHARS)}…` : trimmed;
};
