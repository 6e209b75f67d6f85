import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { inArray } from 'drizzle-orm';
import { App } from '../apps/types.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { NotFoundError } from '../request/errors.ts';
import { actingMember, mayRead, readableInWorkspace } from '../graphql/access.ts';
import { actorOf } from '../workspaces/acting.ts';
import type { ActingMember } from '../request/viewer.ts';
import { Role } from '../workspaces/role-types.ts';
import { Workspace } from '../workspaces/types.ts';
import {
  usableAgentIds,
  canManageAgent,
  createAgent,
  deleteAgent,
  installBuiltinAgent,
  regenerateAgentKey,
  updateAgent,
  type AgentInput,
} from './service.ts';
import { AGENT_STORE, type AgentTemplate } from './store.ts';
import type { Agent as AgentRow } from './tables.ts';

const AgentScope = builder.enumType('AgentScope', { values: { WORKSPACE: { value: 'workspace' }, PERSONAL: { value: 'personal' } } as const });
const VisibleRange = builder.enumType('VisibleRange', {
  values: { ALL_MEMBERS: { value: 'all_members' }, SPECIFIED_ROLES: { value: 'specified_roles' } } as const,
});
const AgentType = builder.enumType('AgentType', { values: { BUILT_IN: { value: 'built_in' }, CUSTOM: { value: 'custom' } } as const });

const AgentTemplateRef = builder.objectRef<AgentTemplate>('AgentTemplate').implement({
  description: 'A built-in agent of the agent store.',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.string({ resolve: (a, _args, ctx) => a.name[ctx.locale] }),
    description: t.string({ resolve: (a, _args, ctx) => a.description[ctx.locale] }),
    avatar: t.exposeString('avatar'),
    systemPrompt: t.string({ resolve: (a, _args, ctx) => a.systemPrompt[ctx.locale] }),
    scopedToApps: t.exposeBoolean('scopedToApps', { description: 'Answers from chosen apps only.' }),
    installed: t.field({
      type: [Agent],
      description: 'The workspace’s agents installed from it, oldest first (empty: not installed). Installing again takes a new name.',
      resolve: (a, _args, ctx) => ctx.loaders.installedFromStore.load(a.key),
    }),
  }),
});

builder.queryField('agentStore', (t) =>
  t.field({ type: [AgentTemplateRef], authScopes: { member: ['agents:read', 'manage'] }, resolve: () => [...AGENT_STORE] }),
);

export const Agent = builder.drizzleNode('agents', {
  name: 'Agent',
  authScopes: readableInWorkspace('Agent', ['agents:read', 'manage'], agentReadable),
  id: { column: (a) => a.id },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    systemPrompt: t.exposeString('systemPrompt'),
    avatar: t.exposeString('avatar'),
    openingMessage: t.exposeString('openingMessage', { description: 'What it says first, before anyone asks; empty for none.' }),
    suggestedQuestions: t.exposeStringList('suggestedQuestions', { description: 'Questions a person may start with (at most six).' }),
    suggestFollowUps: t.exposeBoolean('followUps', { description: 'Whether, after each answer a model writes, it suggests up to three questions to ask next.' }),
    scope: t.expose('scope', { type: AgentScope }),
    type: t.field({ type: AgentType, resolve: (a) => (a.builtinKey ? 'built_in' : 'custom') }),
    builtinKey: t.exposeString('builtinKey', { nullable: true }),
    visibleRange: t.expose('visibleRange', { type: VisibleRange }),
    roles: t.field({
      type: [Role],
      select: { with: { agentRoles: { with: { role: true } } } },
      resolve: (a) => a.agentRoles.map((ar) => ar.role),
    }),
    enabled: t.exposeBoolean('enabled'),
    model: t.exposeString('model', { nullable: true, description: 'Null: the workspace’s default model.' }),
    scopedToApps: t.exposeBoolean('scopedToApps'),
    apps: t.field({
      type: [App],
      description: 'Its knowledge scope, when scoped to apps.',
      select: { with: { agentApps: { with: { app: true } } } },
      // Only as far as the viewer may see those apps: the agent is visible more widely than they are.
      resolve: async (a, _args, ctx) => {
        const linked = a.agentApps.map((aa) => aa.app);
        const readable = await Promise.all(linked.map((app) => mayRead(ctx, 'App', app)));
        return linked.filter((_app, i) => readable[i]);
      },
    }),
    keyHint: t.exposeString('keyHint', { description: 'The start of the ws agent key (the key itself is shown once).' }),
    createdBy: t.relation('createdByUser'),
    viewerCanManage: t.boolean({ resolve: (a, _args, ctx) => viewerCanManage(ctx, a) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** Whether the viewer manages the agent: a field of a type whose read rule admits members only. */
function viewerCanManage(ctx: Context, agent: AgentRow) {
  const actor = actingMember(ctx);
  return actor !== null && canManageAgent(actor, agent);
}

/** An agent: its managers, and the members its visible range names. */
function agentReadable(ctx: Context, agent: AgentRow, actor: ActingMember) {
  return canManageAgent(actor, agent) || ctx.loaders.visibleAgents.load(agent.id);
}

builder.drizzleObjectField(Workspace, 'agents', (t) =>
  t.relatedConnection('agents', {
    description: 'Installed and custom workspace agents, newest first (admins and the creator).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { where: { scope: 'workspace' }, orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

builder.drizzleObjectField(Workspace, 'personalAgents', (t) =>
  t.relatedConnection('agents', {
    description: 'The viewer’s own agents, newest first.',
    authScopes: { member: ['agents:read', 'manage'] },
    totalCount: true,
    query: (_args, ctx) => ({ where: { scope: 'personal', createdBy: ctx.viewer!.user.id }, orderBy: { createdAt: 'desc', id: 'desc' } }),
  }),
);

builder.queryField('availableAgents', (t) =>
  t.withAuth({ member: 'agents:read' }).drizzleField({
    type: ['agents'],
    description: 'The agents the viewer may chat with: visible to them and enabled.',
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.agents.findMany(
        query({
          where: { RAW: (a) => inArray(a.id, usableAgentIds(ctx.db, actorOf(ctx))) },
          orderBy: { scope: 'asc', createdAt: 'asc' },
        }),
      ),
  }),
);

const idsOf = (typename: string, ids: readonly (string | number)[] | null | undefined, notFound: 'roleNotFound' | 'appNotFound') =>
  ids?.map((raw) => {
    try {
      const decoded = decodeGlobalID(String(raw));
      if (decoded.typename === typename) return decoded.id;
    } catch {
      // not a global ID
    }
    throw new NotFoundError(notFound);
  });

const AgentInputRef = builder.inputType('AgentInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'Required, 2–50 characters.' }),
    description: t.string({ required: false }),
    systemPrompt: t.string({ required: false }),
    avatar: t.string({ required: false, description: 'An avatar URL from the avatar list; must be chosen.' }),
    openingMessage: t.string({ required: false, description: 'At most 500 characters.' }),
    suggestedQuestions: t.stringList({ required: false, description: 'At most six, each at most 100 characters; blank ones are dropped.' }),
    suggestFollowUps: t.boolean({ required: false }),
    visibleRange: t.field({ type: VisibleRange, required: false, description: 'Workspace agents; must be chosen.' }),
    roleIds: t.idList({ required: false }),
    enabled: t.boolean({ required: false }),
    model: t.string({ required: false, description: 'A model name; "" uses the workspace default.' }),
    scopedToApps: t.boolean({ required: false }),
    appIds: t.idList({ required: false, description: 'Its knowledge scope (App IDs).' }),
  }),
});

function toInput(input: typeof AgentInputRef.$inferInput): AgentInput {
  return {
    name: input.name,
    description: input.description,
    systemPrompt: input.systemPrompt,
    avatar: input.avatar,
    openingMessage: input.openingMessage,
    suggestedQuestions: input.suggestedQuestions,
    followUps: input.suggestFollowUps,
    visibleRange: input.visibleRange,
    roleIds: idsOf('Role', input.roleIds, 'roleNotFound'),
    enabled: input.enabled,
    model: input.model,
    scopedToApps: input.scopedToApps,
    appIds: idsOf('App', input.appIds, 'appNotFound'),
  };
}

const AgentPayload = builder.objectRef<{ agentId: string; workspaceId: string; key?: string }>('AgentPayload').implement({
  fields: (t) => ({
    agent: t.drizzleField({
      type: 'agents',
      resolve: (query, p, _args, ctx) => ctx.db.query.agents.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.agentId } })).then((a) => a!),
    }),
    key: t.string({
      nullable: true,
      description: 'The ws agent key, shown this once (after creating, installing or regenerating).',
      resolve: (p) => p.key ?? null,
    }),
  }),
});

builder.mutationField('installAgent', (t) =>
  t.authField({
    type: AgentPayload,
    description: 'Installs a built-in agent from the store into the workspace (admins and the creator); a second copy only under a new name.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: {
      templateKey: t.arg.string({ required: true }),
      name: t.arg.string({ required: false, description: 'Required to install a template the workspace already has: the new copy’s name, unlike any agent’s.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { agent, key } = await installBuiltinAgent(ctx, actorOf(ctx), args.templateKey, args.name);
      return { agentId: agent.id, workspaceId: agent.workspaceId, key };
    },
  }),
);

builder.mutationField('createAgent', (t) =>
  t.authField({
    type: AgentPayload,
    description: 'Creates a custom agent: for the workspace (admins and the creator) or personal.',
    // Anyone may make their own; the workspace's are its admins'.
    authScopes: (_root: unknown, args: { scope: string }) => (args.scope === 'workspace' ? { admin: 'manage' as const } : { member: 'manage' as const }),
    errors: { types: ACTION_ERRORS },
    args: { scope: t.arg({ type: AgentScope, required: true }), input: t.arg({ type: AgentInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const { agent, key } = await createAgent(ctx, actor, args.scope, toInput(args.input));
      return { agentId: agent.id, workspaceId: agent.workspaceId, key };
    },
  }),
);

builder.mutationField('updateAgent', (t) =>
  t.authField({
    type: AgentPayload,
    description: 'Edits an agent (a built-in one’s prompt too), enables or disables it.',
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }), input: t.arg({ type: AgentInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      await updateAgent(ctx, actor, args.agentId.id, toInput(args.input));
      return { agentId: args.agentId.id, workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('regenerateAgentKey', (t) =>
  t.authField({
    type: AgentPayload,
    description: 'Replaces the ws agent key; the old one stops working.',
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const { agentId, key } = await regenerateAgentKey(ctx, actor, args.agentId.id);
      return { agentId, workspaceId: actor.workspaceId, key };
    },
  }),
);

const DeleteAgentPayload = builder.objectRef<{ deletedAgentId: string }>('DeleteAgentPayload').implement({
  fields: (t) => ({ deletedAgentId: t.exposeID('deletedAgentId') }),
});

builder.mutationField('deleteAgent', (t) =>
  t.authField({
    type: DeleteAgentPayload,
    authScopes: { member: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { agentId: t.arg.globalID({ required: true, for: Agent }) },
    resolve: async (_root, args, ctx) => {
      await deleteAgent(ctx, actorOf(ctx), args.agentId.id);
      return { deletedAgentId: encodeGlobalID('Agent', args.agentId.id) };
    },
  }),
);
