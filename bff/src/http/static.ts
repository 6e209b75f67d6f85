import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './deps.ts';
import { NotFoundError } from '../request/errors.ts';
import { replyFailure } from './rest.ts';

/**
 * The app's own page: scripts only from this origin; Emotion needs inline styles. No other page
 * frames it, but the pages listed for an embedded chat (`frameAncestors`).
 */
export const appCsp = (frameAncestors = "'none'") =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
const APP_CSP = appCsp();

/**
 * Headers that speak to documents (framing, opener, referrer, download and DNS hints), to
 * revalidation or to the database: a hashed script or style never needs them. Every response
 * of a first visit carries its headers uncompressed over HTTP/1.1, some fifty times, so they are
 * dropped from the assets; `nosniff`, CORP, caching and the content headers stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'server-timing',
  'last-modified',
  'etag',
];

/**
 * Serves the built web app, compressed at build time: hashed assets cached for good, and index.html
 * for every client route (history-API fallback). Unknown paths under /api and /graphql answer a JSON 404 instead.
 */
export async function serveWebApp(app: FastifyInstance, deps: AppDeps) {
  const root = deps.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each compressible file (web/vite.config.ts): they
      // are sent for the file when the browser accepts them, with `Vary: Accept-Encoding`, and
      // are no addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // A script is read whole, and ranges of a compressed copy are of no use to anyone: without
      // `Accept-Ranges` each of a first visit's fifty answers is that much shorter.
      acceptRanges: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.addHook('onSend', async (request, reply) => {
      // The chat bubble's loader is for other sites' pages to include (`web/public/embed.js`).
      if (request.url.split('?')[0] === '/embed.js') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (reply.statusCode !== 200 || !request.url.startsWith('/assets/')) return;
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    });
  } else {
    deps.log.warn({ root }, 'the web app is not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/graphql');
    // In the envelope and the person's language, like any other refusal.
    if (!hasBuild || isApi || request.method !== 'GET' || path.extname(url)) return replyFailure(deps, request, reply, new NotFoundError());
    return reply
      .header('Content-Security-Policy', APP_CSP)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
