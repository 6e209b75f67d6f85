import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../lib/tokens.ts';
import { negotiateLocale, translate } from '../i18n/messages.ts';
import { tokenIdOfSecret } from '../tokens/authenticate.ts';
import type { AppDeps } from './deps.ts';

const WINDOW_SECONDS = 60;
/** The surfaces a client calls (SCIM's identity provider too); the web app's files and the health checks are not counted. */
const LIMITED = /^\/(?:graphql|mcp)(?:[/?]|$)|^\/(?:api|v1|scim)\//;
const PREFIX = 'http:';
/** Token secrets known to be a token, by hash: which token a secret is never changes. */
const KNOWN_TOKENS_MAX = 10_000;
/** Addresses and tokens counted in memory at once: past it, the one counted first starts over. */
const COUNTED_MAX = 100_000;

type Counted = { hits: number; resetSeconds: number };
type Counter = { hit: (key: string, now: Date) => Promise<Counted>; close: () => Promise<void> };

/** The fixed window `now` falls in: when it began, and the seconds left until it ends. */
function windowOf(now: Date) {
  const windowMs = WINDOW_SECONDS * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, windowMs, resetSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/**
 * Counts in this process's memory when there is no Redis: one process serves then (the embedded
 * database belongs to one process, and several need `REDIS_URL` for their events anyway: README,
 * "Growing past one machine"). Processes sharing a Postgres without Redis would each count on their
 * own, letting a client send the limit to each; counting in that database instead wrote a row per
 * request, which more than doubled the time of the cheapest ones. Every key's window turns over at
 * once, so the past window's counts are dropped whole when the next begins.
 */
function memoryCounter(): Counter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit: async (key, now) => {
      const { start, resetSeconds } = windowOf(now);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const hits = (counts.get(key) ?? 0) + 1;
      if (hits === 1 && counts.size >= COUNTED_MAX) counts.delete(counts.keys().next().value!);
      counts.set(key, hits);
      return { hits, resetSeconds };
    },
    close: async () => counts.clear(),
  };
}

/** Counts in Redis when the processes share one: every process sees the same counts. */
function redisCounter(url: string): Counter {
  // Redis's client loads only where Redis is configured.
  const connecting = import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1 }));
  return {
    hit: async (key, now) => {
      const { start, windowMs, resetSeconds } = windowOf(now);
      const name = `zhiwen:${key}:${start}`;
      const redis = await connecting;
      const results = await redis.multi().incr(name).pexpire(name, windowMs + 5_000).exec();
      return { hits: Number(results?.[0]?.[1] ?? 0), resetSeconds };
    },
    close: async () => {
      const redis = await connecting;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Limits the requests a minute to /graphql, /api, /v1 and /mcp, whichever route answers them:
 * per access token when a known token is sent (`RATE_LIMIT_PER_MINUTE`), else per client address
 * (`RATE_LIMIT_IP_PER_MINUTE`; a secret that is no token counts against its sender's address).
 * Counted in fixed windows of a minute, in Redis when configured (every server process shares
 * them), else in memory: counting a request costs it no statement. Every counted answer says where
 * it stands (`RateLimit-*`); a refused one is a 429 with `Retry-After`, shaped as its surface
 * answers (a GraphQL error, the REST envelope, an OpenAI-style error, a JSON-RPC error), in the
 * caller's language.
 */
export function limitRequestRates(app: FastifyInstance, deps: AppDeps) {
  const { perToken, perIp } = deps.config.rateLimits;
  if (perToken === 0 && perIp === 0) return;
  const counter = deps.config.redisUrl ? redisCounter(deps.config.redisUrl) : memoryCounter();
  const knownTokens = new Map<string, string>();
  // Keyed hashes: the counters hold neither addresses nor token ids as such.
  const keyOf = (kind: string, value: string) => `${PREFIX}${kind}:${deps.secrets.hmac('rate-limit', `${kind}:${value}`).slice(0, 32)}`;

  const tokenIdOf = async (secret: string) => {
    const hash = hashToken(secret);
    const known = knownTokens.get(hash);
    if (known) return known;
    const id = await tokenIdOfSecret(deps.database.db, secret);
    if (id) {
      if (knownTokens.size >= KNOWN_TOKENS_MAX) knownTokens.delete(knownTokens.keys().next().value!);
      knownTokens.set(hash, id);
    }
    return id;
  };

  /** Whose count a request goes to, and its limit; null when it is not counted. */
  const bucketOf = async (request: FastifyRequest) => {
    const secret = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const tokenId = secret && perToken > 0 ? await tokenIdOf(secret) : null;
    if (tokenId) return { key: keyOf('token', tokenId), limit: perToken };
    if (secret && perToken === 0 && (await tokenIdOf(secret))) return null;
    return perIp > 0 ? { key: keyOf('ip', request.ip), limit: perIp } : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    // The route's own pattern when one matched (an address may spell its path in percent-escapes).
    const path = request.routeOptions.url ?? request.url;
    if (request.method === 'OPTIONS' || !LIMITED.test(path)) return;
    let counted;
    try {
      const bucket = await bucketOf(request);
      if (!bucket) return;
      counted = { ...(await counter.hit(bucket.key, deps.clock())), limit: bucket.limit };
    } catch (error) {
      // A counter out of reach lets requests through rather than refusing everyone.
      request.log.warn({ err: error }, 'rate limit not counted');
      return;
    }
    reply.header('RateLimit-Limit', String(counted.limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, counted.limit - counted.hits)));
    reply.header('RateLimit-Reset', String(counted.resetSeconds));
    if (counted.hits <= counted.limit) return;
    reply.header('Retry-After', String(counted.resetSeconds));
    return refuse(request, reply, path, counted.resetSeconds);
  });
  app.addHook('onClose', async () => counter.close());
}

/** A 429 in the shape of the surface asked. */
function refuse(request: FastifyRequest, reply: FastifyReply, path: string, retryAfter: number) {
  const message = translate(negotiateLocale(null, request.headers['accept-language']), 'tooManyRequests');
  reply.code(429);
  if (path.startsWith('/graphql')) return reply.send({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter } }] });
  if (path.startsWith('/v1/')) return reply.send({ error: { message, type: 'rate_limit_error', param: null, code: 'rate_limit_exceeded' } });
  if (path.startsWith('/mcp')) return reply.send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
  return reply.send({ code: 429, message, data: { retry_after: retryAfter } });
}
