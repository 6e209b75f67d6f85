import { auditedTransaction } from '../audit/record.ts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError, ValidationError } from '../request/errors.ts';
import { displayNameOf, setCurrentWorkspace } from '../identity/current-workspace.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { ensureRoom } from './members.ts';
import { invitations, workspaceMembers, workspaces } from './tables.ts';
import { recordUsage } from './usage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationState = 'valid' | 'expired' | 'revoked' | 'usedUp';

/** Why a link lets nobody in: it names no invitation, or the invitation no longer works. */
export type InvitationRefusal = 'notFound' | Exclude<InvitationState, 'valid'>;

const REFUSAL_KEYS = {
  notFound: 'invitationInvalid',
  expired: 'invitationExpired',
  revoked: 'invitationRevoked',
  usedUp: 'invitationUsedUp',
} as const;

/** Joining refused by the link itself; the reason lets the page say why and what to do. */
export class InvitationRefusedError extends ExpectedError {
  constructor(readonly reason: InvitationRefusal) {
    super(REFUSAL_KEYS[reason]);
  }
}

/** Makes an invitation link; the code (256 random bits) is answered once and stored only hashed. */
export async function createInvitation(
  ctx: Context,
  actor: { workspaceId: string; userId: string },
  input: { expiresInDays?: number | null; maxUses?: number | null },
) {
  const days = input.expiresInDays ?? 7;
  if (!Number.isInteger(days) || days < 1 || days > 30) throw new ValidationError([{ field: 'expiresInDays', key: 'invitationExpiryInvalid' }]);
  const maxUses = input.maxUses ?? null;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1000)) {
    throw new ValidationError([{ field: 'maxUses', key: 'invitationUsesInvalid' }]);
  }
  // A full workspace invites no one: the link would only lead to a refusal.
  await ensureRoom(ctx.db, actor.workspaceId, 1, ctx.now);
  const code = newToken();
  const invitation = await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [invitation] = await tx
      .insert(invitations)
      .values({
        workspaceId: actor.workspaceId,
        codeHash: hashToken(code),
        codeHint: code.slice(0, 6),
        createdBy: actor.userId,
        maxUses,
        expiresAt: new Date(ctx.now.getTime() + days * DAY_MS),
      })
      .returning();
    const object = { type: 'invitation', id: invitation!.id, label: `${invitation!.codeHint}…` };
    return { result: invitation!, act: { action: 'invitation.created', object, detail: { after: { expiresAt: invitation!.expiresAt.toISOString(), maxUses } } } };
  });
  return { invitation, code };
}

export async function revokeInvitation(ctx: Context, workspaceId: string, invitationId: string) {
  await auditedTransaction(ctx, workspaceId, async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: ctx.now })
      .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, invitationId), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id, codeHint: invitations.codeHint });
    if (!revoked) throw new NotFoundError();
    return { result: undefined, act: { action: 'invitation.revoked', object: { type: 'invitation', id: invitationId, label: `${revoked.codeHint}…` } } };
  });
}

export function invitationState(invitation: typeof invitations.$inferSelect, now: Date): InvitationState {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt <= now) return 'expired';
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses) return 'usedUp';
  return 'valid';
}

/**
 * What the landing page shows about a code: whether it still works, and, only when it does (or
 * to someone already in), the workspace and who invited. A link that lets nobody in tells nothing
 * of the workspace it was for: a revoked link may be one that leaked.
 */
export async function invitationPreview(ctx: Context, code: string) {
  const [row] = await ctx.db
    .select({ invitation: invitations, workspace: workspaces })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(eq(invitations.codeHash, hashToken(code)))
    .limit(1);
  if (!row) return null;
  const state = invitationState(row.invitation, ctx.now);
  const viewerId = ctx.viewer?.user.id;
  const [membership] = viewerId
    ? await ctx.db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, row.workspace.id), eq(workspaceMembers.userId, viewerId)))
    : [];
  const viewerIsMember = Boolean(membership);
  const told = state === 'valid' || viewerIsMember;
  return {
    workspaceName: told ? row.workspace.name : null,
    workspaceLogoUrl: told ? row.workspace.logoSquareUrl : null,
    inviterName: told ? await displayNameOf(ctx.db, row.invitation.createdBy) : null,
    expiresAt: row.invitation.expiresAt,
    state,
    viewerIsMember,
  };
}

/**
 * Joins the invitation's workspace and makes it the current one. Joining twice is harmless and
 * spends no use; a use is counted in the same statement that checks the limit, so two people
 * racing for the last use cannot both get in.
 */
export async function acceptInvitation(ctx: Context, user: { id: string; displayName: string }, code: string) {
  const byCode = eq(invitations.codeHash, hashToken(code));
  const [found] = await ctx.db.select({ workspaceId: invitations.workspaceId }).from(invitations).where(byCode).limit(1);
  if (!found) throw new InvitationRefusedError('notFound');
  // The one who joins acts, in the workspace they join (not the one they were in).
  const joiner = { kind: 'person', userId: user.id, name: user.displayName } as const;
  return auditedTransaction(ctx, found.workspaceId, async (tx) => {
    const [invitation] = await tx.select().from(invitations).where(byCode).limit(1);
    if (!invitation) throw new InvitationRefusedError('notFound');
    const { workspaceId } = invitation;
    const [existing] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, user.id)));
    if (!existing) {
      const state = invitationState(invitation, ctx.now);
      if (state !== 'valid') throw new InvitationRefusedError(state);
      const spent = await tx
        .update(invitations)
        .set({ uses: sql`${invitations.uses} + 1` })
        .where(
          and(
            eq(invitations.workspaceId, workspaceId),
            eq(invitations.id, invitation.id),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, ctx.now),
            or(isNull(invitations.maxUses), lt(invitations.uses, invitations.maxUses)),
          ),
        )
        .returning({ id: invitations.id });
      if (spent.length === 0) throw new InvitationRefusedError('usedUp');
      await ensureRoom(tx, workspaceId, 1, ctx.now);
      await tx.insert(workspaceMembers).values({ workspaceId, userId: user.id, wsUsername: user.displayName });
      await recordUsage(tx, { workspaceId, userId: user.id, type: 'member', count: 1, at: ctx.now });
      // Inviting others earns the workspace free chats, as a gift its billing lists.
      await ctx.billing.rewardInvitation(tx, { workspaceId, inviteeName: user.displayName, now: ctx.now });
    }
    await setCurrentWorkspace(tx, user.id, workspaceId);
    const act = existing ? null : { action: 'member.joined', object: { type: 'member', id: user.id, label: user.displayName }, detail: { invitation: `${invitation.codeHint}…` } };
    return { result: { workspaceId, joined: !existing }, act };
  }, joiner);
}
