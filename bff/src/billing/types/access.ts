/** Who may read billing's types: one rule shared by the workspace's billing, its subscriptions and its orders. */
import type { Context } from '../../request/context.ts';
import { WS_USER_TYPES } from '../../lib/membership.ts';
import { isOperator } from '../../request/viewer.ts';

/** Billing is for the workspace's creators and admins (acting in it), and for platform operators. */
export function canSeeBilling(ctx: Context, workspaceId: string) {
  const membership = ctx.viewer?.membership;
  if (membership && membership.workspaceId === workspaceId && membership.wsUserType >= WS_USER_TYPES.admin) return true;
  return isOperator(ctx);
}
