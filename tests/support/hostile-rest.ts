import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { hostileId, hostileJson, hostileString, type KnownIds } from './hostile-values.ts';

export type Identity = 'signedOut' | 'member' | 'admin';
export type RouteInfo = { method: string; url: string };

export type HostileRequest = {
  label: string;
  route: RouteInfo;
  method: string;
  path: string;
  identity: Identity;
  language: string | undefined;
  contentType?: string;
  body?: string | Buffer;
};

/**
 * Every route each Fastify instance of this process declares, as it declares it (Fastify
 * announces each new instance on a diagnostics channel, before any route is added).
 */
export function recordRoutes() {
  const routes: RouteInfo[] = [];
  const listener = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  diagnostics.subscribe('fastify.initialization', listener);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', listener) };
}

/** The names REST bodies and query strings use, so that generated ones reach the fields' checks. */
const FIELDS = [
  'email', 'phone', 'country_code', 'code', 'callback_url', 'display_name', 'username', 'ws_username', 'avatar',
  'preferred_language', 'theme', 'text', 'conversation_id', 'agent_id', 'agent_key', 'state', 'error', 'username',
  'format', 'action', 'actor', 'object', 'from', 'to', 'password', 'authCode', 'userName', 'filter', 'startIndex', 'count',
];

const RAW_BODIES = [
  '{"__proto__":{"polluted":true},"email":"a@b.co"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"email":',
  '{"email":"a@b.co"}{',
  '[]',
  '"text"',
  '5',
  'null',
  '',
  '\u0000',
  'email=a%40b.co&phone[]=1',
  JSON.stringify({ email: 'x'.repeat(1_100_000) }),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  undefined,
];

export const LANGUAGES = [undefined, 'en', 'en-US,en;q=0.9', 'zh-CN,zh;q=0.9', 'fr', '*', 'en;q=garbage,,', 'x'.repeat(500)];

/** Percent-encodes as a client would; a lone surrogate, which has no UTF-8, goes as the bytes it would have been. */
function encode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

const nastySegment = fc.constantFrom('%', '%ZZ', '..', '%2e%2e', '%2F', '%00', '%E0%A4%A', 'a'.repeat(3_000), ' ', '%20', '@', ';');

/** A path segment: an ID that exists (global or plain), one that names nothing or the wrong thing, or junk. */
function segment(known: KnownIds, realSegments: string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realSegments) },
    { weight: 3, arbitrary: hostileId(known).map((id) => encode(id.slice(0, 2_000))) },
    { weight: 1, arbitrary: hostileString.map((text) => encode(text.slice(0, 2_000)) || 'x') },
    { weight: 1, arbitrary: nastySegment },
  );
}

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, 'q', 'first', '__proto__'), fc.string({ maxLength: 8 })), hostileString), { maxLength: 3 })
      .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value.slice(0, 2_000))}`).join('&')),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%', '%E0%A4%A', '&&=', 'a[b]=1', '__proto__[x]=1', 'a[__proto__][x]=1', 'callback_url=/a&callback_url=/b', 'callback_url[]=/a', 'callback_url=%00'),
  },
);

/** A body as JSON (an object of known and unknown fields holding any value), as raw text, or of another type. */
const jsonBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), fc.oneof(hostileString, hostileJson), { maxKeys: 5 })
      .map((value) => ({ contentType: 'application/json' as string | undefined, body: JSON.stringify(value) })),
  },
  { weight: 2, arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), body: fc.constantFrom(...RAW_BODIES) }) },
  { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), body: hostileJson.map((value) => JSON.stringify(value) ?? '') }) },
);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests to one route: its path's parameters, its query string and its body, each hostile. */
export function restRequests(route: RouteInfo, known: KnownIds, realSegments: string[]): fc.Arbitrary<HostileRequest> {
  const params = route.url.match(/:[A-Za-z]+|\*/g) ?? [];
  return fc
    .record({
      segments: fc.tuple(...params.map(() => segment(known, realSegments))),
      query: queryString,
      identity: fc.constantFrom<Identity>('signedOut', 'member', 'admin'),
      language: fc.constantFrom(...LANGUAGES),
      payload: WRITES.has(route.method) ? jsonBody : fc.constant({ contentType: undefined, body: undefined }),
    })
    .map(({ segments, query, identity, language, payload }) => {
      let index = 0;
      const filled = route.url.replace(/:[A-Za-z]+|\*/g, () => segments[index++] ?? 'x');
      const path = (filled.startsWith('/') ? filled : `/${filled}`) + (query ? `?${query}` : '');
      return { label: `${route.method} ${route.url}`, route, method: route.method, path, identity, language, ...payload };
    });
}
