import { and, eq } from 'drizzle-orm';
import { workspaceMembers } from '../workspaces/tables.ts';
import type { Context } from './context.ts';

type GlobalId = { typename: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `node`/`nodes` bypass every list's filters, so tenancy is checked here for all node types:
 * a row of another workspace answers null, exactly as one that does not exist.
 */
export async function resolveNodeInWorkspace(
  ctx: Context,
  id: GlobalId,
  resolveNode: (id: GlobalId) => Promise<unknown>,
): Promise<unknown> {
  const workspaceId = ctx.viewer?.membership?.workspaceId;
  if (!ctx.viewer || !UUID.test(id.id)) return null;
  if (id.typename === 'User' && id.id !== ctx.viewer.user.id) {
    if (!workspaceId || !(await isMemberOf(ctx, workspaceId, id.id))) return null;
  }
  const record = (await resolveNode(id)) as Record<string, unknown> | null | undefined;
  if (!record) return null;
  if (id.typename === 'Workspace') return record.id === workspaceId ? record : null;
  if ('workspaceId' in record && record.workspaceId !== workspaceId) return null;
  return record;
}

async function isMemberOf(ctx: Context, workspaceId: string, userId: string) {
  const [row] = await ctx.db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}
