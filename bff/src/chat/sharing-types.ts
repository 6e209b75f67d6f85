import { builder } from '../graphql/builder.ts';
import { actingMember, mayRead } from '../graphql/access.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { membersOf } from '../workspaces/members.ts';
import { shareConversation } from './sharing.ts';
import { Conversation } from './types.ts';

builder.drizzleObjectFields(Conversation, (t) => ({
  sharedAt: t.expose('sharedAt', { type: 'DateTime', nullable: true, description: 'Since when its member shares it read-only with the workspace’s members; null: theirs alone.' }),
  viewerIsOwner: t.boolean({ description: 'Whether it is the viewer’s own (else one shared with them).', resolve: (c, _args, ctx) => c.userId === actingMember(ctx)?.userId }),
  sharedBy: t.string({
    nullable: true,
    description: 'Its member’s name in the workspace, while it is shared, to whoever may read the workspace’s members (by the Member rule).',
    resolve: async (c, _args, ctx) => {
      if (!c.sharedAt || !c.userId) return null;
      const [member] = await membersOf(ctx.db, c.workspaceId, [c.userId]);
      return member && (await mayRead(ctx, 'Member', member)) ? member.wsUsername : null;
    },
  }),
}));

const SharePayload = builder.objectRef<{ conversationId: string; workspaceId: string }>('ShareConversationPayload').implement({
  fields: (t) => ({
    conversation: t.drizzleField({
      type: 'conversations',
      resolve: (query, p, _args, ctx) =>
        ctx.db.query.conversations.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.conversationId } })).then((c) => c!),
    }),
  }),
});

builder.mutationField('shareConversation', (t) =>
  t.authField({
    type: SharePayload,
    description: 'Shares the viewer’s conversation read-only with the workspace’s members (by its link), or takes it back.',
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { conversationId: t.arg.globalID({ required: true, for: Conversation }), shared: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { conversationId: await shareConversation(ctx, actor, args.conversationId.id, args.shared), workspaceId: actor.workspaceId };
    },
  }),
);
