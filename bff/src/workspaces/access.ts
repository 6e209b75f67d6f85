import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { workspaceMembers } from './tables.ts';
import type { Viewer } from '../request/viewer.ts';

/** What the workspace and person rules read, for all of a response at once: one request's loaders (`graphql/loaders.ts`). */
export function workspaceLoaders(db: Database, viewer: Viewer | null) {
  return {
    // The workspaces the viewer belongs to, among those asked about.
    workspaces: new DataLoader<string, boolean>(async (ids) => {
      if (!viewer) return ids.map(() => false);
      const rows = await db
        .select({ workspaceId: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.userId, viewer.user.id), inArray(workspaceMembers.workspaceId, [...ids])));
      return ids.map((id) => rows.some((row) => row.workspaceId === id));
    }),
    // The people of the viewer's current workspace, among those asked about.
    colleagues: new DataLoader<string, boolean>(async (ids) => {
      const currentWorkspaceId = viewer?.membership?.workspaceId;
      if (!currentWorkspaceId) return ids.map(() => false);
      const rows = await db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, currentWorkspaceId), inArray(workspaceMembers.userId, [...ids])));
      return ids.map((id) => rows.some((row) => row.userId === id));
    }),
  };
}

/** Whether the viewer belongs to the workspace (current or not). */
export function viewerBelongsTo(ctx: Context, workspaceId: string): boolean | Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.membership?.workspaceId === workspaceId) return true;
  return ctx.loaders.workspaces.workspaces.load(workspaceId);
}
