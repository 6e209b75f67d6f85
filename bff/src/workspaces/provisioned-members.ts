import { and, eq } from 'drizzle-orm';
import { auditedTransaction, type AuditActor } from '../audit/record.ts';
import { endSessionsOf } from '../identity/sessions.ts';
import type { Context } from '../request/context.ts';
import { ForbiddenError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { ensureRoom } from './members.ts';
import { workspaceMembers } from './tables.ts';
import { recordUsage } from './usage.ts';

// Members as the company's identity provider provisions them (SCIM): added and removed by the
// provider rather than an admin, within the same limits and with the same consequences.

/** Who is provisioned: the person, their name, and what the provider called them. */
type Provisioned = { userId: string; name: string; userName: string };

const memberObject = (person: Provisioned) => ({ type: 'member', id: person.userId, label: person.name });

/** Makes the person a member (a seat of the version's limit), recorded as `provider`'s act; false when they already were. */
export async function addProvisionedMember(ctx: Context, workspaceId: string, person: Provisioned, provider: AuditActor) {
  return auditedTransaction(
    ctx,
    workspaceId,
    async (tx) => {
      const [existing] = await tx
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, person.userId)));
      if (existing) return { result: false, act: null };
      await ensureRoom(tx, workspaceId, 1, ctx.now);
      await tx.insert(workspaceMembers).values({ workspaceId, userId: person.userId, wsUsername: person.name });
      await recordUsage(tx, { workspaceId, userId: person.userId, type: 'member', count: 1, at: ctx.now });
      const detail = { contact: person.userName, joined: true, through: 'scim' };
      return { result: true, act: { action: 'member.added', object: memberObject(person), detail } };
    },
    provider,
  );
}

/**
 * Ends the person's membership as removing them does: their access tokens, bot bindings and
 * signed-in browsers end at once. The creator is never deprovisioned (the role is handed over
 * first). Recorded as `provider`'s act, with `detail`. False when they were no member.
 */
export async function removeProvisionedMember(ctx: Context, workspaceId: string, person: Provisioned, provider: AuditActor, detail: Record<string, unknown>) {
  return auditedTransaction(
    ctx,
    workspaceId,
    async (tx, pubsub) => {
      const [member] = await tx
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, person.userId)))
        .returning({ wsUserType: workspaceMembers.wsUserType });
      if (!member) return { result: false, act: null };
      // Thrown, the deletion rolls back with it.
      if (member.wsUserType === WS_USER_TYPES.creator) throw new ForbiddenError('cannotChangeCreator');
      await ctx.memberExit({ db: tx, pubsub, now: ctx.now }, workspaceId, person.userId);
      const sessionsEnded = await endSessionsOf({ db: tx, pubsub }, person.userId);
      return { result: true, act: { action: 'member.removed', object: memberObject(person), detail: { through: 'scim', ...detail, sessionsEnded } } };
    },
    provider,
  );
}
