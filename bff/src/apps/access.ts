import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../graphql/context.ts';
import type { ActingMember } from '../workspaces/members.ts';
import { readableDocument } from './readable-documents.ts';
import { canManage } from './service.ts';
import { apps, syncRuns, type App } from './tables.ts';
import { appVisibleTo } from './visibility.ts';

/**
 * The read rules of the apps domain's objects (declared on their GraphQL types, see
 * `graphql/access.ts`), each reading what it needs for all the objects of a response at once.
 */
type Loaders = {
  apps: DataLoader<string, App | null>;
  visibleApps: DataLoader<string, boolean>;
  runApps: DataLoader<string, string | null>;
};
const loaders = new WeakMap<Context, Loaders>();

function loadersOf(ctx: Context, actor: ActingMember): Loaders {
  let found = loaders.get(ctx);
  if (!found) {
    const inWorkspace = (ids: readonly string[]) => ({ workspaceId: actor.workspaceId, id: { in: [...ids] } });
    found = {
      apps: new DataLoader(async (ids) => {
        const rows = await ctx.db.query.apps.findMany({ where: inWorkspace(ids) });
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      visibleApps: new DataLoader(async (ids) => {
        const rows = await ctx.db
          .select({ id: apps.id })
          .from(apps)
          .where(and(appVisibleTo(actor), inArray(apps.id, [...ids])));
        return ids.map((id) => rows.some((row) => row.id === id));
      }),
      runApps: new DataLoader(async (ids) => {
        const rows = await ctx.db
          .select({ id: syncRuns.id, appId: syncRuns.appId })
          .from(syncRuns)
          .where(and(eq(syncRuns.workspaceId, actor.workspaceId), inArray(syncRuns.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id)?.appId ?? null);
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

/** An app: its managers, and the members its data permission names. */
export async function appReadable(ctx: Context, app: App, actor: ActingMember) {
  return canManage(actor, app) || loadersOf(ctx, actor).visibleApps.load(app.id);
}

/** What only an app's managers see (its runs, their errors, its uploaded files). */
export async function managesApp(ctx: Context, appId: string | null, actor: ActingMember) {
  const app = appId ? await loadersOf(ctx, actor).apps.load(appId) : null;
  return Boolean(app && canManage(actor, app));
}

export async function managesRunApp(ctx: Context, runId: string, actor: ActingMember) {
  return managesApp(ctx, await loadersOf(ctx, actor).runApps.load(runId), actor);
}

/** A document: by its app's data permission, or its protected-document permission when restricted. */
export async function documentReadableBy(ctx: Context, documentId: string, actor: ActingMember) {
  return (await readableDocument(ctx, actor, documentId)) !== null;
}
