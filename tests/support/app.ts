import { pino, type Logger } from 'pino';
import { startApp, type App } from '../../bff/src/app.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { seedDemo, findDemoCreator } from '../../bff/src/demo/seed.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = App & {
  /** Signs a user in through a one-time link, as a browser would; answers the cookie header. */
  signIn: (userId: string) => Promise<string>;
  demoCreatorId: () => Promise<string>;
  /** A REST call under /api, answering the status and the envelope. */
  rest: (
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; language?: string },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint answers its own shape
  ) => Promise<{ status: number; headers: Headers; body: { code: number; message: string; data: any } }>;
  graphql: <T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; cookie?: string; language?: string },
  ) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  stop: () => Promise<void>;
};

/**
 * Starts the whole server on a free port over a database of its own, with the demo seeded.
 * `shareDatabaseOf` starts a second process-like server on another one's Postgres database;
 * `log` is the server's logger (a test that reads what it logged).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { shareDatabaseOf?: TestApp; clock?: () => Date; log?: Logger } = {},
): Promise<TestApp> {
  const shared = options.shareDatabaseOf?.deps.config;
  const database = shared?.databaseUrl
    ? { databaseUrl: shared.databaseUrl, dataDir: shared.dataDir, drop: async () => {} }
    : await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    // The test sites and fake services listen on this machine.
    CRAWL_PRIVATE_NETWORKS: 'allow',
    MODEL_PRIVATE_NETWORKS: 'allow',
    // Tests send from one address as fast as they can; tests of the limits set their own.
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_IP_PER_MINUTE: '0',
    ...env,
  });
  const app = await startApp(config, options.log ?? pino({ level: config.logLevel }), {
    clock: options.clock,
    databaseSnapshot: 'snapshot' in database ? database.snapshot : undefined,
  });
  const { db } = app.deps.database;
  await seedDemo(db);

  const signIn = async (userId: string) => {
    const token = await createSignInLink(db, userId, app.deps.clock(), 5);
    const response = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0]!;
  };

  return {
    ...app,
    signIn,
    demoCreatorId: async () => (await findDemoCreator(db))!.id,
    rest: async (method, path, options = {}) => {
      const response = await fetch(`${app.url}/api${path}`, {
        method,
        headers: {
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.language && { 'accept-language': options.language }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    graphql: async (query, options = {}) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.language && { 'accept-language': options.language }),
        },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return response.json();
    },
    stop: async () => {
      await app.close();
      await database.drop();
    },
  };
}
