import { builder } from '../graphql/builder.ts';
import { NameTakenError, ValidationError } from '../graphql/errors.ts';
import { createWorkspace, updateWorkspaceSettings } from './service.ts';
import { WS_USER_TYPES } from './tables.ts';

type WsUserType = (typeof WS_USER_TYPES)[keyof typeof WS_USER_TYPES];

export const WorkspaceUserType = builder.enumType('WorkspaceUserType', {
  description: 'ws_user_type: 1 member, 2 admin, 3 creator.',
  values: {
    MEMBER: { value: WS_USER_TYPES.member },
    ADMIN: { value: WS_USER_TYPES.admin },
    CREATOR: { value: WS_USER_TYPES.creator },
  } as const,
});

const WorkspaceVersion = builder.enumType('WorkspaceVersion', {
  values: { FREE: { value: 'free' }, TEAM: { value: 'team' }, ENTERPRISE: { value: 'enterprise' }, ULTIMATE: { value: 'ultimate' } } as const,
});

export const Workspace = builder.drizzleNode('workspaces', {
  name: 'Workspace',
  id: { column: (w) => w.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name', { description: 'The company name.' }),
    primaryColor: t.exposeString('primaryColor'),
    logoSquareUrl: t.exposeString('logoSquareUrl', { nullable: true }),
    logoRectUrl: t.exposeString('logoRectUrl', { nullable: true }),
    chatEnabled: t.exposeBoolean('chatEnabled'),
    aiModelEnabled: t.exposeBoolean('aiModelEnabled'),
    version: t.expose('version', { type: WorkspaceVersion }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    members: t.relatedConnection('members', {
      description: 'Members, longest-standing first.',
      totalCount: true,
      query: { orderBy: { createdAt: 'asc', userId: 'asc' } },
    }),
  }),
});

export const Member = builder.drizzleNode('workspaceMembers', {
  name: 'Member',
  description: 'A person’s membership in one workspace.',
  id: { column: (m) => [m.workspaceId, m.userId] },
  fields: (t) => ({
    wsUserType: t.field({ type: WorkspaceUserType, resolve: (m) => m.wsUserType as WsUserType }),
    wsUsername: t.exposeString('wsUsername', { description: 'The name the person uses in this workspace.' }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user'),
    workspace: t.relation('workspace'),
  }),
});

const UpdateWorkspaceInput = builder.inputType('UpdateWorkspaceInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'Company name, 2–100 characters, unique.' }),
    primaryColor: t.string({ required: false, description: 'A colour like #5B3ED6.' }),
  }),
});

const UpdateWorkspacePayload = builder.objectRef<{ workspaceId: string }>('UpdateWorkspacePayload');

UpdateWorkspacePayload.implement({
  fields: (t) => ({
    workspace: t.drizzleField({
      type: 'workspaces',
      resolve: (query, payload, _args, ctx) =>
        ctx.db.query.workspaces.findFirst(query({ where: { id: payload.workspaceId } })).then((w) => w!),
    }),
  }),
});

builder.mutationField('updateWorkspace', (t) =>
  t.field({
    type: UpdateWorkspacePayload,
    description: 'Changes the current workspace’s settings (admins and the creator).',
    authScopes: { admin: true },
    errors: { types: [ValidationError, NameTakenError] },
    args: { input: t.arg({ type: UpdateWorkspaceInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateWorkspaceSettings(ctx, ctx.viewer!.membership!.workspaceId, input),
  }),
);

builder.subscriptionField('workspaceUpdated', (t) =>
  t.field({
    type: Workspace,
    description: 'The current workspace, each time its settings change.',
    authScopes: { member: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('workspace:updated', ctx.viewer!.membership!.workspaceId),
    resolve: (payload, _args, ctx) =>
      ctx.db.query.workspaces.findFirst({ where: { id: payload.workspaceId } }).then((w) => w!),
  }),
);

const CreateWorkspaceInput = builder.inputType('CreateWorkspaceInput', {
  fields: (t) => ({ name: t.string({ required: true, description: 'Company name, 2–100 characters, unique.' }) }),
});

const CreateWorkspacePayload = builder.objectRef<{ workspaceId: string }>('CreateWorkspacePayload');
CreateWorkspacePayload.implement({
  fields: (t) => ({
    workspace: t.drizzleField({
      type: 'workspaces',
      resolve: (query, payload, _args, ctx) =>
        ctx.db.query.workspaces.findFirst(query({ where: { id: payload.workspaceId } })).then((w) => w!),
    }),
  }),
});

builder.mutationField('createWorkspace', (t) =>
  t.field({
    type: CreateWorkspacePayload,
    description: 'Creates a workspace whose creator is the viewer, and makes it their current one.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NameTakenError] },
    args: { input: t.arg({ type: CreateWorkspaceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const workspace = await createWorkspace(ctx.db, { name: input.name, creator: ctx.viewer!.user, makeCurrent: true });
      return { workspaceId: workspace.id };
    },
  }),
);
