import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { adminsOrSelf, Member } from '../workspaces/member-types.ts';
import { Role, RolePayload } from '../workspaces/role-types.ts';
import { Workspace } from '../workspaces/types.ts';
import type { RoleThroughGroup, SourceGroupRow } from './ports.ts';
import { SourceProvider } from './source-account-types.ts';
import type { SourceProvider as Provider } from './source-identities.ts';
import { listSourceGroups, setRoleSourceGroup } from './source-groups.ts';

// Groups at the sources (departments, teams, chats) that roles may follow: a role following one is
// held by whoever the group holds, wherever roles give access (apps, agents).

const SourceGroup = builder.objectRef<SourceGroupRow>('SourceGroup').implement({
  description: 'A group at a source (a Feishu or DingTalk department, a GitHub team, a Feishu chat) as the syncs met it (admins).',
  fields: (t) => ({
    principal: t.exposeString('principal', { description: 'How the source names it (`feishu:department:od_5e`, `github:team:42`).' }),
    provider: t.field({ type: SourceProvider, resolve: (group) => group.provider as Provider }),
    name: t.exposeString('name', { nullable: true, description: 'Its name at the source, where a sync told it.' }),
    memberCount: t.exposeInt('memberCount', { description: 'How many accounts the last sync that reported it listed in it.' }),
  }),
});

builder.objectField(Workspace, 'sourceGroups', (t) =>
  t.field({
    type: [SourceGroup],
    description: 'The groups at the sources that the syncs met, by source and name, at most 200, searched by name or principal (admins).',
    authScopes: { admin: 'manage' },
    args: { search: t.arg.string({ required: false }) },
    resolve: (workspace, args, ctx) => listSourceGroups(ctx.db, workspace.id, args.search),
  }),
);

builder.objectField(Role, 'sourceGroup', (t) =>
  t.field({
    type: SourceGroup,
    nullable: true,
    description: 'The source group whose people hold the role besides its members, as the group’s last sync found them.',
    resolve: (role, _args, ctx) => ctx.loaders.apps.roleSourceGroups.load(role.id),
  }),
);

const SetRoleSourceGroupInput = builder.inputType('SetRoleSourceGroupInput', {
  fields: (t) => ({
    roleId: t.globalID({ required: true, for: Role }),
    sourceGroup: t.string({ required: false, description: 'The group’s principal; empty or null: the role follows no group.' }),
  }),
});

builder.mutationField('setRoleSourceGroup', (t) =>
  t.authField({
    type: RolePayload,
    description: 'Lets a role be held by the people of a source group, kept as each sync finds the group (admins).',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: SetRoleSourceGroupInput, required: true }) },
    resolve: (_root, { input }, ctx) => setRoleSourceGroup(ctx, actorOf(ctx), input.roleId.id, input.sourceGroup ?? null),
  }),
);

const isAdmin = (ctx: Context) => (ctx.viewer?.membership?.wsUserType ?? 0) >= WS_USER_TYPES.admin;

const RoleThroughSourceGroup = builder.objectRef<RoleThroughGroup>('RoleThroughSourceGroup').implement({
  description: 'A role a member holds because it follows a source group one of their accounts is in.',
  fields: (t) => ({
    roleName: t.exposeString('roleName'),
    // Source groups are the admins' to read (`sourceGroups`): a member sees the role alone.
    groupPrincipal: t.string({ nullable: true, description: 'The group (admins).', resolve: (held, _args, ctx) => (isAdmin(ctx) ? held.groupPrincipal : null) }),
    groupName: t.string({
      nullable: true,
      description: 'The group’s name at the source, where a sync told it (admins).',
      resolve: (held, _args, ctx) => (isAdmin(ctx) ? held.groupName : null),
    }),
  }),
});

builder.objectField(Member, 'rolesThroughSourceGroups', (t) =>
  t.field({
    type: [RoleThroughSourceGroup],
    description: 'The roles the member holds through source groups (besides `roleNames`), as the groups’ last syncs found them.',
    authScopes: adminsOrSelf,
    resolve: (member, _args, ctx) => (member.workspaceId === ctx.viewer?.membership?.workspaceId ? ctx.loaders.apps.memberGroupRoles.load(member.userId) : []),
  }),
);
