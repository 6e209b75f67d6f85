import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../graphql/context.ts';
import { workspaceMembers } from './tables.ts';

const loaders = new WeakMap<Context, { workspaces: DataLoader<string, boolean>; colleagues: DataLoader<string, boolean> }>();

function loadersOf(ctx: Context, viewerId: string, currentWorkspaceId: string | undefined) {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      // The workspaces the viewer belongs to, among those asked about.
      workspaces: new DataLoader(async (ids) => {
        const rows = await ctx.db
          .select({ workspaceId: workspaceMembers.workspaceId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.userId, viewerId), inArray(workspaceMembers.workspaceId, [...ids])));
        return ids.map((id) => rows.some((row) => row.workspaceId === id));
      }),
      // The people of the viewer's current workspace, among those asked about.
      colleagues: new DataLoader(async (ids) => {
        if (!currentWorkspaceId) return ids.map(() => false);
        const rows = await ctx.db
          .select({ userId: workspaceMembers.userId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, currentWorkspaceId), inArray(workspaceMembers.userId, [...ids])));
        return ids.map((id) => rows.some((row) => row.userId === id));
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

/** Whether the viewer belongs to the workspace (current or not). */
export function viewerBelongsTo(ctx: Context, workspaceId: string): boolean | Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.membership?.workspaceId === workspaceId) return true;
  return loadersOf(ctx, viewer.user.id, viewer.membership?.workspaceId).workspaces.load(workspaceId);
}

/** Whether the person is the viewer, or a member of the viewer's current workspace. */
export function isSelfOrColleague(ctx: Context, userId: string): boolean | Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.user.id === userId) return true;
  return loadersOf(ctx, viewer.user.id, viewer.membership?.workspaceId).colleagues.load(userId);
}
