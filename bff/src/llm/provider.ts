import OpenAI from 'openai';
import type { MessageKey } from '../i18n/messages.ts';

export type ModelConfig = { baseUrl: string; apiKey: string; model: string };

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
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: TIMEOUT_MS, maxRetries: 1 });
  let stream;
  try {
    stream = await client.chat.completions.create({ model: config.model, messages: turns, stream: true, temperature: 0.2 }, { signal });
  } catch (error) {
    throw asModelError(error, signal);
  }
  try {
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  } catch (error) {
    throw asModelError(error, signal);
  }
}

function asModelError(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : new Error('aborted');
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ModelError('modelTimeout', error.message);
  if (error instanceof OpenAI.RateLimitError) return new ModelError('modelRateLimited', error.message);
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return new ModelError(error.status >= 500 ? 'modelUnavailable' : 'modelRejected', `${error.status} ${error.message}`);
  }
  if (error instanceof OpenAI.APIConnectionError) return new ModelError('modelUnavailable', error.message);
  return new ModelError('modelUnavailable', error instanceof Error ? error.message : String(error));
}
