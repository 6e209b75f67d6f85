import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { auditedTransaction, type AuditAct } from '../audit/record.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';
import { updateOrRead } from '../db/update.ts';
import type { Context } from '../request/context.ts';
import { NameTakenError, NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { checkLength } from '../validation/rules.ts';
import { roleMembers, roles } from './tables.ts';

export type RoleInput = { name?: string | null; description?: string | null; memberUserIds?: readonly string[] | null };

/** The name (required when `creating`) and the description within their limits. */
function checkRole(input: RoleInput, creating: boolean) {
  const problems: FieldProblem[] = [];
  const name = input.name?.trim();
  if ((creating || input.name != null) && !name) problems.push({ field: 'name', key: 'roleNameRequired' });
  else if (name && checkLength('roleName', name)) problems.push({ field: 'name', key: 'roleNameTooLong' });
  if (input.description && checkLength('roleDescription', input.description)) problems.push({ field: 'description', key: 'roleDescriptionTooLong' });
  if (problems.length > 0) throw new ValidationError(problems);
}

/** Creates a custom role of the workspace, with its members. */
export async function createRole(ctx: Context, workspaceId: string, input: RoleInput) {
  checkRole(input, true);
  const name = input.name!.trim();
  return saveRole(ctx, workspaceId, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ workspaceId, name, description: input.description?.trim() ?? '' })
      .returning();
    await setMembers(tx, workspaceId, role!.id, input.memberUserIds ?? []);
    const members = new Set(input.memberUserIds ?? []).size;
    return { result: role!, act: { action: 'role.created', object: roleObject(role!), detail: { after: { name, members } } } };
  });
}

const roleObject = (role: { id: string; name: string }) => ({ type: 'role', id: role.id, label: role.name });

/** Renames, re-describes, or replaces the members of a role (each only when given). */
export async function updateRole(ctx: Context, workspaceId: string, roleId: string, input: RoleInput) {
  checkRole(input, false);
  const name = input.name?.trim();
  const changes = { ...(name && { name }), ...(input.description != null && { description: input.description.trim() }) };
  const ofRole = and(eq(roles.workspaceId, workspaceId), eq(roles.id, roleId));
  const [before] = await ctx.db.select({ name: roles.name, description: roles.description }).from(roles).where(ofRole);
  return saveRole(ctx, workspaceId, async (tx) => {
    const [role] = await updateOrRead(tx, roles, changes, ofRole);
    if (!role) throw new NotFoundError('roleNotFound');
    if (input.memberUserIds) {
      await tx.delete(roleMembers).where(and(eq(roleMembers.workspaceId, workspaceId), eq(roleMembers.roleId, roleId)));
      await setMembers(tx, workspaceId, roleId, input.memberUserIds);
    }
    const after = { name: role.name, description: role.description, ...(input.memberUserIds && { members: new Set(input.memberUserIds).size }) };
    return { result: role, act: { action: 'role.updated', object: roleObject(role), detail: { before: { name: before?.name, description: before?.description }, after } } };
  });
}

export async function deleteRole(ctx: Context, workspaceId: string, roleId: string) {
  await auditedTransaction(ctx, workspaceId, async (tx) => {
    const [deleted] = await tx
      .delete(roles)
      .where(and(eq(roles.workspaceId, workspaceId), eq(roles.id, roleId)))
      .returning({ id: roles.id, name: roles.name });
    if (!deleted) throw new NotFoundError('roleNotFound');
    return { result: undefined, act: { action: 'role.deleted', object: roleObject(deleted) } };
  });
}


async function setMembers(tx: Transaction, workspaceId: string, roleId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  // The foreign key to workspace_members refuses anyone who is not a member of this workspace.
  await tx.insert(roleMembers).values([...new Set(userIds)].map((userId) => ({ workspaceId, roleId, userId })));
}

/** A role's writes and their audit entry in one transaction; a name taken or a non-member refused in words of their own. */
async function saveRole<T>(ctx: Context, workspaceId: string, work: (tx: Transaction) => Promise<{ result: T; act: AuditAct }>): Promise<T> {
  try {
    return await auditedTransaction(ctx, workspaceId, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('roleNameTaken');
    if (isForeignKeyViolation(error)) throw new NotFoundError('memberNotFound');
    throw error;
  }
}

/**
 * The roles a person holds in a workspace, as a subquery that another domain's condition composes
 * (`role_id in (…)`: the apps and agents shown to a role's members).
 */
export const rolesHeldBy = (workspaceId: string | Placeholder, userId: string | Placeholder | SQL): SQL =>
  sql`(select ${roleMembers.roleId} from ${roleMembers} where ${roleMembers.workspaceId} = ${workspaceId} and ${roleMembers.userId} = ${userId})`;

/** The members of one of the workspace's roles, as a subquery (`user_id in (…)`): analytics by member group. */
export const membersOfRole = (workspaceId: string, roleId: string): SQL =>
  sql`(select ${roleMembers.userId} from ${roleMembers} where ${roleMembers.workspaceId} = ${workspaceId} and ${roleMembers.roleId} = ${roleId})`;

/** The names of the workspace's roles among these ids, by id. */
export async function roleNames(db: Pick<Database, 'select'>, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.workspaceId, workspaceId), inArray(roles.id, [...ids])));
  return new Map(found.map((role) => [role.id, role.name]));
}

/** Which of these ids name roles of the workspace (ids that are not role ids name none). */
export async function existingRoleIds(db: Pick<Database, 'select'>, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const candidates = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (candidates.length === 0) return [];
  const found = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.workspaceId, workspaceId), inArray(roles.id, candidates)));
  return found.map((role) => role.id);
}
