import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers of GraphQL and REST (`application/json`, `application/graphql-response+json`); the
 * plugin adds the types its database marks compressible. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Below about a packet, compressing saves nothing worth its time and the `Vary` it costs. */
const THRESHOLD = 1024;

/** The API's routes; the web app's files are compressed when built (`static.ts`). */
const isApi = (url: string) => url === '/graphql' || url.startsWith('/api/');

/**
 * Compresses the API's answers as they are sent (brotli at the plugin's fast level, else gzip):
 * JSON over 1 KB, and a file whose type is known to compress (a text file, not an image, a PDF or
 * an archive). Event streams are sent as they are, each event as soon as it is written: GraphQL
 * subscriptions over SSE and multipart answers have no compressible type, and the chat's stream
 * is written past Fastify. The WebSocket upgrade of graphql-ws reaches no route. Request bodies
 * are not decompressed: a multipart upload reaches its handler as sent. Other routes (the web
 * app's files, health checks) are left alone.
 *
 * Register before any route: the plugin hooks each route as it is added.
 */
export async function compressAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApi(route.url ?? '')) route.compress = false;
  });
  app.addHook('onSend', async (_request, reply, payload) => (isFetchResponse(payload) ? unwrapForCompression(reply, payload) : payload));
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    customTypes: JSON_TYPE,
  });
}

/** Answers written event by event: each must reach the client as it is written. */
const STREAMING_TYPE = /^(?:text\/event-stream|multipart\/)/i;

/**
 * Yoga answers with a fetch Response of its own implementation, which @fastify/compress does not
 * recognise (it tests `instanceof` the global one) and would take for a buffer. A streamed answer
 * (subscriptions over SSE, incremental delivery) stays a Response for Fastify to stream; its type is
 * put on the reply, where the plugin reads it and sees nothing to compress. Any other answer (JSON,
 * GraphiQL's page) is one whole document: read here, so the threshold applies and its compressed
 * length is known.
 */
async function unwrapForCompression(reply: FastifyReply, response: Response) {
  const type = response.headers.get('content-type') ?? '';
  if (response.body !== null && STREAMING_TYPE.test(type)) {
    reply.header('content-type', type);
    return response;
  }
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== 'content-length') reply.header(name, value);
  return response.body === null ? '' : Buffer.from(await response.arrayBuffer());
}

// As Fastify recognises a Response, by its tag: Yoga's is not the global class.
const isFetchResponse = (payload: unknown): payload is Response => Object.prototype.toString.call(payload) === '[object Response]';
