import { parentPort } from 'node:worker_threads';
import type { MessageKey } from '../i18n/messages.ts';
import { ModelError, streamCompletion, type ChatTurn, type ModelConfig } from './provider.ts';

export type ToThread = { type: 'start'; id: number; config: ModelConfig; turns: ChatTurn[] } | { type: 'abort'; id: number };
export type FromThread =
  | { type: 'delta'; id: number; text: string }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; key: MessageKey; detail: string };

/**
 * The model streams' thread: reading the providers' responses (HTTP, server-sent events, JSON)
 * is most of an answer's work per token, so it runs beside the server's main thread, which only
 * hands each piece on to the people following the answer.
 */
const port = parentPort!;
const running = new Map<number, AbortController>();
const send = (message: FromThread) => port.postMessage(message);

port.on('message', (message: ToThread) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort();
    return;
  }
  const { id } = message;
  const controller = new AbortController();
  running.set(id, controller);
  void (async () => {
    try {
      for await (const text of streamCompletion(message.config, message.turns, controller.signal)) send({ type: 'delta', id, text });
      send({ type: 'end', id });
    } catch (error) {
      const failure = error instanceof ModelError ? error : new ModelError('modelUnavailable', error instanceof Error ? error.message : String(error));
      send({ type: 'error', id, key: failure.key, detail: failure.detail });
    } finally {
      running.delete(id);
    }
  })();
});
