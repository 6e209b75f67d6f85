import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { regenerateAgentShareLink, setAgentEmbed, setAgentShareLink, shareLinkOf } from './share-links.ts';
import { Agent } from './types.ts';

type ShareLink = ReturnType<typeof shareLinkOf> & { publicUrl: string };

const EmbedPosition = builder.enumType('EmbedPosition', { values: { RIGHT: { value: 'right' }, LEFT: { value: 'left' } } as const });

const AgentShareLink = builder.objectRef<ShareLink>('AgentShareLink').implement({
  description: 'A workspace agent’s public chat link: anyone with it chats with the agent while it is on, answered only from documents public on the internet.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    path: t.exposeString('path', { nullable: true, description: 'The link’s path (`/chat/share/{key}`); null until it is first turned on.' }),
    url: t.string({ nullable: true, description: 'The link as visitors open it.', resolve: (l) => (l.path ? new URL(l.path, l.publicUrl).toString() : null) }),
    embedOrigins: t.stringList({ description: 'The sites (origins) whose pages may embed the chat bubble; none: no site may.', resolve: (l) => l.embed.origins }),
    embedColor: t.string({ description: 'The bubble’s colour (#RRGGBB); empty: the product’s.', resolve: (l) => l.embed.color }),
    embedPosition: t.field({ type: EmbedPosition, resolve: (l) => l.embed.position }),
    embedScriptUrl: t.string({ description: 'The loader script a page includes (`embed.js` of this server).', resolve: (l) => new URL('/embed.js', l.publicUrl).toString() }),
  }),
});

const AgentEmbedInput = builder.inputType('AgentEmbedInput', {
  fields: (t) => ({
    origins: t.stringList({ required: true, description: 'Site addresses (scheme, host, port; no path), at most 20.' }),
    color: t.string({ required: true, description: '#RRGGBB, or empty for the product’s.' }),
    position: t.field({ type: EmbedPosition, required: true }),
  }),
});

builder.drizzleObjectField(Agent, 'shareLink', (t) =>
  t.authField({
    type: AgentShareLink,
    nullable: true,
    description: 'Its public chat link, for the workspace’s admins and creator; null for a personal agent or anyone else.',
    authScopes: { admin: 'manage' },
    unauthorizedResolver: () => null,
    select: { columns: { scope: true, shareEnabled: true, shareNonce: true, embedOrigins: true, embedColor: true, embedPosition: true } },
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
    errors: { types: ACTION_ERRORS },
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
    errors: { types: ACTION_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { agentId: await regenerateAgentShareLink(ctx, actor, args.agentId.id), workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('updateAgentEmbed', (t) =>
  t.authField({
    type: ShareLinkPayload,
    description: 'Sets where a workspace agent’s chat bubble may be embedded, its colour and its side (admins and the creator).',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }), input: t.arg({ type: AgentEmbedInput, required: true }) },
    resolve: async (_root, { agentId, input }, ctx) => {
      const actor = actorOf(ctx);
      return { agentId: await setAgentEmbed(ctx, actor, agentId.id, input), workspaceId: actor.workspaceId };
    },
  }),
);
