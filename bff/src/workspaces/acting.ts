import { decodeGlobalID } from '@pothos/plugin-relay';
import { actingMember } from '../graphql/access.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import type { ActingMember } from './members.ts';

/**
 * The member a mutation acts as. Fields that call it declare a workspace scope (member, admin or
 * creator) through scope-auth, so a membership is certain here.
 */
export function actorOf(ctx: Context): ActingMember {
  return actingMember(ctx)!;
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
