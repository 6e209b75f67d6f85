import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ModelError, type ChatTurn, type ModelConfig } from './provider.ts';
import type { FromThread, ToThread } from './stream-thread.ts';

let thread: Worker | null = null;
let nextId = 1;
const followers = new Map<number, (message: FromThread) => void>();

/** The one model thread of this process, started on first use and again after a crash. */
function modelThread(): Worker {
  if (thread) return thread;
  // A thread does not take the process's TypeScript loader with it (Node 20): it loads its entry
  // through tsx's API, as the server's own files are loaded.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./stream-thread.ts', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`, {
    eval: true,
  });
  // Answers in flight keep the process busy anyway; an idle thread must not keep it alive.
  worker.unref();
  worker.on('message', (message: FromThread) => followers.get(message.id)?.(message));
  const lost = (detail: string) => {
    if (thread !== worker) return;
    thread = null;
    for (const [id, follow] of followers) follow({ type: 'error', id, key: 'modelUnavailable', detail });
  };
  worker.on('error', (error) => lost(`model thread failed: ${error.message}`));
  worker.on('exit', (code) => lost(`model thread exited (${code})`));
  thread = worker;
  return worker;
}

/**
 * `streamCompletion`, run on the model thread: the same deltas, errors (ModelError) and stop
 * (the signal) as in this thread, without this thread parsing the provider's stream.
 */
export async function* streamCompletionOffThread(config: ModelConfig, turns: ChatTurn[], signal: AbortSignal): AsyncGenerator<string> {
  const id = nextId++;
  const queue: FromThread[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  followers.set(id, (message) => {
    queue.push(message);
    wake?.();
  });
  const worker = modelThread();
  const post = (message: ToThread) => worker.postMessage(message);
  const stop = () => post({ type: 'abort', id });
  signal.addEventListener('abort', stop, { once: true });
  post({ type: 'start', id, config, turns });
  try {
    for (;;) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if (message.type === 'delta') {
        yield message.text;
      } else if (message.type === 'end') {
        finished = true;
        return;
      } else {
        finished = true;
        if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
        throw new ModelError(message.key, message.detail);
      }
    }
  } finally {
    followers.delete(id);
    signal.removeEventListener('abort', stop);
    // The answer stopped reading (stop, or its own failure): the provider's stream ends too.
    if (!finished) stop();
  }
}
