import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../request/errors.ts';
import type { SessionUser } from '../identity/ports.ts';
import { findUserByTarget } from '../identity/sign-in.ts';
import { parseTarget, targetKey, type TargetInput } from '../identity/targets.ts';
import { setCurrentWorkspace } from '../identity/current-workspace.ts';
import { endSessionsOf } from '../identity/sessions.ts';
import { auditedTransaction } from '../audit/record.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { pendingMembers, roleMembers, roles, workspaceMembers, workspaces } from './tables.ts';
import { workspaceLimits } from './limits.ts';
import { recordUsage } from './usage.ts';
import type { ActingMember } from '../request/viewer.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Members plus people added by address who have not signed in yet: both count against the limit. */
export async function seatsTaken(db: Db, workspaceId: string) {
  const [members] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  const [pending] = await db.select({ n: count() }).from(pendingMembers).where(eq(pendingMembers.workspaceId, workspaceId));
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/** The member limit of the workspace's plan now (its version's, plus active member add-ons). */
export async function memberLimit(db: Db, workspaceId: string, now: Date) {
  return (await workspaceLimits(db, workspaceId, now)).members;
}

/** Refuses when `extra` more seats would pass the version's member limit. */
export async function ensureRoom(db: Db, workspaceId: string, extra: number, now: Date) {
  if ((await seatsTaken(db, workspaceId)) + extra > (await memberLimit(db, workspaceId, now))) {
    throw new LimitReachedError('memberLimitReached');
  }
}

/** What adding one contact did: a member now (by name), a member at their first sign-in, or one already. */
export type AddedContact = { contact: string; outcome: 'added' | 'pending' | 'alreadyMember'; name: string | null };

/** A contact as the person typed it, tidied: the address, or the country code and the number. */
const shownContact = (target: ReturnType<typeof parseTarget>) => (target.kind === 'email' ? target.email : `${target.countryCode} ${target.phone}`);

/**
 * Adds people by e-mail or phone: someone with an account becomes a member at once; anyone else
 * becomes a member at their first sign-in. Says what happened to each contact, in their order.
 */
export async function addMembersByContact(ctx: Context, actor: ActingMember, contacts: TargetInput[]) {
  if (contacts.length === 0) throw new ValidationError([{ field: 'contacts', key: 'contactsRequired' }]);
  const targets = contacts.map((contact, index) => {
    try {
      return parseTarget(contact);
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(error.problems.map((p) => ({ ...p, field: `contacts.${index}.${p.field}` })));
      throw error;
    }
  });
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    let added = 0;
    let pending = 0;
    const outcomes: AddedContact[] = [];
    for (const target of targets) {
      const contact = shownContact(target);
      const user = await findUserByTarget(tx as unknown as Database, target);
      if (user) {
        const [existing] = await tx
          .select({ wsUsername: workspaceMembers.wsUsername })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, user.id)));
        if (existing) {
          outcomes.push({ contact, outcome: 'alreadyMember', name: existing.wsUsername || user.displayName });
          continue;
        }
        await ensureRoom(tx, actor.workspaceId, 1, ctx.now);
        await tx.insert(workspaceMembers).values({ workspaceId: actor.workspaceId, userId: user.id, wsUsername: user.displayName });
        await recordUsage(tx, { workspaceId: actor.workspaceId, userId: user.id, type: 'member', count: 1, at: ctx.now });
        outcomes.push({ contact, outcome: 'added', name: user.displayName });
        added++;
      } else {
        await ensureRoom(tx, actor.workspaceId, 1, ctx.now);
        const inserted = await tx
          .insert(pendingMembers)
          .values({ workspaceId: actor.workspaceId, target: targetKey(target), addedBy: actor.userId })
          .onConflictDoNothing()
          .returning({ target: pendingMembers.target });
        // A seat taken now: usage counts the person added, not their later first sign-in.
        await recordUsage(tx, { workspaceId: actor.workspaceId, userId: null, type: 'member', count: inserted.length, at: ctx.now });
        pending += inserted.length;
        outcomes.push({ contact, outcome: 'pending', name: null });
      }
    }
    const result = { added, pending, contacts: outcomes };
    const acts = outcomes
      .filter((c) => c.outcome !== 'alreadyMember')
      .map((c) => ({
        action: 'member.added',
        object: { type: 'member', id: c.contact, label: c.name ?? c.contact },
        detail: { contact: c.contact, joined: c.outcome === 'added' },
      }));
    return { result, act: acts };
  });
}

/**
 * A person's membership of a workspace with the workspace and their roles there, read afresh
 * (what `GET /api/user/info` shows of their current workspace); null when they are not a member.
 */
export async function membershipOf(db: Pick<Database, 'select'>, workspaceId: string, userId: string) {
  const [current] = await db
    .select({ workspace: workspaces, membership: workspaceMembers })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  if (!current) return null;
  const memberRoles = await db
    .select({ id: roles.id, name: roles.name })
    .from(roleMembers)
    .innerJoin(roles, and(eq(roles.workspaceId, roleMembers.workspaceId), eq(roles.id, roleMembers.roleId)))
    .where(and(eq(roleMembers.workspaceId, workspaceId), eq(roleMembers.userId, userId)));
  return { ...current, roles: memberRoles };
}

/** A member's name in one workspace (shown there instead of their display name). */
export async function setMemberName(db: Pick<Database, 'update'>, workspaceId: string, userId: string, wsUsername: string) {
  await db
    .update(workspaceMembers)
    .set({ wsUsername })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Turns the pending additions for this person's e-mail or phone into memberships. */
export async function claimPendingMemberships(db: Database, user: SessionUser) {
  const keys = [
    user.email && targetKey({ kind: 'email', email: user.email.toLowerCase() }),
    user.phone && user.countryCode && targetKey({ kind: 'phone', countryCode: user.countryCode, phone: user.phone }),
  ].filter((key): key is string => Boolean(key));
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    const claimed = await tx.delete(pendingMembers).where(inArray(pendingMembers.target, keys)).returning();
    for (const claim of claimed) {
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: claim.workspaceId, userId: user.id, wsUsername: user.displayName })
        .onConflictDoNothing();
    }
  });
}

/** These people's memberships in the workspace (those who are members), in one statement. */
export async function membersOf(db: Pick<Database, 'select'>, workspaceId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, [...new Set(userIds)])));
}

export async function findMember(db: Db, workspaceId: string, userId: string) {
  const [member] = await db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) throw new NotFoundError('memberNotFound');
  return member;
}

/**
 * The spec's rights: the creator may do anything; an admin edits members but cannot change
 * admins or the creator; the creator role moves only by transfer.
 */
function assertMayManage(actor: ActingMember, target: { wsUserType: number }, newType?: number) {
  if (target.wsUserType === WS_USER_TYPES.creator) throw new ForbiddenError('cannotChangeCreator');
  const touchesAdmins = target.wsUserType === WS_USER_TYPES.admin || newType === WS_USER_TYPES.admin;
  if (touchesAdmins && actor.wsUserType !== WS_USER_TYPES.creator) throw new ForbiddenError('onlyCreatorChangesAdmins');
}

export async function changeMemberType(ctx: Context, actor: ActingMember, userId: string, wsUserType: 1 | 2) {
  const target = await findMember(ctx.db, actor.workspaceId, userId);
  assertMayManage(actor, target, wsUserType);
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    await tx
      .update(workspaceMembers)
      .set({ wsUserType })
      .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    const detail = { before: { type: TYPE_NAMES[target.wsUserType] }, after: { type: TYPE_NAMES[wsUserType] } };
    return { result: undefined, act: { action: 'member.type_changed', object: memberObject(target), detail } };
  });
}

const TYPE_NAMES: Record<number, string> = { [WS_USER_TYPES.member]: 'member', [WS_USER_TYPES.admin]: 'admin', [WS_USER_TYPES.creator]: 'creator' };
const memberObject = (member: { userId: string; wsUsername: string }) => ({ type: 'member', id: member.userId, label: member.wsUsername });

/** Removes a member; their access to the workspace ends with their next request. */
export async function removeMember(ctx: Context, actor: ActingMember, userId: string) {
  const target = await findMember(ctx.db, actor.workspaceId, userId);
  assertMayManage(actor, target);
  await auditedTransaction(ctx, actor.workspaceId, async (tx, pubsub) => {
    await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    // Nothing they held keeps working, nor revives if they are invited back: their tokens, their
    // bots' bindings, and their signed-in browsers (which hold this workspace open) all end now.
    await ctx.memberExit({ db: tx, pubsub, now: ctx.now }, actor.workspaceId, userId);
    const sessionsEnded = await endSessionsOf({ db: tx, pubsub }, userId);
    return { result: undefined, act: { action: 'member.removed', object: memberObject(target), detail: { type: TYPE_NAMES[target.wsUserType], sessionsEnded } } };
  });
}

/** Signs a member out of every browser (admins; not someone who ranks above them). */
export async function signOutMember(ctx: Context, actor: ActingMember, userId: string) {
  const target = await findMember(ctx.db, actor.workspaceId, userId);
  assertMayManage(actor, target);
  return auditedTransaction(ctx, actor.workspaceId, async (tx, pubsub) => {
    const ended = await endSessionsOf({ db: tx, pubsub }, userId);
    return { result: ended, act: { action: 'member.signed_out', object: memberObject(target), detail: { sessionsEnded: ended } } };
  });
}

/** Hands the creator role to another member; the former creator stays on as an admin. */
export async function transferCreator(ctx: Context, actor: ActingMember, userId: string) {
  if (userId === actor.userId) throw new ExpectedError('alreadyCreator');
  const target = await findMember(ctx.db, actor.workspaceId, userId);
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const inWorkspace = (id: string) => and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, id));
    await tx.update(workspaceMembers).set({ wsUserType: WS_USER_TYPES.admin }).where(inWorkspace(actor.userId));
    await tx.update(workspaceMembers).set({ wsUserType: WS_USER_TYPES.creator }).where(inWorkspace(userId));
    const detail = { before: { creator: ctx.viewer?.membership?.wsUsername ?? actor.userId }, after: { creator: target.wsUsername } };
    return { result: undefined, act: { action: 'workspace.creator_transferred', object: memberObject(target), detail } };
  });
}

/** Makes one of the viewer's workspaces their current one. */
export async function switchWorkspace(ctx: Context, userId: string, workspaceId: string) {
  await findMember(ctx.db, workspaceId, userId);
  return setCurrentWorkspace(ctx.db, userId, workspaceId);
}

/** A person's membership of a workspace, as a request acts with it; null when they are not in it. */
export async function memberOf(db: Pick<Database, 'select'>, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, wsUserType: workspaceMembers.wsUserType, wsUsername: workspaceMembers.wsUsername })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The workspaces a person is a member of. */
export async function workspaceIdsOfMember(db: Pick<Database, 'select'>, userId: string) {
  const rows = await db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return rows.map((row) => row.workspaceId);
}
