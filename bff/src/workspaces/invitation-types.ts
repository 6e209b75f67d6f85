import { encodeGlobalID } from '@pothos/plugin-relay';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { ACTION_ERRORS, ErrorInterface } from '../graphql/error-types.ts';
import type { Viewer as ViewerShape } from '../request/viewer.ts';
import { Viewer } from '../identity/types.ts';
import { actorOf } from './acting.ts';
import {
  acceptInvitation,
  createInvitation,
  invitationPreview,
  InvitationRefusedError,
  invitationState,
  revokeInvitation,
} from './invitations.ts';
import { currentMembership } from './service.ts';
import { Workspace } from './types.ts';

const InvitationStateEnum = builder.enumType('InvitationState', {
  values: { VALID: { value: 'valid' }, EXPIRED: { value: 'expired' }, REVOKED: { value: 'revoked' }, USED_UP: { value: 'usedUp' } } as const,
});

export const Invitation = builder.drizzleNode('invitations', {
  name: 'Invitation',
  description: 'An invitation link to the workspace (its code is shown only when it is made).',
  authScopes: readableInWorkspace('Invitation', 'manage', (_ctx, _invitation, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  id: { column: (i) => i.id },
  fields: (t) => ({
    codeHint: t.exposeString('codeHint', { description: 'The first characters of the code.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    maxUses: t.exposeInt('maxUses', { nullable: true }),
    uses: t.exposeInt('uses'),
    state: t.field({ type: InvitationStateEnum, resolve: (i, _args, ctx) => invitationState(i, ctx.now) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.relation('createdByUser'),
  }),
});

builder.drizzleObjectField(Workspace, 'invitations', (t) =>
  t.relatedConnection('invitations', {
    description: 'Invitations not revoked nor expired, newest first (admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: (_args, ctx) => ({
      where: { revokedAt: { isNull: true }, expiresAt: { gt: ctx.now } },
      orderBy: { createdAt: 'desc', id: 'desc' },
    }),
  }),
);

const InvitationPreview = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof invitationPreview>>>>('InvitationPreview')
  .implement({
    description:
      'What an invitation link shows before joining: whether it still works and, only when it does (or to a member), the workspace and who invited.',
    fields: (t) => ({
      workspaceName: t.exposeString('workspaceName', { nullable: true, description: 'Null when the link no longer works, unless the viewer is a member.' }),
      workspaceLogoUrl: t.exposeString('workspaceLogoUrl', { nullable: true }),
      inviterName: t.exposeString('inviterName', { nullable: true, description: 'Null when the link no longer works, unless the viewer is a member.' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
      state: t.field({ type: InvitationStateEnum, resolve: (p) => p.state }),
      viewerIsMember: t.exposeBoolean('viewerIsMember', { description: 'Whether the signed-in viewer already belongs to the workspace.' }),
    }),
  });

const InvitationRefusalEnum = builder.enumType('InvitationRefusal', {
  values: { NOT_FOUND: { value: 'notFound' }, EXPIRED: { value: 'expired' }, REVOKED: { value: 'revoked' }, USED_UP: { value: 'usedUp' } } as const,
});

builder.objectType(InvitationRefusedError, {
  name: 'InvitationRefusedError',
  description: 'The link lets nobody in: it names no invitation, or the invitation expired, was revoked or is used up.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvitationRefusedError,
  fields: (t) => ({ reason: t.field({ type: InvitationRefusalEnum, resolve: (error) => error.reason }) }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationPreview,
    nullable: true,
    description: 'An invitation by its code (public: the landing page needs no sign-in); null when unknown.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => invitationPreview(ctx, code),
  }),
);

const CreateInvitationPayload = builder
  .objectRef<{ invitationId: string; link: string }>('CreateInvitationPayload')
  .implement({
    fields: (t) => ({
      link: t.exposeString('link', { description: 'The invitation link; shown only now.' }),
      invitation: t.drizzleField({
        type: 'invitations',
        resolve: (query, p, _args, ctx) =>
          ctx.db.query.invitations.findFirst(query({ where: { id: p.invitationId } })).then((i) => i!),
      }),
    }),
  });

builder.mutationField('createInvitation', (t) =>
  t.authField({
    type: CreateInvitationPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: {
      expiresInDays: t.arg.int({ required: false, description: '1 to 30 days; 7 by default.' }),
      maxUses: t.arg.int({ required: false, description: 'How many people may join with it; unlimited when empty.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { invitation, code } = await createInvitation(ctx, actorOf(ctx), args);
      return { invitationId: invitation.id, link: `${ctx.publicUrl}/invitation/${code}` };
    },
  }),
);

const RevokeInvitationPayload = builder.objectRef<{ revokedInvitationId: string }>('RevokeInvitationPayload').implement({
  fields: (t) => ({ revokedInvitationId: t.exposeID('revokedInvitationId') }),
});

builder.mutationField('revokeInvitation', (t) =>
  t.authField({
    type: RevokeInvitationPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { invitationId: t.arg.globalID({ required: true, for: Invitation }) },
    resolve: async (_root, args, ctx) => {
      await revokeInvitation(ctx, actorOf(ctx).workspaceId, args.invitationId.id);
      return { revokedInvitationId: encodeGlobalID('Invitation', args.invitationId.id) };
    },
  }),
);

const AcceptInvitationPayload = builder.objectRef<{ viewer: ViewerShape; joined: boolean }>('AcceptInvitationPayload').implement({
  fields: (t) => ({
    viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }),
    joined: t.exposeBoolean('joined', { description: 'Whether this made the viewer a member; false when they already were one.' }),
  }),
});

builder.mutationField('acceptInvitation', (t) =>
  t.authField({
    type: AcceptInvitationPayload,
    description: 'Joins the invitation’s workspace (after sign-in) and makes it the current one.',
    authScopes: { signedIn: 'session' },
    errors: { types: [InvitationRefusedError, ...ACTION_ERRORS] },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const viewer = ctx.viewer;
      const { workspaceId, joined } = await acceptInvitation(ctx, viewer.user, code);
      const user = { ...viewer.user, currentWorkspaceId: workspaceId };
      return { viewer: { ...viewer, user, membership: await currentMembership(ctx.db, user) }, joined };
    },
  }),
);
