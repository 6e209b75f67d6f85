import { sql } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { roles, workspaces } from '../workspaces/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The spec's role scope: 1 match data source, 2 only specified role. */
export const ROLE_SCOPES = { matchDataSource: 1, onlySpecifiedRole: 2 } as const;

/**
 * A data-source app installed in a workspace: workspace-wide (managed by admins) or personal
 * (its owner alone). Non-secret settings live in `config`; credentials only encrypted.
 */
export const apps = pgTable(
  'apps',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    connectorKey: text('connector_key').notNull(),
    scope: text('scope', { enum: ['workspace', 'personal'] }).notNull(),
    /** The member who installed it; for a personal app, its owner. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authType: text('auth_type', { enum: ['oauth', 'token', 'none'] }).notNull(),
    /**
     * Who reads its documents: all members, specified roles, or, for a connector that reports
     * each item's readers, as in the source (each document its own reader set, `readerSets`).
     */
    dataPermission: text('data_permission', { enum: ['all_members', 'specified_roles', 'as_in_source'] }).notNull(),
    roleScope: smallint('role_scope'),
    protectedPermission: text('protected_permission', {
      enum: ['private', 'match_app', 'all_members', 'public'],
    }).notNull(),
    autoSync: boolean('auto_sync').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM sealed JSON of the connector's secrets; never sent to a browser. */
    credentials: text('credentials'),
    docCount: integer('doc_count').notNull().default(0),
    /** The spec's app sync status, with the reason of the last failure. */
    syncStatus: text('sync_status', { enum: ['pending', 'success', 'failed'] }).notNull().default('pending'),
    syncErrorKey: text('sync_error_key'),
    syncErrorDetail: text('sync_error_detail'),
    lastSyncedAt: at('last_synced_at'),
    /** The connector's cursor after the last complete run (incremental sources). */
    cursor: jsonb('cursor'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('apps_scope_idx').on(t.workspaceId, t.scope, t.createdBy),
    index('apps_auto_sync_idx').on(t.autoSync).where(sql`${t.autoSync}`),
  ],
);

/** The roles whose members may see an app whose data permission is "specified roles". */
export const appRoles = pgTable(
  'app_roles',
  {
    workspaceId: uuid('workspace_id').notNull(),
    appId: uuid('app_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.appId, t.roleId] }),
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.workspaceId, t.roleId], foreignColumns: [roles.workspaceId, roles.id] }).onDelete('cascade'),
  ],
);

/**
 * One run of an app's sync. Counters are written in the same transaction as each document, so
 * they stay exact when a run is resumed after its worker died; `checkpoint` is the connector's
 * own resume state and `heartbeatAt` tells live runs from orphaned ones.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    appId: uuid('app_id').notNull(),
    /** Who asked: a person ("sync now"), the nightly schedule, or files uploaded to a file app. */
    trigger: text('trigger', { enum: ['manual', 'nightly', 'upload'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] }).notNull().default('queued'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    heartbeatAt: at('heartbeat_at'),
    workerId: text('worker_id'),
    attempts: integer('attempts').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The source's item count as far as the connector knows it, for the progress bar. */
    total: integer('total'),
    checkpoint: jsonb('checkpoint'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
    index('sync_runs_app_idx').on(t.workspaceId, t.appId, t.createdAt),
    // At most one run of an app is waiting or running at a time.
    uniqueIndex('sync_runs_one_active_key')
      .on(t.workspaceId, t.appId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** Items a run could not take in (unreadable file, page error, document limit…). */
export const syncItemErrors = pgTable(
  'sync_item_errors',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    runId: uuid('run_id').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title'),
    errorKey: text('error_key').notNull(),
    errorDetail: text('error_detail'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.runId], foreignColumns: [syncRuns.workspaceId, syncRuns.id] }).onDelete('cascade'),
    uniqueIndex('sync_item_errors_item_key').on(t.workspaceId, t.runId, t.externalId),
  ],
);

/**
 * Who may read a document at its source, as a set of principals: `everyone` (public, the whole
 * organisation, anyone with the link), or source accounts and groups (`github:user:<id>`,
 * `github:team:<id>`, `feishu:department:<id>`…). Known by the hash of its sorted principals, so
 * that the documents of an app share a few sets: a search asks which sets name one of the
 * reader's principals once, not which principals each document names.
 */
export const readerSets = pgTable(
  'reader_sets',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** SHA-256 of the sorted principals (`reader-sets.ts`). */
    hash: text('hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When a sync last took the set for an item: the sweep leaves a set a running sync may still hand out. */
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), uniqueIndex('reader_sets_hash_key').on(t.workspaceId, t.hash)],
);

/** A reader set's principals; a set without any is read by no one. Keyed principal first: a reader's sets are looked up by their principals. */
export const readerSetPrincipals = pgTable(
  'reader_set_principals',
  {
    workspaceId: uuid('workspace_id').notNull(),
    setId: uuid('set_id').notNull(),
    principal: text('principal').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.principal, t.setId] }),
    foreignKey({ columns: [t.workspaceId, t.setId], foreignColumns: [readerSets.workspaceId, readerSets.id] }).onDelete('cascade'),
  ],
);

/**
 * An account at a source (a GitHub user…) that the workspace's syncs met as a reader or a group's
 * member. It holds its principal (`<provider>:user:<externalId>`) for the member it is linked to
 * (`userId`, by an admin), or else for the member whose e-mail address it has. Kept while no one
 * is linked: it takes effect when someone is.
 */
export const sourceIdentities = pgTable(
  'source_identities',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The source's stable ID of the account (GitHub's numeric user ID). */
    externalId: text('external_id').notNull(),
    /** What people call it there (a GitHub login). */
    login: text('login'),
    name: text('name'),
    email: text('email'),
    /** The mobile number the source holds for it, as `+86 13800000000` (DingTalk's directory tells it). */
    phone: text('phone'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.provider, t.externalId] }),
    index('source_identities_user_idx').on(t.workspaceId, t.userId),
    index('source_identities_email_idx').on(t.workspaceId, sql`lower(${t.email})`),
    index('source_identities_phone_idx').on(t.workspaceId, t.phone),
  ],
);

/** A source's group (a GitHub team, a Feishu department…) as the syncs met it: what it is called there. */
export const sourceGroups = pgTable(
  'source_groups',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The group's principal (`github:team:<id>`). */
    principal: text('principal').notNull(),
    provider: text('provider').notNull(),
    name: text('name'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.principal] })],
);

/**
 * A workspace role whose members follow a source's group (a Feishu or DingTalk department, a
 * GitHub team): besides the members added to it, it is held by whoever the group holds as its
 * last sync found it, so that someone who leaves the department at the source leaves the role.
 * The group need not be known yet: the role follows it from the first sync that reports it.
 */
export const roleSourceGroups = pgTable(
  'role_source_groups',
  {
    workspaceId: uuid('workspace_id').notNull(),
    roleId: uuid('role_id').notNull(),
    groupPrincipal: text('group_principal').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.roleId] }),
    index('role_source_groups_group_idx').on(t.workspaceId, t.groupPrincipal),
    foreignKey({ columns: [t.workspaceId, t.roleId], foreignColumns: [roles.workspaceId, roles.id] }).onDelete('cascade'),
  ],
);

/** The accounts a source's group (a GitHub team…) holds, as the last sync that reported the group found them. */
export const sourceGroupMembers = pgTable(
  'source_group_members',
  {
    workspaceId: uuid('workspace_id').notNull(),
    provider: text('provider').notNull(),
    /** The group's principal (`github:team:<id>`). */
    groupPrincipal: text('group_principal').notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.groupPrincipal, t.externalId] }),
    foreignKey({ columns: [t.workspaceId, t.provider, t.externalId], foreignColumns: [sourceIdentities.workspaceId, sourceIdentities.provider, sourceIdentities.externalId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A document taken in from an app's source, with its extracted text. `restricted` is the
 * source's own visibility (a private repository, a page not shared publicly): such documents
 * follow the app's protected-document permission. In an app "as in the source", `readerSetId`
 * names who reads it there, and a member reads it only when they are among them.
 */
export const documents = pgTable(
  'documents',
  {
    workspaceId: uuid('workspace_id').notNull(),
    // Time-ordered: a sync's new documents go to the end of the indexes keyed by id (random ids
    // would touch a page anywhere in them for each row).
    id: uuid('id').notNull().defaultRandom().$defaultFn(() => timeOrderedId()),
    appId: uuid('app_id').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    author: text('author'),
    sourceType: text('source_type').notNull(),
    mediaType: text('media_type'),
    restricted: boolean('restricted').notNull().default(false),
    /** Its readers at the source, when its app follows the source's permissions (null otherwise, or not synced since). */
    readerSetId: uuid('reader_set_id'),
    text: text('text').notNull(),
    contentHash: text('content_hash').notNull(),
    /** What the source says of the item's version (ETag, update time, file hash). */
    sourceVersion: text('source_version'),
    /** The stored original, for files. */
    fileSha256: text('file_sha256'),
    size: integer('size'),
    sourceCreatedAt: at('source_created_at'),
    sourceUpdatedAt: at('source_updated_at'),
    lastSeenRunId: uuid('last_seen_run_id'),
    /** The content hash the search index holds; differs while the document awaits indexing. */
    indexedHash: text('indexed_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When its content last changed (not when a run last saw it). */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.workspaceId, t.readerSetId], foreignColumns: [readerSets.workspaceId, readerSets.id] }),
    uniqueIndex('documents_external_key').on(t.workspaceId, t.appId, t.externalId),
    index('documents_updated_idx').on(t.workspaceId, t.updatedAt),
    // The sweep asks which sets no document holds; deleting a set checks its key here.
    index('documents_reader_set_idx').on(t.workspaceId, t.readerSetId).where(sql`${t.readerSetId} is not null`),
  ],
);

/** Files uploaded to a file app; the file connector lists them as its source. */
export const appFiles = pgTable(
  'app_files',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    appId: uuid('app_id').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
    index('app_files_app_idx').on(t.workspaceId, t.appId),
  ],
);

export type App = typeof apps.$inferSelect;
export type SyncRun = typeof syncRuns.$inferSelect;

/**
 * An OAuth authorization under way for an app: the state sent to the provider (only its hash is
 * kept), bound to the session that started it, single-use and short-lived, with the PKCE verifier
 * sealed until the callback.
 */
export const appOAuthStates = pgTable(
  'app_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    workspaceId: uuid('workspace_id').notNull(),
    /** What the grant is for: an app's credentials, or linking the member to their account at the source. */
    purpose: text('purpose', { enum: ['app', 'account'] }).notNull().default('app'),
    /** The app authorized; none when a member links their account. */
    appId: uuid('app_id'),
    userId: uuid('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    connectorKey: text('connector_key').notNull(),
    verifier: text('verifier').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade')],
);
