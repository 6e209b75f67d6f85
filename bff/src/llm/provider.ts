import type OpenAI from 'openai';
import { AddressNotAllowedError } from '../connectors/guarded-fetch.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { assertEndpointAllowed, endpointFetch, type EndpointGuard } from './endpoint.ts';

export type ModelConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long the model may take to start, or stay silent between pieces (default 60 s). */
  timeoutMs?: number;
  /** How the endpoint may be reached: null for the operator's own, a policy for a workspace's. */
  guard: EndpointGuard;
};

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

/** A failure of the model provider, as the person sees it (with retry). */
export class ModelError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const TIMEOUT_MS = 60_000;

/**
 * Streams a chat completion from any OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen's
 * compatible mode, Ollama, vLLM…) through the official client. Yields text deltas.
 */
export async function* streamCompletion(config: ModelConfig, turns: ChatTurn[], signal: AbortSignal): AsyncGenerator<string> {
  const timeout = config.timeoutMs ?? TIMEOUT_MS;
  // The client loads with the first answer a model gives: a start does not need it.
  const { default: Client } = await import('openai');
  const client = new Client({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout, maxRetries: 1, fetch: endpointFetch(config.guard) });
  // The client's timeout covers the wait for the answer to start; a model that falls silent
  // mid-answer is stopped here after as long without a piece.
  // One timer per answer, not per piece: it looks at when the last piece came and waits the rest.
  const silence = new AbortController();
  let lastPiece = 0;
  let timer: NodeJS.Timeout | undefined;
  const watch = (wait: number) => {
    timer = setTimeout(() => {
      const quietFor = performance.now() - lastPiece;
      if (quietFor >= timeout) silence.abort(new ModelError('modelTimeout', `no output for ${timeout} ms`));
      else watch(timeout - quietFor);
    }, wait);
  };
  const both = AbortSignal.any([signal, silence.signal]);
  let stream;
  try {
    await assertEndpointAllowed(config.baseUrl, config.guard);
    stream = await client.chat.completions.create({ model: config.model, messages: turns, stream: true, temperature: 0.2 }, { signal: both });
  } catch (error) {
    throw asModelError(Client, error, signal, silence.signal);
  }
  try {
    lastPiece = performance.now();
    watch(timeout);
    for await (const chunk of stream) {
      lastPiece = performance.now();
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
    // The client ends an aborted stream quietly: a silence is a timeout, not the end of the answer.
    if (silence.signal.aborted && !signal.aborted) throw silence.signal.reason;
  } catch (error) {
    throw asModelError(Client, error, signal, silence.signal);
  } finally {
    clearTimeout(timer);
  }
}

function asModelError(Client: typeof OpenAI, error: unknown, signal: AbortSignal, silence?: AbortSignal): Error {
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : new Error('aborted');
  if (silence?.aborted) return silence.reason as ModelError;
  // Refused by the guard, before the request or at a redirect (the client wraps the latter).
  const refused = error instanceof AddressNotAllowedError ? error : error instanceof Error && error.cause instanceof AddressNotAllowedError ? error.cause : null;
  if (refused) return new ModelError('modelEndpointNotAllowed', refused.message);
  if (error instanceof Client.APIConnectionTimeoutError) return new ModelError('modelTimeout', error.message);
  if (error instanceof Client.RateLimitError) return new ModelError('modelRateLimited', error.message);
  if (error instanceof Client.APIError && typeof error.status === 'number') {
    return new ModelError(error.status >= 500 ? 'modelUnavailable' : 'modelRejected', `${error.status} ${error.message}`);
  }
  if (error instanceof Client.APIConnectionError) return new ModelError('modelUnavailable', error.message);
  return new ModelError('modelUnavailable', error instanceof Error ? error.message : String(error));
}
