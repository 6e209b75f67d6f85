import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a stream of server-sent events and answers its raw response: the
 * headers that keep proxies from caching or buffering it (nginx reads `x-accel-buffering`), sent
 * at once so the client knows the stream is open before the first event.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return raw;
}
