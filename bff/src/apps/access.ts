import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import type { Database } from '../db/client.ts';
import type { ActingMember } from '../request/viewer.ts';
import { fileIndexStates } from './file-states.ts';
import { readableDocument } from './readable-documents.ts';
import { memberGroupRolesLoader, roleSourceGroupLoader } from './source-groups.ts';
import { sourceAccountReaders } from './source-readers.ts';
import { canManage } from './service.ts';
import { apps, syncRuns, type App } from './tables.ts';
import { appVisibleTo } from './visibility.ts';

/**
 * What the apps domain's read rules (declared on its GraphQL types, see `graphql/access.ts`) read,
 * for all the objects of a response at once: one request's loaders (`graphql/loaders.ts`).
 */
export function appLoaders(db: Database, actor: ActingMember | null) {
  return {
    apps: new DataLoader<string, App | null>(async (ids) => {
      if (!actor) return ids.map(() => null);
      const rows = await db.query.apps.findMany({ where: { workspaceId: actor.workspaceId, id: { in: [...ids] } } });
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    visibleApps: new DataLoader<string, boolean>(async (ids) => {
      if (!actor) return ids.map(() => false);
      const rows = await db
        .select({ id: apps.id })
        .from(apps)
        .where(and(appVisibleTo(actor), inArray(apps.id, [...ids])));
      return ids.map((id) => rows.some((row) => row.id === id));
    }),
    fileStates: fileIndexStates(db, actor),
    sourceAccountReaders: sourceAccountReaders(db, actor),
    roleSourceGroups: roleSourceGroupLoader(db, actor),
    memberGroupRoles: memberGroupRolesLoader(db, actor),
    runApps: new DataLoader<string, string | null>(async (ids) => {
      if (!actor) return ids.map(() => null);
      const rows = await db
        .select({ id: syncRuns.id, appId: syncRuns.appId })
        .from(syncRuns)
        .where(and(eq(syncRuns.workspaceId, actor.workspaceId), inArray(syncRuns.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id)?.appId ?? null);
    }),
  };
}

/** An app: its managers, and the members its data permission names. */
export async function appReadable(ctx: Context, app: App, actor: ActingMember) {
  return canManage(actor, app) || ctx.loaders.apps.visibleApps.load(app.id);
}

/** What only an app's managers see (its runs, their errors, its uploaded files). */
export async function managesApp(ctx: Context, appId: string | null, actor: ActingMember) {
  const app = appId ? await ctx.loaders.apps.apps.load(appId) : null;
  return Boolean(app && canManage(actor, app));
}

export async function managesRunApp(ctx: Context, runId: string, actor: ActingMember) {
  return managesApp(ctx, await ctx.loaders.apps.runApps.load(runId), actor);
}

/** A document, for the viewer: by its app's data permission, or its protected-document permission when restricted. */
export async function documentReadable(ctx: Context, documentId: string) {
  return (await readableDocument(ctx, documentId)) !== null;
}
