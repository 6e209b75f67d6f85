import { encodeGlobalID } from '@pothos/plugin-relay';
import { declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import type { workspaceMembers } from './tables.ts';
import type { Viewer as ViewerShape } from '../request/viewer.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { Viewer } from '../identity/types.ts';
import { actorOf, memberGlobalKey, memberUserId } from './acting.ts';
import { addMembersByContact, changeMemberType, removeMember, signOutMember, switchWorkspace, transferCreator, type AddedContact } from './members.ts';
import { currentMembership } from './service.ts';
import { asWsUserType, Workspace, WorkspaceUserType } from './types.ts';

/** A member's contact and roles: for the workspace's admins (tokens with `manage`), and the person themselves. */
export const adminsOrSelf = (m: { workspaceId: string; userId: string }, _args: unknown, ctx: Context) =>
  m.userId === ctx.viewer?.user.id || (m.workspaceId === ctx.viewer?.membership?.workspaceId && { admin: 'manage' as const });

export const Member = builder.drizzleNode('workspaceMembers', {
  name: 'Member',
  description: 'A person’s membership in one workspace.',
  // The current workspace's members, and the viewer's own memberships (of every workspace).
  authScopes: declareReadRule<typeof workspaceMembers.$inferSelect>(
    'Member',
    // Who a token acts as is its own to know; the workspace's people are for managing it.
    (m, ctx) => (m.userId === ctx.viewer?.user.id ? 'any' : 'manage'),
    (m, ctx) => m.userId === ctx.viewer?.user.id || m.workspaceId === ctx.viewer?.membership?.workspaceId,
  ),
  id: { column: (m) => [m.workspaceId, m.userId] },
  fields: (t) => ({
    wsUserType: t.field({ type: WorkspaceUserType, resolve: (m) => asWsUserType(m.wsUserType) }),
    wsUsername: t.exposeString('wsUsername', { description: 'The name the person uses in this workspace.' }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user'),
    workspace: t.relation('workspace'),
    email: t.string({
      nullable: true,
      authScopes: adminsOrSelf,
      select: { with: { user: { columns: { email: true } } } },
      resolve: (m) => m.user.email,
    }),
    phone: t.string({
      nullable: true,
      authScopes: adminsOrSelf,
      select: { with: { user: { columns: { countryCode: true, phone: true } } } },
      resolve: (m) => (m.user.phone ? `${m.user.countryCode ?? ''} ${m.user.phone}`.trim() : null),
    }),
    roleNames: t.stringList({
      authScopes: adminsOrSelf,
      select: { with: { roleMemberships: { with: { role: { columns: { name: true } } } } } },
      resolve: (m) => m.roleMemberships.map((rm) => rm.role.name),
    }),
  }),
});

// The viewer's workspaces: this domain's rows, on the identity domain's Viewer.
builder.objectFields(Viewer, (t) => ({
  currentWorkspace: t.drizzleField({
    type: 'workspaces',
    nullable: true,
    resolve: (query, viewer, _args, ctx) =>
      viewer.membership ? ctx.db.query.workspaces.findFirst(query({ where: { id: viewer.membership.workspaceId } })) : null,
  }),
  currentMember: t.drizzleField({
    type: 'workspaceMembers',
    nullable: true,
    description: 'The viewer’s membership in the current workspace.',
    resolve: (query, viewer, _args, ctx) =>
      viewer.membership ? ctx.db.query.workspaceMembers.findFirst(query({ where: { workspaceId: viewer.membership.workspaceId, userId: viewer.user.id } })) : null,
  }),
  memberships: t.drizzleConnection({
    type: 'workspaceMembers',
    description: 'Every workspace the viewer belongs to.',
    resolve: (query, viewer, _args, ctx) =>
      ctx.db.query.workspaceMembers.findMany(query({ where: { userId: viewer.user.id }, orderBy: { createdAt: 'asc', workspaceId: 'asc' } })),
  }),
}));

/** A mutation's payload that names the member it changed (other domains' mutations too: the rows are this domain's). */
export const memberPayload = (name: string) =>
  builder.objectRef<{ workspaceId: string; userId: string }>(name).implement({
    fields: (t) => ({
      member: t.drizzleField({
        type: 'workspaceMembers',
        resolve: (query, p, _args, ctx) =>
          ctx.db.query.workspaceMembers.findFirst(query({ where: { workspaceId: p.workspaceId, userId: p.userId } })).then((m) => m!),
      }),
    }),
  });

const MemberPayload = memberPayload('MemberPayload');

const ContactEntry = builder.inputType('MemberContactInput', {
  fields: (t) => ({ email: t.string({ required: false }), countryCode: t.string({ required: false }), phone: t.string({ required: false }) }),
});

const AddedContactOutcome = builder.enumType('AddedContactOutcome', {
  values: {
    ADDED: { value: 'added', description: 'Someone with an account: a member now.' },
    PENDING: { value: 'pending', description: 'No account yet: a member at their first sign-in.' },
    ALREADY_MEMBER: { value: 'alreadyMember', description: 'A member already: nothing changed.' },
  } as const,
});

const AddedContactRef = builder.objectRef<AddedContact>('AddedContact').implement({
  description: 'What adding one contact did.',
  fields: (t) => ({
    contact: t.exposeString('contact', { description: 'The e-mail address, or the country code and phone number, as given.' }),
    outcome: t.field({ type: AddedContactOutcome, resolve: (c) => c.outcome }),
    name: t.exposeString('name', { nullable: true, description: 'The person’s name in the workspace, for someone with an account.' }),
  }),
});

const AddMembersPayload = builder.objectRef<{ added: number; pending: number; contacts: AddedContact[]; workspaceId: string }>('AddMembersPayload').implement({
  fields: (t) => ({
    added: t.exposeInt('added', { description: 'People with an account, members now.' }),
    pending: t.exposeInt('pending', { description: 'People without an account yet: members at their first sign-in.' }),
    contacts: t.field({ type: [AddedContactRef], description: 'What happened to each contact, in the order given.', resolve: (p) => p.contacts }),
    workspace: t.field({ type: Workspace, resolve: (p, _a, ctx) => ctx.db.query.workspaces.findFirst({ where: { id: p.workspaceId } }).then((w) => w!) }),
  }),
});

builder.mutationField('addMembers', (t) =>
  t.authField({
    type: AddMembersPayload,
    description: 'Adds people by e-mail or phone; people without an account join at their first sign-in.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { contacts: t.arg({ type: [ContactEntry], required: true }) },
    resolve: async (_root, { contacts }, ctx) => {
      const actor = actorOf(ctx);
      const result = await addMembersByContact(
        ctx,
        actor,
        contacts.map((c) => ({ email: c.email, country_code: c.countryCode, phone: c.phone })),
      );
      return { ...result, workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('updateMemberType', (t) =>
  t.authField({
    type: MemberPayload,
    description: 'Makes a member an admin or an admin a member (only the creator changes admins).',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: {
      memberId: t.arg.globalID({ required: true, for: Member }),
      wsUserType: t.arg({ type: WorkspaceUserType, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const userId = memberUserId(actor, args.memberId);
      await changeMemberType(ctx, actor, userId, args.wsUserType === 2 ? 2 : 1);
      return { workspaceId: actor.workspaceId, userId };
    },
  }),
);

const RemoveMemberPayload = builder.objectRef<{ removedMemberId: string }>('RemoveMemberPayload').implement({
  fields: (t) => ({ removedMemberId: t.exposeID('removedMemberId') }),
});

builder.mutationField('removeMember', (t) =>
  t.authField({
    type: RemoveMemberPayload,
    description: 'Removes a member; their access to this workspace ends at once, with their access tokens, their bots’ bindings and their signed-in browsers.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { memberId: t.arg.globalID({ required: true, for: Member }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const userId = memberUserId(actor, args.memberId);
      await removeMember(ctx, actor, userId);
      return { removedMemberId: encodeGlobalID('Member', memberGlobalKey(actor.workspaceId, userId)) };
    },
  }),
);

builder.mutationField('signOutMember', (t) =>
  t.authField({
    type: builder.objectRef<{ count: number }>('SignOutMemberPayload').implement({
      fields: (f) => ({ endedSessionCount: f.exposeInt('count', { description: 'How many of their browsers were signed in.' }) }),
    }),
    description: 'Signs a member out of every browser at once (they stay a member, and sign in again); their access tokens are untouched.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { memberId: t.arg.globalID({ required: true, for: Member }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { count: await signOutMember(ctx, actor, memberUserId(actor, args.memberId)) };
    },
  }),
);

builder.mutationField('transferCreator', (t) =>
  t.authField({
    type: MemberPayload,
    description: 'Hands the creator role to another member; the former creator becomes an admin.',
    authScopes: { creator: 'session' },
    errors: { types: ACTION_ERRORS },
    args: { memberId: t.arg.globalID({ required: true, for: Member }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const userId = memberUserId(actor, args.memberId);
      await transferCreator(ctx, actor, userId);
      return { workspaceId: actor.workspaceId, userId };
    },
  }),
);

const SwitchWorkspacePayload = builder.objectRef<{ viewer: ViewerShape }>('SwitchWorkspacePayload').implement({
  fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (p) => p.viewer }) }),
});

builder.mutationField('switchWorkspace', (t) =>
  t.authField({
    type: SwitchWorkspacePayload,
    description: 'Makes another of the viewer’s workspaces the current one.',
    authScopes: { signedIn: 'session' },
    errors: { types: ACTION_ERRORS },
    args: { workspaceId: t.arg.globalID({ required: true, for: Workspace }) },
    resolve: async (_root, args, ctx) => {
      const viewer = ctx.viewer;
      const user = await switchWorkspace(ctx, viewer.user.id, args.workspaceId.id);
      return { viewer: { ...viewer, user, membership: await currentMembership(ctx.db, user) } };
    },
  }),
);
