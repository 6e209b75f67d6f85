import { sql } from 'drizzle-orm';
import { CONNECTORS, findConnector } from '../connectors/catalogue.ts';
import type { Connector as ConnectorShape } from '../connectors/types.ts';
import { containsPattern } from '../db/like.ts';
import { builder } from '../graphql/builder.ts';
import type { Context, MemberContext } from '../request/context.ts';
import { actingMember, readableInWorkspace } from '../graphql/access.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { actorOf } from '../workspaces/acting.ts';
import { Role } from '../workspaces/role-types.ts';
import { Workspace } from '../workspaces/types.ts';
import { appReadable, documentReadable, managesApp, managesRunApp } from './access.ts';
import { canManage } from './service.ts';
import type { TokenAccess } from '../request/token-scopes.ts';
import { countListedDocuments, listedDocumentIds } from './document-list.ts';
import { originalPath } from './original.ts';
import { apps, ROLE_SCOPES, type appFiles, type syncItemErrors, type App as AppRow, type SyncRun as SyncRunRow } from './tables.ts';
import { readerSetsOf, sourceApps, type Reader } from './visibility.ts';

export const AuthType = builder.enumType('AuthType', {
  values: { OAUTH: { value: 'oauth' }, TOKEN: { value: 'token' }, NONE: { value: 'none' } } as const,
});
export const AppScope = builder.enumType('AppScope', {
  values: { WORKSPACE: { value: 'workspace' }, PERSONAL: { value: 'personal' } } as const,
});
export const DataPermission = builder.enumType('DataPermission', {
  description: 'Who sees the app’s documents: all members, only specified roles, or as in the source.',
  values: {
    ALL_MEMBERS: { value: 'all_members' },
    SPECIFIED_ROLES: { value: 'specified_roles' },
    AS_IN_SOURCE: {
      value: 'as_in_source',
      description: 'Each document is read by the members its source lets read it (their linked or e-mail-matched accounts there), admins included; for connectors with `sourcePermissions`.',
    },
  } as const,
});
export const RoleScope = builder.enumType('RoleScope', {
  description: '1 match data source (restricted documents follow the protected-document permission), 2 only specified role.',
  values: {
    MATCH_DATA_SOURCE: { value: ROLE_SCOPES.matchDataSource },
    ONLY_SPECIFIED_ROLE: { value: ROLE_SCOPES.onlySpecifiedRole },
  } as const,
});
export const ProtectedPermission = builder.enumType('ProtectedPermission', {
  description: 'Who sees documents the source itself restricts.',
  values: {
    PRIVATE: { value: 'private' },
    MATCH_APP: { value: 'match_app' },
    ALL_MEMBERS: { value: 'all_members', description: 'Visible to all members of the product (the workspace).' },
    PUBLIC: { value: 'public', description: 'Public on the internet.' },
  } as const,
});
const AppSyncStatus = builder.enumType('AppSyncStatus', {
  values: { PENDING: { value: 'pending' }, SUCCESS: { value: 'success' }, FAILED: { value: 'failed' } } as const,
});
const SyncRunStatus = builder.enumType('SyncRunStatus', {
  values: { QUEUED: { value: 'queued' }, RUNNING: { value: 'running' }, SUCCEEDED: { value: 'succeeded' }, FAILED: { value: 'failed' } } as const,
});
const AppFileIndexState = builder.enumType('AppFileIndexState', {
  values: {
    INDEXING: { value: 'indexing', description: 'A run of its app is queued or under way.' },
    SEARCHABLE: { value: 'searchable', description: 'Its text is in search.' },
    FAILED: { value: 'failed', description: 'The app’s last run could not take it in (see indexError).' },
    NOT_INDEXED: { value: 'not_indexed', description: 'No run has taken it in and none is under way.' },
  } as const,
});
const SyncTrigger = builder.enumType('SyncTrigger', {
  values: { MANUAL: { value: 'manual' }, NIGHTLY: { value: 'nightly' }, UPLOAD: { value: 'upload', description: 'Files uploaded to a file app, indexed at once.' } } as const,
});

const message = (ctx: Context, key: string | null) => (key ? translate(ctx.locale, key as MessageKey) : null);

export const ConnectorRef = builder.objectRef<ConnectorShape>('Connector').implement({
  description: 'An entry of the app store: a kind of source an app can be installed from.',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.string({ resolve: (c, _args, ctx) => c.name[ctx.locale] }),
    description: t.string({ resolve: (c, _args, ctx) => c.description[ctx.locale] }),
    platform: t.exposeString('platform'),
    authTypes: t.field({ type: [AuthType], resolve: (c) => [...c.authTypes] }),
    oauthAvailable: t.boolean({
      description: 'Whether OAuth authorization can be used here (the server has the connector’s OAuth app).',
      resolve: (c, _args, ctx) => Boolean(c.oauth?.(ctx.connectors)),
    }),
    sourcePermissions: t.boolean({
      description: 'Whether the source tells who reads each item, so that its apps may read AS_IN_SOURCE (Notion’s API, for one, does not).',
      resolve: (c) => Boolean(c.sourcePermissions),
    }),
  }),
});

builder.queryField('appStore', (t) =>
  t.authField({
    type: [ConnectorRef],
    description: 'The connectors apps can be installed from.',
    authScopes: { member: ['documents:read', 'manage'] },
    resolve: () => [...CONNECTORS],
  }),
);

const reader = (ctx: MemberContext): Reader => actorOf(ctx);

// Pothos types a related connection's scope function by the related row; it receives the parent.
/** The app's managers, and their tokens that `tokens` reach (its documents' text needs `documents:read`). */
// (The App rule, run first, let a member of its workspace in.)
const managersOnly = (tokens: TokenAccess) => ((a: AppRow, _args: unknown, ctx: Context) => viewerCanManage(ctx, a) && { member: tokens }) as never;

/** Whether the viewer manages the app: a field of a type whose read rule admits members only. */
function viewerCanManage(ctx: Context, app: AppRow) {
  const actor = actingMember(ctx);
  return actor !== null && canManage(actor, app);
}

export const App = builder.drizzleNode('apps', {
  name: 'App',
  description: 'A data-source app installed in the workspace (or a member’s personal one).',
  authScopes: readableInWorkspace('App', ['documents:read', 'manage'], appReadable),
  id: { column: (a) => a.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    title: t.exposeString('title'),
    connectorKey: t.exposeString('connectorKey'),
    connector: t.field({ type: ConnectorRef, nullable: true, resolve: (a) => findConnector(a.connectorKey) ?? null }),
    platform: t.string({ resolve: (a) => findConnector(a.connectorKey)?.platform ?? a.connectorKey }),
    scope: t.expose('scope', { type: AppScope }),
    syncStatus: t.expose('syncStatus', { type: AppSyncStatus }),
    syncErrorMessage: t.string({ nullable: true, resolve: (a, _args, ctx) => message(ctx, a.syncErrorKey) }),
    syncErrorDetail: t.exposeString('syncErrorDetail', { nullable: true }),
    docCount: t.exposeInt('docCount'),
    createdBy: t.relation('createdByUser'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lastSyncedAt: t.expose('lastSyncedAt', { type: 'DateTime', nullable: true }),
    authType: t.expose('authType', { type: AuthType }),
    dataPermission: t.expose('dataPermission', { type: DataPermission }),
    roleScope: t.field({
      type: RoleScope,
      nullable: true,
      resolve: (a) => (a.roleScope === 1 || a.roleScope === 2 ? a.roleScope : null),
    }),
    roles: t.field({
      type: [Role],
      select: { with: { appRoles: { with: { role: true } } } },
      resolve: (a) => a.appRoles.map((ar) => ar.role),
    }),
    protectedPermission: t.expose('protectedPermission', { type: ProtectedPermission }),
    autoSync: t.exposeBoolean('autoSync'),
    settings: t.field({ type: 'JSON', description: 'The connector’s settings (never its secrets).', resolve: (a) => a.config }),
    hasCredentials: t.boolean({ resolve: (a) => a.credentials !== null }),
    viewerCanManage: t.boolean({ resolve: (a, _args, ctx) => viewerCanManage(ctx, a) }),
    // Runs name the documents that failed, restricted ones included: for the app's managers.
    // Read in the app's own statement, so that its status and its latest run agree (both are
    // settled in one transaction when a run ends).
    latestRun: t.field({
      type: SyncRun,
      nullable: true,
      authScopes: managersOnly('manage'),
      select: (_args, _ctx, nestedSelection) => ({
        with: { runs: nestedSelection({ orderBy: { createdAt: 'desc' as const, id: 'desc' as const }, limit: 1 }) },
      }),
      resolve: (a) => a.runs[0] ?? null,
    }),
    runs: t.relatedConnection('runs', {
      description: 'Sync runs, newest first (its managers).',
      totalCount: true,
      authScopes: managersOnly('manage'),
      query: { orderBy: { createdAt: 'desc', id: 'desc' } },
    }),
    documents: t.relatedConnection('documents', {
      description: 'The app’s documents, most recently updated first (its managers; of an app as in the source, those its source lets them read).',
      totalCount: true,
      authScopes: managersOnly('documents:read'),
      args: { search: t.arg.string({ required: false }) },
      query: (args, ctx) => {
        const search = args.search?.trim();
        return {
          where: {
            ...(search && { title: { ilike: containsPattern(search) } }),
            // A manager reads of an app "as in the source" what its source lets them read. (The
            // selection is made before the field's scopes are judged: without a membership, none.)
            RAW: (d) => {
              const actor = actingMember(ctx);
              if (!actor) return sql`false`;
              return sql`(${d.appId} not in (select ${apps.id} from ${apps} where ${sourceApps(actor)}) or ${d.readerSetId} in ${readerSetsOf(actor)})`;
            },
          },
          orderBy: { updatedAt: 'desc', id: 'desc' },
        };
      },
    }),
    files: t.relatedConnection('files', {
      description: 'Files uploaded to a file app, newest first (its managers).',
      totalCount: true,
      authScopes: managersOnly('manage'),
      query: { orderBy: { createdAt: 'desc', id: 'desc' } },
    }),
  }),
});

export const SyncRun = builder.drizzleNode('syncRuns', {
  name: 'SyncRun',
  description: 'One sync of an app: when, what it took in, and what went wrong.',
  // Runs name the documents that failed, restricted ones included: for the app's managers.
  authScopes: readableInWorkspace<SyncRunRow>('SyncRun', 'manage', (ctx, run, actor) => managesApp(ctx, run.appId, actor)),
  id: { column: (r) => r.id },
  fields: (t) => ({
    status: t.expose('status', { type: SyncRunStatus }),
    trigger: t.expose('trigger', { type: SyncTrigger }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    added: t.exposeInt('added'),
    updated: t.exposeInt('updated'),
    unchanged: t.exposeInt('unchanged'),
    deleted: t.exposeInt('deleted'),
    failed: t.exposeInt('failed'),
    processed: t.int({ description: 'Items handled so far.', resolve: (r) => r.added + r.updated + r.unchanged + r.failed }),
    total: t.exposeInt('total', { nullable: true, description: 'The items the source holds, once known.' }),
    errorMessage: t.string({ nullable: true, resolve: (r, _args, ctx) => message(ctx, r.status === 'failed' ? r.errorKey : null) }),
    errorDetail: t.string({ nullable: true, resolve: (r) => (r.status === 'failed' ? r.errorDetail : null) }),
    itemErrors: t.relatedConnection('itemErrors', {
      description: 'Items this run could not take in.',
      totalCount: true,
      query: { orderBy: { createdAt: 'asc', id: 'asc' } },
    }),
  }),
});

builder.drizzleObject('syncItemErrors', {
  name: 'SyncItemError',
  authScopes: readableInWorkspace<typeof syncItemErrors.$inferSelect>('SyncItemError', 'manage', (ctx, error, actor) => managesRunApp(ctx, error.runId, actor)),
  fields: (t) => ({
    externalId: t.exposeString('externalId', { description: 'The item at its source (a URL, a file).' }),
    title: t.exposeString('title', { nullable: true }),
    message: t.string({ resolve: (e, _args, ctx) => translate(ctx.locale, e.errorKey as MessageKey) }),
    detail: t.exposeString('errorDetail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AppFile = builder.drizzleNode('appFiles', {
  name: 'AppFile',
  description: 'A file uploaded to a file app (its managers see them).',
  authScopes: readableInWorkspace<typeof appFiles.$inferSelect>('AppFile', 'manage', (ctx, file, actor) => managesApp(ctx, file.appId, actor)),
  id: { column: (f) => f.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    mediaType: t.exposeString('mediaType'),
    size: t.exposeInt('size'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    indexState: t.field({
      type: AppFileIndexState,
      description: 'Where the file stands in search: uploads are indexed at once.',
      resolve: async (f, _args, ctx) => (await ctx.loaders.apps.fileStates.load(f.id))?.state ?? 'not_indexed',
    }),
    indexError: t.string({
      nullable: true,
      description: 'Why the app’s last run could not take the file in (when its state is FAILED).',
      resolve: async (f, _args, ctx) => message(ctx, (await ctx.loaders.apps.fileStates.load(f.id))?.errorKey ?? null),
    }),
    indexErrorDetail: t.string({
      nullable: true,
      resolve: async (f, _args, ctx) => (await ctx.loaders.apps.fileStates.load(f.id))?.errorDetail ?? null,
    }),
  }),
});

export const DocumentRef = builder.drizzleNode('documents', {
  name: 'Document',
  description: 'A document taken in from an app’s source.',
  id: { column: (d) => d.id },
  // Only the columns asked for: a search page or an answer's citations load ten documents or so
  // for their titles and links, and a document's text can be megabytes.
  select: { columns: { id: true, workspaceId: true } },
  authScopes: readableInWorkspace<{ workspaceId: string; id: string }>('Document', 'documents:read', (ctx, document) => documentReadable(ctx, document.id)),
  fields: (t) => ({
    internalID: t.exposeString('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    author: t.exposeString('author', { nullable: true }),
    sourceType: t.exposeString('sourceType'),
    mediaType: t.exposeString('mediaType', { nullable: true }),
    restricted: t.exposeBoolean('restricted', { description: 'Whether the source restricts who sees it.' }),
    sourceUpdatedAt: t.expose('sourceUpdatedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    size: t.exposeInt('size', { nullable: true }),
    excerpt: t.string({
      args: { length: t.arg.int({ required: false, defaultValue: 200 }) },
      select: { columns: { text: true } },
      resolve: (d, args) => {
        const text = d.text.replace(/^#+ /gm, '').replace(/\s+/g, ' ').trim();
        const limit = Math.min(Math.max(args.length ?? 200, 20), 2000);
        return [...text].length > limit ? `${[...text].slice(0, limit).join('')}…` : text;
      },
    }),
    text: t.exposeString('text', { description: 'The extracted text, as light Markdown.' }),
    downloadUrl: t.string({
      nullable: true,
      description: 'The stored original, for uploaded files (a PDF or an SVG opens in the browser; other types are downloaded).',
      select: { columns: { fileSha256: true } },
      resolve: (d) => (d.fileSha256 ? originalPath(d.id) : null),
    }),
    app: t.relation('app'),
  }),
});

builder.drizzleObjectField(Workspace, 'apps', (t) =>
  t.relatedConnection('apps', {
    description: 'Workspace apps, newest first (admins and the creator).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { where: { scope: 'workspace' }, orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

builder.drizzleObjectField(Workspace, 'personalApps', (t) =>
  t.relatedConnection('apps', {
    description: 'The viewer’s own personal apps, newest first.',
    authScopes: { member: ['documents:read', 'manage'] },
    totalCount: true,
    query: (_args, ctx) => ({
      where: { scope: 'personal', createdBy: ctx.viewer!.user.id },
      orderBy: { createdAt: 'desc', id: 'desc' },
    }),
  }),
);

builder.queryField('documents', (t) =>
  t.withAuth({ member: 'documents:read' }).drizzleConnection({
    type: 'documents',
    description: 'Documents the viewer may see, most recently updated first; optionally of one app or matching a title.',
    totalCount: (_root, args, ctx) => countListedDocuments(ctx.db, reader(ctx), { appId: args.appId?.id, search: args.search ?? undefined }),
    args: {
      appId: t.arg.globalID({ required: false, for: App }),
      search: t.arg.string({ required: false }),
    },
    resolve: (query, _root, args, ctx) => {
      const listed = listedDocumentIds(ctx.db, reader(ctx), { appId: args.appId?.id, search: args.search ?? undefined });
      return ctx.db.query.documents.findMany(
        query({ where: { workspaceId: reader(ctx).workspaceId, RAW: (d) => sql`${d.id} in (${listed})` }, orderBy: { updatedAt: 'desc', id: 'desc' } }),
      );
    },
  }),
);

