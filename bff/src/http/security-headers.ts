import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { OriginPolicy } from './origins.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The headers every answer carries (helmet), and CORS for the allowed origins only: a listed
 * origin's page may call the API with the person's session; any other gets no CORS headers, so
 * its browser keeps the answer from it and refuses to send a preflighted request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, origins: OriginPolicy) {
  await app.register(fastifyHelmet, {
    // Each kind of page sets its own policy: the web app's (static.ts), GraphiQL's
    // (graphql/yoga.ts), message pages' (message-page.ts) and uploaded files' (`sandbox`).
    contentSecurityPolicy: false,
    // No page of this site is meant to sit in another's frame; the pages' CSPs say so too.
    xFrameOptions: { action: 'deny' },
    // Only a site served over HTTPS may pin it. This host only: the names under it are not ours.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    // app.ts chooses it per answer: same-origin, or no-referrer where the address holds a secret.
    referrerPolicy: false,
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origins.listed(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
