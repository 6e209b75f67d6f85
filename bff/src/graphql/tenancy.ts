import { and, eq, inArray } from 'drizzle-orm';
import { workspaceMembers } from '../workspaces/tables.ts';
import type { Context } from './context.ts';
import { isUuid } from '../lib/ids.ts';

/** A global ID as the Relay plugin passes it: composite keys arrive as JSON arrays. */
type GlobalId = { typename: string; id: unknown };

/** Every key column of ours is a UUID; anything else cannot name a row, so it answers null early. */
function isUuidKey(id: unknown): boolean {
  if (typeof id !== 'string') return false;
  if (!id.startsWith('[')) return isUuid(id);
  try {
    const parts: unknown = JSON.parse(id);
    return Array.isArray(parts) && parts.length > 0 && parts.every(isUuid);
  } catch {
    return false;
  }
}

type NodeGuard = (ctx: Context, record: Record<string, unknown>) => Promise<boolean> | boolean;
const nodeGuards = new Map<string, NodeGuard>();

/**
 * A domain whose rows are not visible to every member of their workspace (personal apps, a role's
 * documents) says here who may read one through `node`/`nodes`.
 */
export function guardNode(typename: string, guard: NodeGuard) {
  nodeGuards.set(typename, guard);
}

/**
 * `node`/`nodes` bypass every list's filters, so tenancy is checked here for all node types:
 * a row of another workspace answers null, exactly as one that does not exist. Users are
 * visible to themselves and to members of a workspace they belong to.
 */
export async function resolveNodesInWorkspace(
  ctx: Context,
  ids: GlobalId[],
  resolveNodes: (ids: GlobalId[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  const viewer = ctx.viewer;
  if (!viewer) return ids.map(() => null);
  const workspaceId = viewer.membership?.workspaceId;
  const colleagues = await membersAmong(ctx, workspaceId, ids);

  const allowed = ids.map(
    (id) =>
      isUuidKey(id.id) &&
      (id.typename !== 'User' || id.id === viewer.user.id || colleagues.has(id.id as string)),
  );
  const loaded = await resolveNodes(ids.filter((_, i) => allowed[i]));
  let next = 0;
  const records = ids.map((id, i) => {
    if (!allowed[i]) return null;
    const record = loaded[next++] as Record<string, unknown> | null | undefined;
    if (!record) return null;
    if (id.typename === 'Workspace') return record.id === workspaceId ? record : null;
    if ('workspaceId' in record && record.workspaceId !== workspaceId) return null;
    return record;
  });
  return Promise.all(
    records.map(async (record, i) => {
      const guard = nodeGuards.get(ids[i]!.typename);
      return record && guard && !(await guard(ctx, record)) ? null : record;
    }),
  );
}

async function membersAmong(ctx: Context, workspaceId: string | undefined, ids: GlobalId[]) {
  const userIds = ids.filter((id) => id.typename === 'User' && isUuidKey(id.id)).map((id) => id.id as string);
  if (!workspaceId || userIds.length === 0) return new Set<string>();
  const rows = await ctx.db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}
