import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { loadDeliveryConfig, type DeliveryConfig } from './identity/delivery/config.ts';
import { loadLdapConfig, type LdapConfig } from './identity/ldap/config.ts';
import { loadOidcConfig, type OidcConfig } from './identity/oidc/config.ts';
import { loadWorkplaceConfig, type WorkplaceConfig } from './identity/workplace/config.ts';
import type { ConnectorSettings } from './connectors/types.ts';
import { corsOriginsSetting, trustProxySetting } from './http/network-settings.ts';

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
  CORS_ORIGINS: corsOriginsSetting,
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGN_IN_LINK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  GRAPHIQL: z.enum(['on', 'off']).default('on'),
  GRAPHQL_SESSIONS_PERSISTED_ONLY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  PUBLIC_CHAT_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PUBLIC_CHAT_IP_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  PUBLIC_CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SEARCH_RECOUNT_MIN_CHUNKS: z.coerce.number().int().min(0).max(1_000_000_000).default(20_000),
  AUDIT_STREAM_URL: optionalUrl,
  AUDIT_STREAM_TOKEN: z.string().trim().optional(),
  AUDIT_STREAM_FILE: z.string().trim().optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(200).default(20),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  EMBEDDING_BASE_URL: optionalUrl,
  EMBEDDING_API_KEY: z.string().optional(),
  EMBEDDING_MODEL: z.string().trim().optional(),
  MODEL_PRIVATE_NETWORKS: z.enum(['allow', 'deny']).default('deny'),
  GITHUB_API_URL: z.string().trim().url().default('https://api.github.com'),
  GITHUB_WEB_URL: z.string().trim().url().default('https://github.com'),
  GITHUB_CLIENT_ID: z.string().trim().optional(),
  GITHUB_CLIENT_SECRET: z.string().trim().optional(),
  NOTION_API_URL: z.string().trim().url().default('https://api.notion.com/v1'),
  NOTION_CLIENT_ID: z.string().trim().optional(),
  NOTION_CLIENT_SECRET: z.string().trim().optional(),
  FEISHU_API_URL: z.string().trim().url().default('https://open.feishu.cn'),
  YUQUE_API_URL: z.string().trim().url().default('https://www.yuque.com/api/v2'),
  WECHAT_API_BASE_URL: z.string().trim().url().default('https://api.weixin.qq.com'),
  DINGTALK_API_BASE_URL: z.string().trim().url().default('https://oapi.dingtalk.com'),
  DINGTALK_OPEN_API_URL: z.string().trim().url().default('https://api.dingtalk.com'),
  WECOM_API_URL: z.string().trim().url().default('https://qyapi.weixin.qq.com'),
  WECHAT_REPLY_WAIT_MS: z.coerce.number().int().min(100).max(4500).default(4000),
  CRAWL_PRIVATE_NETWORKS: z.enum(['allow', 'deny']).default('deny'),
  SYNC_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
  SYNC_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  NIGHTLY_SYNC_CHECK_CRON: z.string().trim().min(9).default('*/10 * * * *'),
  BILLING_OPERATORS: z.string().trim().default(''),
  BILLING_ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(24 * 60),
  BILLING_SWEEP_CRON: z.string().trim().min(9).default('* * * * *'),
  BANK_TRANSFER_ACCOUNT_NAME: z.string().trim().optional(),
  BANK_TRANSFER_BANK_NAME: z.string().trim().optional(),
  BANK_TRANSFER_ACCOUNT_NUMBER: z.string().trim().optional(),
  ALIPAY_GATEWAY: z.string().trim().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.string().trim().optional(),
  ALIPAY_PRIVATE_KEY: z.string().trim().optional(),
  ALIPAY_PUBLIC_KEY: z.string().trim().optional(),
  ALIPAY_KEY_TYPE: z.enum(['PKCS1', 'PKCS8']).default('PKCS8'),
  ALIPAY_SELLER_ID: z.string().trim().optional(),
});

/** Billing: who operates it, how long unpaid orders live, where money is received (README, "Billing"). */
export type BillingConfig = {
  /** Platform operators, by e-mail (case-insensitive) or user ID. */
  operators: string[];
  /** Minutes an unpaid order waits before it expires. */
  orderExpiryMinutes: number;
  /** How often unpaid orders are expired and Alipay is asked about pending ones (cron, UTC). */
  sweepCron: string;
  /** The receiving account for bank transfers; unset: bank transfer is not offered. */
  bankTransfer: { accountName: string; bankName: string; accountNumber: string } | undefined;
  /** Alipay page payment (RSA2); unset: Alipay is not configured. */
  alipay: { gateway: string; appId: string; privateKey: string; alipayPublicKey: string; keyType: 'PKCS1' | 'PKCS8'; sellerId: string | undefined } | undefined;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** Origins besides this site's whose pages may use the API with a person's session (CORS, WebSocket, REST writes). */
  corsOrigins: string[];
  /** The proxies whose `X-Forwarded-For` is believed (addresses, CIDRs, range names); false: none. */
  trustProxy: false | string[];
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  sessionDays: number;
  signInLinkMinutes: number;
  graphiql: boolean;
  /**
   * Whether requests without an access token (the web app, a session in GraphiQL) may send only the
   * operations the web app was built with (`web/persisted-operations.json`); tokens may always send any.
   */
  graphqlSessionsPersistedOnly: boolean;
  /** Requests a minute to /graphql, /api, /v1 and /mcp: per access token, and per client address without one (0: no limit). */
  rateLimits: { perToken: number; perIp: number };
  /** Questions a minute an anonymous visitor of a public chat link may ask: per browser and per address. */
  publicChatLimits: { perVisitor: number; perIp: number };
  /** Days a visitor's conversation is kept after its last question. */
  publicChatRetentionDays: number;
  /** Chunks from which a workspace's common words are counted ahead on a server database (`search/term-counts.ts`); 0: never. */
  searchRecountMinChunks: number;
  /** Where the audit log is streamed as JSON Lines (a SIEM's HTTP endpoint, a file), if anywhere. */
  auditStream: { url: string | undefined; token: string | undefined; file: string | undefined };
  /** How long audit entries are kept (a daily sweep removes older ones, recording that it did); unset: for ever. */
  auditRetentionDays: number | undefined;
  /** Where the built web app lives; tests may point elsewhere. */
  webDist: string;
  appSecret: string | undefined;
  uploadMaxBytes: number;
  /** Uploaded files, stored by content hash. */
  uploadDir: string;
  /**
   * Sync runs this process works on at once; 0 leaves them to separate worker processes (only
   * with DATABASE_URL: the embedded database belongs to this process, so it always works).
   */
  syncWorkers: number;
  /** Connectors' API base URLs and OAuth apps. */
  connectors: ConnectorSettings;
  /** Whether connectors may fetch from private networks and this machine (an intranet wiki). */
  crawlPrivateNetworks: boolean;
  /** A running sync whose worker has not beaten for this long is resumed by another. */
  syncStaleSeconds: number;
  /** How often to check for apps due their nightly sync (cron, UTC). */
  nightlySyncCheckCron: string;
  billing: BillingConfig;
  /** The server's OpenAI-compatible chat model; workspaces may set their own. Unset: extractive answers. */
  llm: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** How long a model may take to start answering, or fall silent mid-answer. */
    timeoutMs: number;
    /**
     * Whether a model endpoint a workspace sets may be on this machine or a private network (an
     * intranet model server). The server's own LLM_BASE_URL and EMBEDDING_BASE_URL are the
     * operator's and are never restricted.
     */
    privateNetworks: boolean;
  };
  /** An OpenAI-compatible embedding model; unset: keyword search only. */
  embedding: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  delivery: DeliveryConfig;
  /** Single sign-on; unset when no OIDC_* variable is set. */
  oidc: OidcConfig | undefined;
  /** Sign-in with the company's LDAP directory; unset without LDAP_URL. */
  ldap: LdapConfig | undefined;
  /** Sign-in with DingTalk, Feishu and WeCom, each on when its app is configured. */
  workplace: WorkplaceConfig;
  /** The chat bots' platforms: their API hosts (a local fake in tests) and how long a WeChat answer may take to go in the callback's own reply. */
  bots: { wechatApiUrl: string; dingtalkApiUrl: string; wechatReplyWaitMs: number };
};

/**
 * The configuration a process starts with (the server's `main.ts`, the worker's `worker.ts`); an
 * environment it cannot start with is said in one line, without a stack, and the process exits 2.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

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
  const ldap = loadLdapConfig(env);
  const workplace = loadWorkplaceConfig(env, { feishu: e.FEISHU_API_URL.replace(/\/+$/, ''), dingtalk: e.DINGTALK_OPEN_API_URL.replace(/\/+$/, ''), wecom: e.WECOM_API_URL.replace(/\/+$/, '') });
  return {
    port: e.PORT,
    host: e.HOST,
    // `memory://` keeps the embedded database in memory (tests); anything else is a folder.
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    signInLinkMinutes: e.SIGN_IN_LINK_MINUTES,
    graphiql: e.GRAPHIQL === 'on',
    graphqlSessionsPersistedOnly: e.GRAPHQL_SESSIONS_PERSISTED_ONLY === 'true',
    rateLimits: { perToken: e.RATE_LIMIT_PER_MINUTE, perIp: e.RATE_LIMIT_IP_PER_MINUTE },
    publicChatLimits: { perVisitor: e.PUBLIC_CHAT_VISITOR_PER_MINUTE, perIp: e.PUBLIC_CHAT_IP_PER_MINUTE },
    publicChatRetentionDays: e.PUBLIC_CHAT_RETENTION_DAYS,
    searchRecountMinChunks: e.SEARCH_RECOUNT_MIN_CHUNKS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditStream: { url: e.AUDIT_STREAM_URL, token: e.AUDIT_STREAM_TOKEN || undefined, file: e.AUDIT_STREAM_FILE ? path.resolve(e.AUDIT_STREAM_FILE) : undefined },
    webDist: path.resolve('web/dist'),
    appSecret: e.APP_SECRET,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadDir: e.DATA_DIR.startsWith('memory://')
      ? path.join(os.tmpdir(), 'zhiwen-uploads')
      : path.join(path.resolve(e.DATA_DIR), 'uploads'),
    syncWorkers: e.DATABASE_URL ? e.SYNC_WORKERS : Math.max(1, e.SYNC_WORKERS),
    syncStaleSeconds: e.SYNC_STALE_SECONDS,
    crawlPrivateNetworks: e.CRAWL_PRIVATE_NETWORKS === 'allow',
    connectors: {
      github: {
        apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
        webUrl: e.GITHUB_WEB_URL.replace(/\/+$/, ''),
        clientId: e.GITHUB_CLIENT_ID || undefined,
        clientSecret: e.GITHUB_CLIENT_SECRET || undefined,
      },
      yuque: { apiUrl: e.YUQUE_API_URL.replace(/\/+$/, '') },
      feishu: { apiUrl: e.FEISHU_API_URL.replace(/\/+$/, '') },
      dingtalk: { apiUrl: e.DINGTALK_OPEN_API_URL.replace(/\/+$/, ''), oapiUrl: e.DINGTALK_API_BASE_URL.replace(/\/+$/, '') },
      wecom: { apiUrl: e.WECOM_API_URL.replace(/\/+$/, '') },
      notion: {
        apiUrl: e.NOTION_API_URL.replace(/\/+$/, ''),
        clientId: e.NOTION_CLIENT_ID || undefined,
        clientSecret: e.NOTION_CLIENT_SECRET || undefined,
      },
    },
    nightlySyncCheckCron: e.NIGHTLY_SYNC_CHECK_CRON,
    billing: {
      operators: e.BILLING_OPERATORS.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
      orderExpiryMinutes: e.BILLING_ORDER_EXPIRY_MINUTES,
      sweepCron: e.BILLING_SWEEP_CRON,
      bankTransfer:
        e.BANK_TRANSFER_ACCOUNT_NAME && e.BANK_TRANSFER_BANK_NAME && e.BANK_TRANSFER_ACCOUNT_NUMBER
          ? { accountName: e.BANK_TRANSFER_ACCOUNT_NAME, bankName: e.BANK_TRANSFER_BANK_NAME, accountNumber: e.BANK_TRANSFER_ACCOUNT_NUMBER }
          : undefined,
      alipay:
        e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY
          ? {
              gateway: e.ALIPAY_GATEWAY,
              appId: e.ALIPAY_APP_ID,
              // Keys may be given on one line with \n for line breaks (as env files hold them).
              privateKey: e.ALIPAY_PRIVATE_KEY.replace(/\\n/g, '\n'),
              alipayPublicKey: e.ALIPAY_PUBLIC_KEY.replace(/\\n/g, '\n'),
              keyType: e.ALIPAY_KEY_TYPE,
              sellerId: e.ALIPAY_SELLER_ID || undefined,
            }
          : undefined,
    },
    llm: {
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY || undefined,
      model: e.LLM_MODEL || undefined,
      timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
      privateNetworks: e.MODEL_PRIVATE_NETWORKS === 'allow',
    },
    embedding:
      e.EMBEDDING_BASE_URL && e.EMBEDDING_MODEL
        ? { baseUrl: e.EMBEDDING_BASE_URL, apiKey: e.EMBEDDING_API_KEY || undefined, model: e.EMBEDDING_MODEL }
        : undefined,
    delivery,
    oidc,
    ldap,
    workplace,
    bots: {
      wechatApiUrl: e.WECHAT_API_BASE_URL.replace(/\/+$/, ''),
      dingtalkApiUrl: e.DINGTALK_API_BASE_URL.replace(/\/+$/, ''),
      wechatReplyWaitMs: e.WECHAT_REPLY_WAIT_MS,
    },
  };
}
