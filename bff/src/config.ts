import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadDeliveryConfig, type DeliveryConfig } from './identity/delivery/config.ts';
import { loadOidcConfig, type OidcConfig } from './identity/oidc/config.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGN_IN_LINK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  GRAPHIQL: z.enum(['on', 'off']).default('on'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(200).default(20),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  sessionDays: number;
  signInLinkMinutes: number;
  graphiql: boolean;
  /** Where the built web app lives; tests may point elsewhere. */
  webDist: string;
  appSecret: string | undefined;
  uploadMaxBytes: number;
  /** Uploaded files, stored by content hash. */
  uploadDir: string;
  delivery: DeliveryConfig;
  /** Single sign-on; unset when no OIDC_* variable is set. */
  oidc: OidcConfig | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once at start-up; every problem is named in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const delivery = loadDeliveryConfig(env);
  const oidc = loadOidcConfig(env);
  return {
    port: e.PORT,
    host: e.HOST,
    // `memory://` keeps the embedded database in memory (tests); anything else is a folder.
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    signInLinkMinutes: e.SIGN_IN_LINK_MINUTES,
    graphiql: e.GRAPHIQL === 'on',
    webDist: path.resolve('web/dist'),
    appSecret: e.APP_SECRET,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadDir: e.DATA_DIR.startsWith('memory://')
      ? path.join(os.tmpdir(), 'zhiwen-uploads')
      : path.join(path.resolve(e.DATA_DIR), 'uploads'),
    delivery,
    oidc,
  };
}
