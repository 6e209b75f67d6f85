import { containsPattern } from '../db/like.ts';
import { declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import { viewerBelongsTo } from './access.ts';
import { modelFor } from '../llm/models.ts';
import { WorkspaceModels } from './model-types.ts';
import { NAMING_ERRORS } from '../graphql/error-types.ts';
import { createWorkspace, updateWorkspaceSettings } from './service.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import type { workspaces } from './tables.ts';
import { remainingChats } from './usage.ts';
import { remainingDays } from './versions.ts';

type WsUserType = (typeof WS_USER_TYPES)[keyof typeof WS_USER_TYPES];

export const WorkspaceUserType = builder.enumType('WorkspaceUserType', {
  description: 'ws_user_type: 1 member, 2 admin, 3 creator.',
  values: {
    MEMBER: { value: WS_USER_TYPES.member },
    ADMIN: { value: WS_USER_TYPES.admin },
    CREATOR: { value: WS_USER_TYPES.creator },
  } as const,
});

export const WorkspaceVersion = builder.enumType('WorkspaceVersion', {
  values: { FREE: { value: 'free' }, TEAM: { value: 'team' }, ENTERPRISE: { value: 'enterprise' }, ULTIMATE: { value: 'ultimate' } } as const,
});

const AiModelRef = builder
  .objectRef<{ baseUrl: string | null; model: string | null; hasApiKey: boolean; effective: string | null }>('AiModel')
  .implement({
    fields: (t) => ({
      baseUrl: t.exposeString('baseUrl', { nullable: true, description: 'The workspace’s own endpoint, if set.' }),
      model: t.exposeString('model', { nullable: true, description: 'The workspace’s own model, if set.' }),
      hasApiKey: t.exposeBoolean('hasApiKey'),
      effective: t.exposeString('effective', {
        nullable: true,
        description: 'The model answers come from now; null for extractive answers (no model, or AI turned off).',
      }),
    }),
  });

/**
 * A workspace's public face (what its invitation page shows too), readable in every workspace the
 * viewer belongs to, for the workspace switcher; everything else only in the current one.
 */
const publicFace = {
  skipTypeScopes: true,
  authScopes: (w: { id: string }, _args: unknown, ctx: Context) => viewerBelongsTo(ctx, w.id),
} as const;

export const Workspace = builder.drizzleNode('workspaces', {
  name: 'Workspace',
  authScopes: declareReadRule<typeof workspaces.$inferSelect>('Workspace', 'any', (w, ctx) => w.id === ctx.viewer?.membership?.workspaceId),
  id: { column: (w) => w.id, ...publicFace },
  fields: (t) => ({
    internalID: t.exposeString('id', publicFace),
    name: t.exposeString('name', { description: 'The company name.', ...publicFace }),
    primaryColor: t.exposeString('primaryColor', publicFace),
    logoSquareUrl: t.exposeString('logoSquareUrl', { nullable: true, ...publicFace }),
    logoRectUrl: t.exposeString('logoRectUrl', { nullable: true, ...publicFace }),
    chatEnabled: t.exposeBoolean('chatEnabled'),
    aiModelEnabled: t.exposeBoolean('aiModelEnabled'),
    version: t.field({
      type: WorkspaceVersion,
      description: 'The version in force: the one its subscriptions give, free once they have all expired.',
      resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).version,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the version in force ends; null when it does not (free, or permanent).',
      resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).expiresAt,
    }),
    remainingDays: t.int({
      nullable: true,
      description: 'Days left before the version expires; null when it does not expire.',
      resolve: async (w, _args, ctx) => remainingDays((await ctx.loaders.plans.load(w)).expiresAt, ctx.now),
    }),
    documentLimit: t.int({
      description: 'The version’s document limit plus active document add-ons.',
      resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).limits.documents,
    }),
    memberLimit: t.int({
      description: 'The version’s member limit plus active member add-ons.',
      resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).limits.members,
    }),
    chatLimitPerDay: t.int({
      description: 'The version’s daily chats plus active chat add-ons.',
      resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).limits.chatsPerDay,
    }),
    aiModel: t.authField({
      type: AiModelRef,
      authScopes: { admin: 'manage' },
      description: 'The chat model answers come from (admins): the workspace’s own, else the server’s.',
      resolve: (w, _args, ctx) => ({
        baseUrl: w.llmBaseUrl,
        model: w.llmModel,
        hasApiKey: w.llmApiKey !== null,
        effective: modelFor(w, ctx.llm, ctx.secrets)?.model ?? null,
      }),
    }),
    models: t.authField({
      type: WorkspaceModels,
      authScopes: { admin: 'manage' },
      description: 'The chat and embedding models (admins): the workspace’s own, the server defaults, and re-embedding progress.',
      resolve: (w) => ({ workspaceId: w.id, workspace: w }),
    }),
    remainingChatsToday: t.int({
      description: 'The daily chat limit less the chats spent since midnight (UTC+8), plus earned chat credits.',
      resolve: async (w, _args, ctx) =>
        remainingChats((await ctx.loaders.plans.load(w)).limits.chatsPerDay, w.chatCredits, await ctx.loaders.workspaceCounts.chatsToday.load(w.id)),
    }),
    allowanceLeftToday: t.int({
      description: 'What is left of today’s allowance of the version (chatLimitPerDay), earned chats not counted.',
      resolve: async (w, _args, ctx) => remainingChats((await ctx.loaders.plans.load(w)).limits.chatsPerDay, 0, await ctx.loaders.workspaceCounts.chatsToday.load(w.id)),
    }),
    chatCredits: t.exposeInt('chatCredits', {
      description: 'Chats earned (by invitations) and not yet used: spent once today’s allowance is used up, and kept from day to day.',
    }),
    memberCount: t.int({ resolve: (w, _args, ctx) => ctx.loaders.workspaceCounts.members.load(w.id) }),
    invitableCount: t.int({
      description: 'How many more people may join under the member limit (people added by address count).',
      resolve: async (w, _args, ctx) => {
        const { members, pendingMembers } = ctx.loaders.workspaceCounts;
        const [joined, pending, plan] = await Promise.all([members.load(w.id), pendingMembers.load(w.id), ctx.loaders.plans.load(w)]);
        return Math.max(0, plan.limits.members - joined - pending);
      },
    }),
    members: t.relatedConnection('members', {
      description: 'Members, longest-standing first; searchable by name, e-mail or phone (admins).',
      authScopes: { admin: 'manage' },
      totalCount: true,
      args: {
        search: t.arg.string({ required: false }),
        wsUserType: t.arg({ type: WorkspaceUserType, required: false }),
        roleId: t.arg.globalID({ required: false, description: 'A Role’s ID: only its members.' }),
      },
      query: (args) => {
        const search = args.search?.trim();
        const like = search ? { ilike: containsPattern(search) } : undefined;
        return {
          where: {
            ...(args.wsUserType && { wsUserType: args.wsUserType }),
            ...(like && { OR: [{ wsUsername: like }, { user: { OR: [{ displayName: like }, { email: like }, { phone: like }] } }] }),
            ...(args.roleId && { roleMemberships: { roleId: args.roleId.typename === 'Role' ? args.roleId.id : NO_ROLE } }),
          },
          orderBy: { createdAt: 'asc', userId: 'asc' },
        };
      },
    }),
  }),
});

// A role ID of another type matches no role (rather than every member).
const NO_ROLE = '00000000-0000-0000-0000-000000000000';

export const asWsUserType = (value: number) => value as WsUserType;

const UpdateWorkspaceInput = builder.inputType('UpdateWorkspaceInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'Company name, 2–100 characters, unique.' }),
    primaryColor: t.string({ required: false, description: 'A colour like #5B3ED6.' }),
    chatEnabled: t.boolean({ required: false }),
    aiModelEnabled: t.boolean({ required: false }),
    logoSquareUploadId: t.string({ required: false, description: 'An uploaded 105×105 PNG (its id); "" removes it.' }),
    logoRectUploadId: t.string({ required: false, description: 'An uploaded 420×105 PNG (its id); "" removes it.' }),
    llmBaseUrl: t.string({ required: false, description: 'An OpenAI-compatible endpoint; "" uses the server’s.' }),
    llmModel: t.string({ required: false, description: 'The model name; "" uses the server’s.' }),
    llmApiKey: t.string({ required: false, description: 'Write-only; "" removes it.' }),
  }),
});

const WorkspacePayload = builder.objectRef<{ workspaceId: string }>('WorkspacePayload');
WorkspacePayload.implement({
  fields: (t) => ({
    workspace: t.drizzleField({
      type: 'workspaces',
      resolve: (query, payload, _args, ctx) =>
        ctx.db.query.workspaces.findFirst(query({ where: { id: payload.workspaceId } })).then((w) => w!),
    }),
  }),
});

builder.mutationField('updateWorkspace', (t) =>
  t.authField({
    type: WorkspacePayload,
    description: 'Changes the current workspace’s settings (admins and the creator).',
    authScopes: { admin: 'manage' },
    errors: { types: NAMING_ERRORS },
    args: { input: t.arg({ type: UpdateWorkspaceInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateWorkspaceSettings(ctx, ctx.viewer.membership.workspaceId, input),
  }),
);

const CreateWorkspaceInput = builder.inputType('CreateWorkspaceInput', {
  fields: (t) => ({ name: t.string({ required: true, description: 'Company name, 2–100 characters, unique.' }) }),
});

builder.mutationField('createWorkspace', (t) =>
  t.authField({
    type: WorkspacePayload,
    description: 'Creates a workspace whose creator is the viewer, and makes it their current one.',
    authScopes: { signedIn: 'session' },
    errors: { types: NAMING_ERRORS },
    args: { input: t.arg({ type: CreateWorkspaceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const workspace = await createWorkspace(ctx.db, { name: input.name, creator: ctx.viewer.user, makeCurrent: true });
      return { workspaceId: workspace.id };
    },
  }),
);

builder.subscriptionField('workspaceUpdated', (t) =>
  t.withAuth({ member: 'manage' }).field({
    type: Workspace,
    description: 'The current workspace, each time its settings change.',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('workspace:updated', ctx.viewer.membership.workspaceId),
    resolve: (payload, _args, ctx) =>
      ctx.db.query.workspaces.findFirst({ where: { id: payload.workspaceId } }).then((w) => w!),
  }),
);
