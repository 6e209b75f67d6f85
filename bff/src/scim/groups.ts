import { and, asc, eq } from 'drizzle-orm';
import { deleteProvisionedGroup, provisionedGroupMembers, setProvisionedGroup } from '../apps/directory-accounts.ts';
import { auditedTransaction } from '../audit/record.ts';
import { isUuid } from '../lib/ids.ts';
import { ScimError } from './scimmy.ts';
import { scimGroups, scimUsers } from './tables.ts';
import { checkLength, existingUserIds, PROVIDER, PROVIDER_ACTOR, type ScimRequest } from './users.ts';

export type ScimGroupRow = typeof scimGroups.$inferSelect;

/** The source group a provisioned group is, for roles to follow. */
export const principalOf = (groupId: string) => `${PROVIDER}:group:${groupId}`;

/** The workspace's provisioned groups (or the one with this ID), each with its members' SCIM IDs. */
async function groupsWithMembers(request: ScimRequest, id?: string) {
  if (id !== undefined && !isUuid(id)) return [];
  const { ctx, workspaceId } = request;
  const groups = await ctx.db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.workspaceId, workspaceId), id ? eq(scimGroups.id, id) : undefined))
    .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id));
  const members = await provisionedGroupMembers(ctx.db, workspaceId, groups.map((group) => principalOf(group.id)));
  return groups.map((group) => ({ group, memberIds: members.get(principalOf(group.id)) ?? [] }));
}

/** The workspace's provisioned groups (or the one with this ID), each with its members' IDs and names. */
export async function listGroups(request: ScimRequest, id?: string) {
  const [groups, names] = await Promise.all([groupsWithMembers(request, id), userNames(request)]);
  return groups.map(({ group, memberIds }) => ({
    group,
    members: memberIds.filter((member) => names.has(member)).map((member) => ({ value: member, display: names.get(member)! })),
  }));
}

export function groupResource({ group, members }: Awaited<ReturnType<typeof listGroups>>[number]) {
  return {
    id: group.id,
    displayName: group.displayName,
    ...(group.externalId && { externalId: group.externalId }),
    members,
    meta: { resourceType: 'Group', created: group.createdAt, lastModified: group.updatedAt },
  };
}

/** The groups each provisioned person is in, by their SCIM ID. */
export async function groupsByUser(request: ScimRequest) {
  const byUser = new Map<string, { value: string; display: string }[]>();
  for (const { group, memberIds } of await groupsWithMembers(request)) {
    for (const member of memberIds) byUser.set(member, [...(byUser.get(member) ?? []), { value: group.id, display: group.displayName }]);
  }
  return byUser;
}

type GroupInput = { displayName: string; externalId?: string; members?: { value?: string }[] };

/** Creates (no `id`) or replaces a group: its name, and its members, who must be provisioned people of the workspace. */
export async function writeGroup(request: ScimRequest, id: string | undefined, input: GroupInput): Promise<ScimGroupRow> {
  const { ctx, workspaceId } = request;
  const memberIds = [...new Set((input.members ?? []).map((member) => member.value ?? ''))];
  const known = await existingUserIds(request, memberIds);
  const unknown = memberIds.filter((member) => !known.has(member));
  if (unknown.length > 0) throw new ScimError(400, 'invalidValue', `No user with id ${unknown.slice(0, 3).join(', ')} in the workspace`);
  const fields = { displayName: input.displayName.trim(), externalId: input.externalId ?? null };
  checkLength('displayName', fields.displayName);
  checkLength('externalId', input.externalId);
  return auditedTransaction(
    ctx,
    workspaceId,
    async (tx) => {
      let row: ScimGroupRow | undefined;
      if (id === undefined) [row] = await tx.insert(scimGroups).values({ workspaceId, ...fields }).returning();
      else if (isUuid(id)) {
        [row] = await tx
          .update(scimGroups)
          .set({ ...fields, updatedAt: ctx.now })
          .where(and(eq(scimGroups.workspaceId, workspaceId), eq(scimGroups.id, id)))
          .returning();
      }
      if (!row) throw new ScimError(404, null, `Resource ${id} not found`);
      await setProvisionedGroup(tx, workspaceId, PROVIDER, { principal: principalOf(row.id), name: row.displayName, members: [...known] });
      const object = { type: 'group', id: principalOf(row.id), label: row.displayName };
      return { result: row, act: { action: id === undefined ? 'group.created' : 'group.updated', object, detail: { after: { members: known.size } } } };
    },
    PROVIDER_ACTOR,
  );
}

export async function deleteGroup(request: ScimRequest, id: string) {
  const { ctx, workspaceId } = request;
  if (!isUuid(id)) throw new ScimError(404, null, `Resource ${id} not found`);
  await auditedTransaction(
    ctx,
    workspaceId,
    async (tx) => {
      const [deleted] = await tx.delete(scimGroups).where(and(eq(scimGroups.workspaceId, workspaceId), eq(scimGroups.id, id))).returning();
      if (!deleted) throw new ScimError(404, null, `Resource ${id} not found`);
      await deleteProvisionedGroup(tx, workspaceId, principalOf(deleted.id));
      return { result: undefined, act: { action: 'group.deleted', object: { type: 'group', id: principalOf(deleted.id), label: deleted.displayName }, detail: {} } };
    },
    PROVIDER_ACTOR,
  );
}

async function userNames(request: ScimRequest) {
  const rows = await request.ctx.db
    .select({ id: scimUsers.id, userName: scimUsers.userName, attributes: scimUsers.attributes })
    .from(scimUsers)
    .where(eq(scimUsers.workspaceId, request.workspaceId));
  return new Map(rows.map((row) => [row.id, (row.attributes.displayName as string | undefined) ?? row.userName]));
}
