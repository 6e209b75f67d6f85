import { auditedTransaction, type AuditAct } from '../audit/record.ts';
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { findConnector } from '../connectors/catalogue.ts';
import type { Connector } from '../connectors/types.ts';
import type { Transaction } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { uploadPath } from '../identity/uploads.ts';
import { checkTitle } from '../validation/rules.ts';
import { UPLOAD_LIMITS } from '../validation/uploads.ts';
import type { ActingMember } from '../request/viewer.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { existingRoleIds } from '../workspaces/roles.ts';
import { sealCredentials } from '../lib/sealed.ts';
import type { Jobs } from './ports.ts';
import { announce } from './sync-engine.ts';
import { appFiles, appRoles, apps, documents, ROLE_SCOPES, syncRuns, type App, type SyncRun } from './tables.ts';
import { detectDocumentType, DOCUMENT_TYPES } from '../text/extract.ts';

export type AppScope = 'workspace' | 'personal';

export type AppInput = {
  title?: string | null;
  authType?: App['authType'] | null;
  dataPermission?: App['dataPermission'] | null;
  roleScope?: number | null;
  roleIds?: readonly string[] | null;
  protectedPermission?: App['protectedPermission'] | null;
  autoSync?: boolean | null;
  settings?: unknown;
  credentials?: Record<string, string> | null;
};

/**
 * The app an actor may manage: workspace apps for admins and the creator, a personal app for its
 * owner alone. Anything else is reported as not existing, like an app of another workspace.
 */
export async function managedApp(ctx: Context, actor: ActingMember, appId: string): Promise<App> {
  const app = await ctx.db.query.apps.findFirst({ where: { workspaceId: actor.workspaceId, id: appId } });
  if (!app || !canManage(actor, app)) throw new NotFoundError('appNotFound');
  return app;
}

export const canManage = (actor: ActingMember, app: Pick<App, 'scope' | 'createdBy'>) =>
  app.scope === 'personal' ? app.createdBy === actor.userId : actor.wsUserType >= WS_USER_TYPES.admin;

/** The connector's authorization types this server can carry out (OAuth needs its OAuth app configured). */
const usableAuthTypes = (ctx: Pick<Context, 'connectors'>, connector: Connector) =>
  connector.authTypes.filter((type) => type !== 'oauth' || Boolean(connector.oauth?.(ctx.connectors)));

/**
 * A file app indexes each upload at once, so its nightly sync is optional (off unless chosen);
 * every other app must say whether it syncs nightly.
 */
const autoSyncOptional = (connectorKey: string) => connectorKey === 'files';

/** Checks every field the spec says must be chosen, naming each problem for the form. */
function checkInput(
  scope: AppScope,
  input: AppInput,
  connector: { key: string; auth: readonly string[]; offers?: readonly string[]; sourcePermissions?: boolean },
  creating: boolean,
) {
  const connectorAuth = connector.auth;
  const connectorOffers = connector.offers ?? connectorAuth;
  const problems: FieldProblem[] = [];
  const given = <K extends keyof AppInput>(key: K) => creating || input[key] !== undefined;
  if (given('title')) {
    const titleProblem = checkTitle(input.title ?? '');
    if (titleProblem) problems.push({ field: 'title', key: titleProblem });
  }
  if (given('authType')) {
    if (!input.authType) problems.push({ field: 'authType', key: 'authTypeRequired' });
    else if (!connectorAuth.includes(input.authType)) {
      problems.push({ field: 'authType', key: input.authType === 'oauth' && connectorOffers.includes('oauth') ? 'oauthNotConfigured' : 'authTypeNotSupported' });
    }
  }
  if (given('autoSync') && input.autoSync == null && !autoSyncOptional(connector.key)) problems.push({ field: 'autoSync', key: 'autoSyncRequired' });
  // Credentials are replaced whole: a blank part (a new App ID without its secret) would break them.
  if (input.credentials && Object.values(input.credentials).some((value) => !value?.trim())) {
    problems.push({ field: 'credentials', key: 'credentialsIncomplete' });
  }
  if (scope === 'workspace') {
    if (given('dataPermission') && !input.dataPermission) problems.push({ field: 'dataPermission', key: 'dataPermissionRequired' });
    // Only a connector that tells who reads each item can follow the source's permissions.
    if (input.dataPermission === 'as_in_source' && !connector.sourcePermissions) problems.push({ field: 'dataPermission', key: 'sourcePermissionsNotSupported' });
    if (input.dataPermission === 'specified_roles') {
      if (!input.roleIds?.length) problems.push({ field: 'roleIds', key: 'rolesRequired' });
      if (input.roleScope !== ROLE_SCOPES.matchDataSource && input.roleScope !== ROLE_SCOPES.onlySpecifiedRole) {
        problems.push({ field: 'roleScope', key: 'roleScopeRequired' });
      }
    }
    if (given('protectedPermission') && !input.protectedPermission) {
      problems.push({ field: 'protectedPermission', key: 'protectedPermissionRequired' });
    }
  }
  return problems;
}

/**
 * The connector's reading of the settings, an object of its fields (nothing means its defaults).
 * Anything else, and what the connector refuses, is added to `problems` (answering undefined).
 */
function parseSettings(connector: Connector, settings: unknown, problems: FieldProblem[]): Record<string, unknown> | undefined {
  if (settings != null && (typeof settings !== 'object' || Array.isArray(settings))) {
    problems.push({ field: 'settings', key: 'settingsNotObject' });
    return undefined;
  }
  try {
    return connector.parseConfig(settings ?? {}) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

/** Installs an app from the app store, workspace-wide (admins) or personal (any member). */
export async function installApp(ctx: Context, actor: ActingMember, scope: AppScope, connectorKey: string, input: AppInput) {
  const connector = findConnector(connectorKey);
  if (!connector) throw new NotFoundError('connectorNotFound');
  const problems = checkInput(scope, input, { key: connectorKey, auth: usableAuthTypes(ctx, connector), offers: connector.authTypes, sourcePermissions: connector.sourcePermissions }, true);
  const settings = parseSettings(connector, input.settings, problems) ?? {};
  if (problems.length > 0) throw new ValidationError(problems);
  const workspaceApp = scope === 'workspace';
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [app] = await tx
      .insert(apps)
      .values({
        workspaceId: actor.workspaceId,
        connectorKey,
        scope,
        createdBy: actor.userId,
        title: input.title!.trim(),
        authType: input.authType!,
        dataPermission: workspaceApp ? input.dataPermission! : 'specified_roles',
        roleScope: workspaceApp && input.dataPermission === 'specified_roles' ? input.roleScope! : null,
        protectedPermission: workspaceApp ? input.protectedPermission! : 'private',
        autoSync: input.autoSync ?? false,
        config: settings,
      })
      .returning();
    if (input.credentials && Object.keys(input.credentials).length > 0) {
      await tx
        .update(apps)
        .set({ credentials: sealCredentials(ctx.secrets, input.credentials, app!.id) })
        .where(and(eq(apps.workspaceId, actor.workspaceId), eq(apps.id, app!.id)));
    }
    if (workspaceApp && input.dataPermission === 'specified_roles') await setRoles(tx, actor.workspaceId, app!.id, input.roleIds!);
    // Only workspace apps are recorded: a personal app, its title included, is its maker's alone.
    const act = workspaceApp ? { action: 'app.installed', object: appObject(app!), detail: { after: { ...permissionsOf(app!), connector: connectorKey } } } : null;
    return { result: app!, act };
  });
}
const appObject = (app: Pick<App, 'id' | 'title'>) => ({ type: 'app', id: app.id, label: app.title });

/** A workspace app's change, as the log records it: who may read it before and after, and whether its credentials or settings changed (never their values). */
function updateAct(before: App, after: App, input: AppInput, settingsChanged: boolean): AuditAct {
  return {
    action: 'app.updated',
    object: appObject(after),
    detail: {
      before: { title: before.title, ...permissionsOf(before) },
      after: { title: after.title, ...permissionsOf(after), ...(input.roleIds && { roles: input.roleIds.length }) },
      ...(input.credentials && { credentialsChanged: true }),
      ...(settingsChanged && { settingsChanged: true }),
    },
  };
}
/** Who may read an app's documents, as the audit log shows a change of it. */
const permissionsOf = (app: Pick<App, 'scope' | 'dataPermission' | 'roleScope' | 'protectedPermission'>) => ({
  scope: app.scope,
  dataPermission: app.dataPermission,
  roleScope: app.roleScope,
  protectedPermission: app.protectedPermission,
});

/** Changes an app's settings; fields left out keep their value. */
export async function updateApp(ctx: Context, actor: ActingMember, appId: string, input: AppInput) {
  const app = await managedApp(ctx, actor, appId);
  const connector = findConnector(app.connectorKey);
  if (!connector) throw new NotFoundError('connectorNotFound');
  const merged = {
    ...input,
    dataPermission: input.dataPermission ?? app.dataPermission,
    roleScope: input.roleScope !== undefined ? input.roleScope : app.roleScope,
    roleIds:
      input.roleIds ??
      (await ctx.db.select({ id: appRoles.roleId }).from(appRoles).where(and(eq(appRoles.workspaceId, app.workspaceId), eq(appRoles.appId, app.id)))).map(
        (r) => r.id,
      ),
  };
  // An app keeps the authorization it has; choosing OAuth anew needs the server's OAuth app.
  const authTypes = input.authType && input.authType !== app.authType ? usableAuthTypes(ctx, connector) : connector.authTypes;
  const problems = checkInput(app.scope, merged, { key: app.connectorKey, auth: authTypes, offers: connector.authTypes, sourcePermissions: connector.sourcePermissions }, false);
  const settings = input.settings !== undefined ? parseSettings(connector, input.settings, problems) : undefined;
  if (problems.length > 0) throw new ValidationError(problems);
  const workspaceApp = app.scope === 'workspace';
  await auditedTransaction(ctx, app.workspaceId, async (tx) => {
    const [updated] = await tx
      .update(apps)
      .set({
        ...(input.title != null && { title: input.title.trim() }),
        ...(input.authType && { authType: input.authType }),
        ...(input.autoSync != null && { autoSync: input.autoSync }),
        ...(settings && { config: settings }),
        ...(input.credentials && { credentials: sealCredentials(ctx.secrets, input.credentials, app.id) }),
        ...(workspaceApp && input.protectedPermission && { protectedPermission: input.protectedPermission }),
        ...(workspaceApp && {
          dataPermission: merged.dataPermission,
          roleScope: merged.dataPermission === 'specified_roles' ? merged.roleScope : null,
        }),
        updatedAt: ctx.now,
      })
      .where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.id)))
      .returning();
    if (workspaceApp && (input.roleIds !== undefined || input.dataPermission !== undefined)) {
      await tx.delete(appRoles).where(and(eq(appRoles.workspaceId, app.workspaceId), eq(appRoles.appId, app.id)));
      if (merged.dataPermission === 'specified_roles') await setRoles(tx, app.workspaceId, app.id, merged.roleIds);
    }
    return { result: undefined, act: workspaceApp ? updateAct(app, updated!, input, Boolean(settings)) : null };
  });
  // Following the source's permissions (or no longer) needs every item's readers read at the
  // source: until that sync has run, documents without readers are read by no one.
  const followsSource = (permission: App['dataPermission']) => permission === 'as_in_source';
  if (workspaceApp && followsSource(merged.dataPermission) !== followsSource(app.dataPermission)) await requestSync(ctx, ctx.jobs, app, 'manual', actor.userId);
  return app.id;
}


async function setRoles(tx: Transaction, workspaceId: string, appId: string, roleIds: readonly string[]) {
  const unique = [...new Set(roleIds)];
  const known = await existingRoleIds(tx, workspaceId, unique);
  if (known.length !== unique.length) throw new NotFoundError('roleNotFound');
  await tx.insert(appRoles).values(unique.map((roleId) => ({ workspaceId, appId, roleId })));
}

/** Removes an app with its documents, runs and files. */
export async function deleteApp(ctx: Context, actor: ActingMember, appId: string) {
  const app = await managedApp(ctx, actor, appId);
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    await tx.delete(apps).where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.id)));
    const act = app.scope === 'workspace' ? { action: 'app.deleted', object: appObject(app), detail: { before: { ...permissionsOf(app), documents: app.docCount } } } : null;
    return { result: undefined, act };
  });
}

/**
 * Asks for a sync now. While a run of the app is queued or running, that run is the answer:
 * one app never syncs twice at the same time.
 */
export async function requestSync(ctx: Pick<Context, 'db' | 'pubsub'>, jobs: Pick<Jobs, 'enqueueSync'>, app: Pick<App, 'workspaceId' | 'id'>, trigger: SyncRun['trigger'], userId: string | null) {
  const [created] = await ctx.db
    .insert(syncRuns)
    .values({ workspaceId: app.workspaceId, appId: app.id, trigger, requestedBy: userId })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [active] = await ctx.db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.workspaceId, app.workspaceId), eq(syncRuns.appId, app.id), inArray(syncRuns.status, ['queued', 'running'])))
      .limit(1);
    if (active) return active;
    return requestSync(ctx, jobs, app, trigger, userId);
  }
  await ctx.db.update(apps).set({ syncStatus: 'pending' }).where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.id)));
  await jobs.enqueueSync({ workspaceId: app.workspaceId, runId: created.id });
  announce(ctx.pubsub, app.workspaceId, app.id);
  return created;
}

/**
 * Stores a file uploaded to a file app (by content hash) and has it indexed at once: by a run of
 * its own, or by the app's run already under way. A burst of uploads shares runs (one at a time
 * per app): a queued run lists every file when it starts, and a file uploaded after a running run
 * listed the app's files is taken in by the run that follows it (`follow-up.ts`).
 */
export async function addAppFile(ctx: Context, actor: ActingMember, appId: string, file: { name: string; bytes: Buffer }) {
  const app = await managedApp(ctx, actor, appId);
  if (app.connectorKey !== 'files') throw new ExpectedError('fileUploadNotSupported');
  const [held] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(appFiles)
    .where(and(eq(appFiles.workspaceId, app.workspaceId), eq(appFiles.appId, app.id)));
  if ((held?.n ?? 0) >= UPLOAD_LIMITS.appFile.perApp) throw new ExpectedError('appFilesLimit');
  const stored = await storeAppFile(ctx.db, ctx.uploadDir, app, file, actor.userId);
  const run = await requestSync(ctx, ctx.jobs, app, 'upload', actor.userId);
  return { app, file: stored, run };
}

/** Checks a file's type, stores its bytes by hash and lists it on the app. */
export async function storeAppFile(db: Context['db'], uploadDir: string, app: App, file: { name: string; bytes: Buffer }, userId: string) {
  const type = detectDocumentType(file.bytes, file.name);
  if (!type) throw new ValidationError([{ field: 'file', key: 'documentTypeNotSupported' }]);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const target = uploadPath(uploadDir, sha256);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, file.bytes);
  await rename(temporary, target);
  const [row] = await db
    .insert(appFiles)
    .values({
      workspaceId: app.workspaceId,
      appId: app.id,
      name: path.basename(file.name || 'file').slice(0, 200),
      mediaType: DOCUMENT_TYPES[type],
      sha256,
      size: file.bytes.length,
      uploadedBy: userId,
    })
    .returning();
  return row!;
}

/**
 * Removes an uploaded file and, at once, its document (with its chunks): an app that does not
 * sync on its own would otherwise keep it searchable indefinitely.
 */
export async function deleteAppFile(ctx: Context, actor: ActingMember, appId: string, fileId: string) {
  const app = await managedApp(ctx, actor, appId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(appFiles)
      .where(and(eq(appFiles.workspaceId, app.workspaceId), eq(appFiles.appId, app.id), eq(appFiles.id, fileId)))
      .returning({ id: appFiles.id });
    if (removed.length === 0) throw new NotFoundError();
    await tx.delete(documents).where(and(eq(documents.workspaceId, app.workspaceId), eq(documents.appId, app.id), eq(documents.externalId, fileId)));
    await tx
      .update(apps)
      .set({ docCount: sql`(select count(*) from ${documents} where ${documents.workspaceId} = ${app.workspaceId} and ${documents.appId} = ${app.id})` })
      .where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.id)));
  });
  return app;
}
