import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelBehaviour =
  | { kind: 'stream'; tokens: string[]; intervalMs?: number }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Streams some tokens, then drops the connection mid-answer. */
  | { kind: 'broken'; tokens: string[] }
  /** Streams some tokens, then says nothing more (the connection stays open). */
  | { kind: 'stall'; tokens: string[] };

export type FakeModel = {
  /** The base URL to give as LLM_BASE_URL. */
  baseUrl: string;
  behaviour: ModelBehaviour;
  /** A behaviour for some requests (by their body), the `behaviour` for the rest. */
  route?: (request: { messages: { role: string; content: string }[] }) => ModelBehaviour | null;
  /** Request bodies received, in order. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  /** Authorization headers received. */
  authorizations: string[];
  close: () => Promise<void>;
};

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (piece) => (data += piece));
    request.on('end', () => resolve(data));
  });

/** An OpenAI-compatible chat-completions endpoint on a local port, streaming as the real one does. */
export async function startFakeModel(behaviour: ModelBehaviour = { kind: 'stream', tokens: ['Hello'] }): Promise<FakeModel> {
  const model = { behaviour, requests: [], authorizations: [] } as unknown as FakeModel;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const parsed = JSON.parse(await body(request)) as FakeModel['requests'][number];
    model.requests.push(parsed);
    model.authorizations.push(request.headers.authorization ?? '');
    const current = model.route?.(parsed) ?? model.behaviour;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json', ...current.headers });
      response.end(JSON.stringify(current.body ?? { error: { message: `status ${current.status}`, type: 'error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk(''));
    for (const token of current.tokens) {
      if (response.destroyed) return;
      response.write(chunk(token));
      if (current.kind === 'stream' && current.intervalMs) await new Promise((resolve) => setTimeout(resolve, current.intervalMs));
    }
    if (current.kind === 'stall') return;
    if (current.kind === 'broken') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response.socket?.destroy();
      return;
    }
    response.write(chunk(null, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  model.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return model;
}
