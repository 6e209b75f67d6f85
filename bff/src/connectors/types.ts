import type { Logger } from 'pino';
import type { MessageKey } from '../i18n/messages.ts';

export type LocalizedText = { 'zh-hans': string; en: string };

/** One item as the source has it now, with its text already extracted. */
export type SourceItem = {
  externalId: string;
  title: string;
  text: string;
  url?: string | null;
  author?: string | null;
  sourceType: string;
  mediaType?: string | null;
  /** The source's own visibility: true when the source does not show it to everyone. */
  restricted?: boolean;
  /**
   * Who may read it at the source, when the sync asked (`SyncContext.wantsReaders`): everyone
   * (public, the whole organisation, anyone with the link), or these principals
   * (`github:user:<id>`, `github:team:<id>`…). An empty list is no one.
   */
  readers?: SourceReaders;
  /** ETag, update time or hash: lets the next run skip an unchanged item without fetching it. */
  version?: string | null;
  fileSha256?: string | null;
  size?: number | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
};

export type SourceReaders = { everyone: true } | { principals: string[] };

/** An account at the source that reads items or belongs to a group. */
export type SourceAccount = { externalId: string; login?: string | null; name?: string | null; email?: string | null; phone?: string | null };

/**
 * The source's accounts and groups a run met: the accounts are kept (and keep their links to
 * members), each group's members are replaced by those listed, as the source has them now.
 */
export type SourceIdentities = {
  /** Whose accounts: the first part of their principals (`github`). */
  provider: string;
  accounts: SourceAccount[];
  /** Groups by principal (`github:team:<id>`), with their names where the source told them and their members' account IDs. */
  groups: { principal: string; name?: string | null; members: string[] }[];
};

/** What a connector reports while it walks its source. */
export type SyncEvent =
  | { type: 'upsert'; item: SourceItem }
  /** The item is still there and its version did not change. */
  | { type: 'unchanged'; externalId: string }
  | { type: 'delete'; externalId: string }
  | { type: 'error'; externalId: string; title?: string | null; key: MessageKey; detail?: string }
  /** How many items the source holds, as far as the connector can tell (progress). */
  | { type: 'total'; total: number }
  /** Source accounts and group members (when the sync asked for readers). */
  | ({ type: 'identities' } & SourceIdentities)
  /**
   * Resume state: a run that dies after this point starts again from here. Items reported before
   * it are safely stored; the ones after it are reported again.
   */
  | { type: 'checkpoint'; state: unknown };

/** Server settings of connectors: API base URLs (so tests reach local fakes) and OAuth apps. */
export type ConnectorSettings = {
  github: { apiUrl: string; webUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  yuque: { apiUrl: string };
  notion: { apiUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  feishu: { apiUrl: string };
  /** DingTalk's open API (`api.dingtalk.com`: knowledge bases, documents, permissions) and its older one (`oapi.dingtalk.com`: the directory). */
  dingtalk: { apiUrl: string; oapiUrl: string };
  /** WeCom's server API (`qyapi.weixin.qq.com`: the organisation's departments, tags and members). */
  wecom: { apiUrl: string };
};

export type SyncContext<Config> = {
  workspaceId: string;
  appId: string;
  config: Config;
  credentials: Record<string, string> | null;
  /** The cursor the last complete run ended with (incremental connectors). */
  cursor: unknown;
  /** This run's last checkpoint when it is being resumed, else null. */
  checkpoint: unknown;
  /**
   * Whether the app follows the source's permissions: items then carry their `readers`, their
   * versions change when only their readers do (`versionWithReaders`), and the source's accounts
   * and groups are reported (`identities`).
   */
  wantsReaders: boolean;
  /** The version stored for an item, to skip fetching what did not change. */
  knownVersion: (externalId: string) => Promise<string | null>;
  /** Reads a stored file by its hash (file apps). */
  readFile: (sha256: string) => Promise<Buffer>;
  /** Files uploaded to this app (file apps). */
  listFiles: () => Promise<{ id: string; name: string; mediaType: string; sha256: string; size: number; updatedAt: Date }[]>;
  /** Whether fetching may reach private networks and this machine (off unless configured). */
  fetchPolicy: { allowPrivateNetworks: boolean };
  settings: ConnectorSettings;
  signal: AbortSignal;
  log: Logger;
};

/** A failure of the whole run that a person can act on (bad start URL, revoked token…). */
export class SourceError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly detail?: string,
  ) {
    super(detail ?? key);
  }
}

export type ConnectorResult = {
  /** The cursor to remember for the next run (incremental connectors). */
  cursor?: unknown;
};

/** An OAuth 2 provider a connector authorizes with (authorization code, PKCE where supported). */
export type OAuthProvider = {
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  pkce: boolean;
  /** How the code is exchanged: a form with the client's secret (most), JSON with HTTP Basic (Notion), or JSON with the secret (Feishu). */
  tokenRequest?: 'form' | 'basic-json' | 'json';
};

export type Connector<Config = Record<string, unknown>> = {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  platform: string;
  authTypes: readonly ('oauth' | 'token' | 'none')[];
  /**
   * `full`: every run lists every current item, and items it did not list are deleted when it
   * completes. `incremental`: the connector reports deletions itself, from its cursor.
   */
  listing: 'full' | 'incremental';
  /** Whether it can tell who reads each item at the source: its apps may then follow the source's permissions. */
  sourcePermissions?: boolean;
  /** Checks and normalises the app's settings; throws a ValidationError naming the field. */
  parseConfig: (input: unknown) => Config;
  /** Its OAuth provider, when the server is configured with the connector's OAuth app. */
  oauth?: (settings: ConnectorSettings) => OAuthProvider | null;
  sync: (ctx: SyncContext<Config>) => AsyncGenerator<SyncEvent, ConnectorResult | void>;
};
