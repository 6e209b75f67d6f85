import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Context, Membership } from '../graphql/context.ts';
import { NameTakenError, ValidationError, type FieldProblem } from '../graphql/errors.ts';
import type { SessionUser } from '../identity/sessions.ts';
import { users } from '../identity/tables.ts';
import { checkCompanyName, checkPrimaryColor } from '../validation/rules.ts';
import { WS_USER_TYPES, workspaceMembers, workspaces } from './tables.ts';

const membershipColumns = {
  workspaceId: workspaceMembers.workspaceId,
  wsUserType: workspaceMembers.wsUserType,
  wsUsername: workspaceMembers.wsUsername,
};

/**
 * The membership a request acts in: the user's chosen current workspace when they still belong
 * to it, otherwise the one they joined first. Null for a user without any workspace.
 */
export async function currentMembership(db: Database, user: SessionUser): Promise<Membership | null> {
  if (user.currentWorkspaceId) {
    const [chosen] = await db
      .select(membershipColumns)
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.workspaceId, user.currentWorkspaceId)))
      .limit(1);
    if (chosen) return chosen;
  }
  const [first] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, user.id))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
    .limit(1);
  return first ?? null;
}

/** Creates a workspace with its creator; a taken name (any case) is a NameTakenError. */
export async function createWorkspace(db: Database, input: { name: string; creator: SessionUser; makeCurrent?: boolean }) {
  const problem = checkCompanyName(input.name);
  if (problem) throw new ValidationError([{ field: 'name', key: problem }]);
  try {
    return await db.transaction(async (tx) => {
      const [workspace] = await tx.insert(workspaces).values({ name: input.name.trim() }).returning();
      await tx.insert(workspaceMembers).values({
        workspaceId: workspace!.id,
        userId: input.creator.id,
        wsUserType: WS_USER_TYPES.creator,
        wsUsername: input.creator.displayName,
      });
      if (input.makeCurrent) {
        await tx.update(users).set({ currentWorkspaceId: workspace!.id }).where(eq(users.id, input.creator.id));
      }
      return workspace!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('companyNameTaken');
    throw error;
  }
}

export type WorkspaceSettingsInput = { name?: string | null; primaryColor?: string | null };

/** Changes the current workspace's settings and tells its open sessions. */
export async function updateWorkspaceSettings(ctx: Context, workspaceId: string, input: WorkspaceSettingsInput) {
  const problems: FieldProblem[] = [];
  const nameProblem = input.name == null ? null : checkCompanyName(input.name);
  if (nameProblem) problems.push({ field: 'name', key: nameProblem });
  const colorProblem = input.primaryColor == null ? null : checkPrimaryColor(input.primaryColor);
  if (colorProblem) problems.push({ field: 'primaryColor', key: colorProblem });
  if (problems.length) throw new ValidationError(problems);

  try {
    await ctx.db
      .update(workspaces)
      .set({
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.primaryColor != null && { primaryColor: input.primaryColor.toUpperCase() }),
      })
      .where(eq(workspaces.id, workspaceId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('companyNameTaken');
    throw error;
  }
  ctx.pubsub.publish('workspace:updated', workspaceId, { workspaceId });
  return { workspaceId };
}
