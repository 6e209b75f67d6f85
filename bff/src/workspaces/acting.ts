import { decodeGlobalID } from '@pothos/plugin-relay';
import type { MemberContext } from '../request/context.ts';
import { NotFoundError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';

/**
 * The member a field acts as. Its resolver has a member's context: the field declares a workspace
 * scope (member, admin or creator) with `t.authField`, which scope-auth checked before it ran.
 */
export function actorOf(ctx: MemberContext): ActingMember {
  const { user, membership } = ctx.viewer;
  return { workspaceId: membership.workspaceId, userId: user.id, wsUserType: membership.wsUserType };
}

/**
 * A Member's global ID names its workspace and user; one of another workspace is treated as
 * unknown, like a row that does not exist.
 */
export function memberUserId(actor: ActingMember, id: { id: unknown }): string {
  const [workspaceId, userId] = memberKey(id.id);
  if (workspaceId !== actor.workspaceId || typeof userId !== 'string') throw new NotFoundError('memberNotFound');
  return userId;
}

/** The key as the Relay plugin hands it over: parsed by the node (columns) or still as JSON. */
function memberKey(id: unknown): unknown[] {
  if (id && typeof id === 'object' && 'workspaceId' in id && 'userId' in id) return [id.workspaceId, id.userId];
  if (typeof id !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(id);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The Member global ID of a membership, as clients hold it. */
export const memberGlobalKey = (workspaceId: string, userId: string) => JSON.stringify([workspaceId, userId]);

/** A member ID given as a plain string (in a list argument), checked like `memberUserId`. */
export function memberUserIdFromGlobal(actor: ActingMember, globalId: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === 'Member') return memberUserId(actor, decoded);
  } catch {
    // not a global ID at all
  }
  throw new NotFoundError('memberNotFound');
}
