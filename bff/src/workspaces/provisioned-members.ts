import { and, eq } from 'drizzle-orm';
import { endSessionsOf } from '../identity/sessions.ts';
import type { Context } from '../request/context.ts';
import { ForbiddenError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../request/membership.ts';
import { ensureRoom } from './members.ts';
import { workspaceMembers } from './tables.ts';
import { recordUsage } from './usage.ts';

// Members as the company's identity provider provisions them (SCIM): added and removed by the
// provider rather than an admin, within the same limits and with the same consequences.

/** Makes the person a member (a seat of the version's limit); false when they already were. */
export async function addProvisionedMember(ctx: Context, workspaceId: string, userId: string, name: string) {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    if (existing) return false;
    await ensureRoom(tx, workspaceId, 1, ctx.now);
    await tx.insert(workspaceMembers).values({ workspaceId, userId, wsUsername: name });
    await recordUsage(tx, { workspaceId, userId, type: 'member', count: 1, at: ctx.now });
    return true;
  });
}

/**
 * Ends the person's membership as removing them does: their access tokens, bot bindings and
 * signed-in browsers end at once. The creator is never deprovisioned (the role is handed over
 * first). Answers how many sessions ended, or null when they were no member.
 */
export async function removeProvisionedMember(ctx: Context, workspaceId: string, userId: string) {
  const [member] = await ctx.db
    .select({ wsUserType: workspaceMembers.wsUserType })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) return null;
  if (member.wsUserType === WS_USER_TYPES.creator) throw new ForbiddenError('cannotChangeCreator');
  await ctx.db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await ctx.memberExit(ctx, workspaceId, userId);
  return endSessionsOf(ctx, userId);
}
