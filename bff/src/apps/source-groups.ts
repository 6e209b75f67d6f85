import { auditedTransaction } from '../audit/record.ts';
import DataLoader from 'dataloader';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { NotFoundError, ValidationError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import type { RoleThroughGroup, SourceGroupRow } from './ports.ts';
import { existingRoleIds, roleNames } from '../workspaces/roles.ts';
import { roleSourceGroups, sourceGroupMembers, sourceGroups } from './tables.ts';
import { groupsOfPerson } from './visibility.ts';


/** The most groups one listing answers: a page to choose from, searched by name or principal. */
export const MAX_SOURCE_GROUPS = 200;
// A directory group's DN may hold spaces (`ldap:group:cn=sales team,ou=groups,…`); no other whitespace, none at either end.
const PRINCIPAL = /^[a-z]+:[a-z]+:(?=\S)[^\t\n\r\f\v]{1,500}(?<=\S)$/;

/** The workspace's source groups (departments, teams, chats the syncs met), by source and name. */
export async function listSourceGroups(db: Pick<Database, 'select'>, workspaceId: string, search?: string | null): Promise<SourceGroupRow[]> {
  const term = search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // Counted through a join: a subquery of one table's select would name its columns unqualified.
  return db
    .select({
      workspaceId: sourceGroups.workspaceId,
      principal: sourceGroups.principal,
      provider: sourceGroups.provider,
      name: sourceGroups.name,
      memberCount: sql<number>`count(${sourceGroupMembers.externalId})::int`,
    })
    .from(sourceGroups)
    .leftJoin(sourceGroupMembers, and(eq(sourceGroupMembers.workspaceId, sourceGroups.workspaceId), eq(sourceGroupMembers.groupPrincipal, sourceGroups.principal)))
    .where(and(eq(sourceGroups.workspaceId, workspaceId), pattern ? or(ilike(sourceGroups.name, pattern), ilike(sourceGroups.principal, pattern)) : undefined))
    .groupBy(sourceGroups.workspaceId, sourceGroups.principal)
    .orderBy(asc(sourceGroups.provider), asc(sourceGroups.name), asc(sourceGroups.principal))
    .limit(MAX_SOURCE_GROUPS);
}

/**
 * Lets a role's members follow a source group, or (`principal` null) stop following one. A group
 * no sync has met yet may be named by its principal (`feishu:department:od_…`): the role follows it
 * from the first sync that reports it.
 */
export async function setRoleSourceGroup(ctx: Context, actor: ActingMember, roleId: string, principal: string | null) {
  const named = principal?.trim() || null;
  // Directory DNs compare without case: their groups are kept in lower case.
  const group = named?.startsWith('ldap:') ? named.toLowerCase() : named;
  if (group && !PRINCIPAL.test(group)) throw new ValidationError([{ field: 'sourceGroup', key: 'sourceGroupInvalid' }]);
  if ((await existingRoleIds(ctx.db, actor.workspaceId, [roleId])).length === 0) throw new NotFoundError('roleNotFound');
  const ofRole = and(eq(roleSourceGroups.workspaceId, actor.workspaceId), eq(roleSourceGroups.roleId, roleId));
  const names = await roleNames(ctx.db, actor.workspaceId, [roleId]);
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    if (!group) await tx.delete(roleSourceGroups).where(ofRole);
    else {
      await tx
        .insert(roleSourceGroups)
        .values({ workspaceId: actor.workspaceId, roleId, groupPrincipal: group })
        .onConflictDoUpdate({ target: [roleSourceGroups.workspaceId, roleSourceGroups.roleId], set: { groupPrincipal: group, updatedAt: ctx.now } });
    }
    const object = { type: 'role', id: roleId, label: names.get(roleId) ?? roleId };
    return { result: undefined, act: { action: 'role.source_group_set', object, detail: { after: { sourceGroup: group } } } };
  });
  return { roleId };
}

/** The source group each role follows, by role ID, in one statement for a request's roles. */
export function roleSourceGroupLoader(db: Pick<Database, 'select'>, actor: ActingMember | null) {
  return new DataLoader<string, SourceGroupRow | null>(async (roleIds) => {
    if (!actor) return roleIds.map(() => null);
    const rows = await db
      .select({
        roleId: roleSourceGroups.roleId,
        principal: roleSourceGroups.groupPrincipal,
        provider: sql<string>`split_part(${roleSourceGroups.groupPrincipal}, ':', 1)`,
        name: sourceGroups.name,
        memberCount: sql<number>`${count(sourceGroupMembers.externalId)}::int`,
      })
      .from(roleSourceGroups)
      .leftJoin(sourceGroups, and(eq(sourceGroups.workspaceId, roleSourceGroups.workspaceId), eq(sourceGroups.principal, roleSourceGroups.groupPrincipal)))
      .leftJoin(
        sourceGroupMembers,
        and(eq(sourceGroupMembers.workspaceId, roleSourceGroups.workspaceId), eq(sourceGroupMembers.groupPrincipal, roleSourceGroups.groupPrincipal)),
      )
      .where(and(eq(roleSourceGroups.workspaceId, actor.workspaceId), inArray(roleSourceGroups.roleId, [...roleIds])))
      .groupBy(roleSourceGroups.roleId, roleSourceGroups.groupPrincipal, sourceGroups.name);
    return roleIds.map((id) => {
      const row = rows.find((r) => r.roleId === id);
      return row ? { workspaceId: actor.workspaceId, principal: row.principal, provider: row.provider, name: row.name, memberCount: row.memberCount } : null;
    });
  });
}

/**
 * The roles each member holds through source groups, by user ID, in two statements for a request's
 * members: the groups their accounts are in (as the last syncs found them) that roles follow, then
 * those roles' names.
 */
export function memberGroupRolesLoader(db: Pick<Database, 'select'>, actor: ActingMember | null) {
  return new DataLoader<string, RoleThroughGroup[]>(async (userIds) => {
    if (!actor) return userIds.map(() => []);
    const people = sql`unnest(array[${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) as person(id)`;
    const rows = await db
      .select({ userId: sql<string>`person.id`, roleId: roleSourceGroups.roleId, groupPrincipal: roleSourceGroups.groupPrincipal, groupName: sourceGroups.name })
      .from(roleSourceGroups)
      .innerJoin(people, sql`${roleSourceGroups.groupPrincipal} in (${groupsOfPerson(actor.workspaceId, sql`person.id`)})`)
      .leftJoin(sourceGroups, and(eq(sourceGroups.workspaceId, roleSourceGroups.workspaceId), eq(sourceGroups.principal, roleSourceGroups.groupPrincipal)))
      .where(eq(roleSourceGroups.workspaceId, actor.workspaceId))
      .orderBy(roleSourceGroups.roleId);
    const names = await roleNames(db, actor.workspaceId, [...new Set(rows.map((r) => r.roleId))]);
    return userIds.map((id) =>
      rows.filter((r) => r.userId === id && names.has(r.roleId)).map((r) => ({ roleId: r.roleId, roleName: names.get(r.roleId)!, groupPrincipal: r.groupPrincipal, groupName: r.groupName })),
    );
  });
}
