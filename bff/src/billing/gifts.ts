import { INVITE_REWARD_CHATS } from '../workspaces/versions.ts';
import { grantChatCredits, type Tx } from './subscriptions.ts';

/**
 * The reward of an accepted invitation: free chats for the workspace, credited to its earned chats
 * and listed among its subscriptions as a gift (`detail` names who joined).
 */
export async function grantInvitationReward(tx: Tx, input: { workspaceId: string; inviteeName: string; now: Date }) {
  await grantChatCredits(tx, {
    workspaceId: input.workspaceId,
    chats: INVITE_REWARD_CHATS,
    name: 'invitationReward',
    detail: input.inviteeName,
    now: input.now,
  });
}
