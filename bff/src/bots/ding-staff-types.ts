import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import type { Context } from '../request/context.ts';
import { actorOf, memberUserId } from '../workspaces/acting.ts';
import { Member, memberPayload } from '../workspaces/member-types.ts';
import { linkDingTalkStaff } from './service.ts';

/** Admins of the member's own workspace (tokens with `manage`). */
const workspaceAdmins = (m: { workspaceId: string }, _args: unknown, ctx: Context) =>
  m.workspaceId === ctx.viewer?.membership?.workspaceId && { admin: 'manage' as const };

builder.objectField(Member, 'dingTalkStaffId', (t) =>
  t.string({
    nullable: true,
    description: 'The DingTalk user id (staffId) the workspace’s DingTalk bots know this member by: linked by an admin, or matched by mobile (admins only).',
    authScopes: workspaceAdmins,
    resolve: (m, _args, ctx) => ctx.loaders.dingStaffIds.load({ workspaceId: m.workspaceId, userId: m.userId }),
  }),
);

const LinkPayload = memberPayload('LinkDingTalkStaffPayload');

builder.mutationField('linkDingTalkStaff', (t) =>
  t.authField({
    type: LinkPayload,
    description:
      'Links a DingTalk user id (staffId, userid) to a member, so that the workspace’s DingTalk bots answer that person with the member’s permissions (creators and admins); an empty id unlinks the member. Senders not linked are matched by the mobile DingTalk holds for them.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { memberId: t.arg.globalID({ required: true, for: Member }), staffId: t.arg.string({ required: false }) },
    resolve: async (_root, { memberId, staffId }, ctx) => {
      const actor = actorOf(ctx);
      const userId = memberUserId(actor, memberId);
      await linkDingTalkStaff(ctx, actor, userId, staffId ?? null);
      return { workspaceId: actor.workspaceId, userId };
    },
  }),
);
