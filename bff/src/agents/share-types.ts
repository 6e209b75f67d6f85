import { builder } from '../graphql/builder.ts';
import { COMMON_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { regenerateAgentShareLink, setAgentShareLink, shareLinkOf } from './share-links.ts';
import { Agent } from './types.ts';

type ShareLink = ReturnType<typeof shareLinkOf> & { publicUrl: string };

const AgentShareLink = builder.objectRef<ShareLink>('AgentShareLink').implement({
  description: 'A workspace agent’s public chat link: anyone with it chats with the agent while it is on, answered only from documents public on the internet.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    path: t.exposeString('path', { nullable: true, description: 'The link’s path (`/chat/share/{key}`); null until it is first turned on.' }),
    url: t.string({ nullable: true, description: 'The link as visitors open it.', resolve: (l) => (l.path ? new URL(l.path, l.publicUrl).toString() : null) }),
  }),
});

builder.drizzleObjectField(Agent, 'shareLink', (t) =>
  t.authField({
    type: AgentShareLink,
    nullable: true,
    description: 'Its public chat link, for the workspace’s admins and creator; null for a personal agent or anyone else.',
    authScopes: { admin: 'manage' },
    unauthorizedResolver: () => null,
    select: { columns: { scope: true, shareEnabled: true, shareNonce: true } },
    resolve: (a, _args, ctx) => (a.scope === 'workspace' ? { ...shareLinkOf(ctx.secrets, a), publicUrl: ctx.publicUrl } : null),
  }),
);

const ShareLinkPayload = builder.objectRef<{ agentId: string; workspaceId: string }>('AgentShareLinkPayload').implement({
  fields: (t) => ({
    agent: t.drizzleField({
      type: 'agents',
      resolve: (query, p, _args, ctx) => ctx.db.query.agents.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.agentId } })).then((a) => a!),
    }),
  }),
});

builder.mutationField('updateAgentShareLink', (t) =>
  t.authField({
    type: ShareLinkPayload,
    description: 'Turns a workspace agent’s public chat link on or off (admins and the creator).',
    authScopes: { admin: 'manage' },
    errors: { types: COMMON_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }), enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { agentId: await setAgentShareLink(ctx, actor, args.agentId.id, args.enabled), workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('regenerateAgentShareLink', (t) =>
  t.authField({
    type: ShareLinkPayload,
    description: 'Gives a workspace agent’s public chat link a new address; the old one stops working.',
    authScopes: { admin: 'manage' },
    errors: { types: COMMON_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { agentId: await regenerateAgentShareLink(ctx, actor, args.agentId.id), workspaceId: actor.workspaceId };
    },
  }),
);
