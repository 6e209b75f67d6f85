import { encodeGlobalID } from '@pothos/plugin-relay';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { ACTION_ERRORS, NAMING_ERRORS } from '../graphql/error-types.ts';
import { actorOf, memberUserIdFromGlobal } from './acting.ts';
import { Member } from './member-types.ts';
import { createRole, deleteRole, updateRole } from './roles.ts';
import { Workspace } from './types.ts';

export const Role = builder.drizzleNode('roles', {
  name: 'Role',
  description: 'A custom role of the workspace: a named group of members.',
  authScopes: readableInWorkspace('Role', 'manage', (_ctx, _role, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  id: { column: (r) => r.id },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    members: t.field({
      type: [Member],
      select: { with: { members: { with: { member: true } } } },
      resolve: (role) => role.members.map((rm) => rm.member),
    }),
  }),
});

builder.drizzleObjectField(Workspace, 'roles', (t) =>
  t.relatedConnection('roles', {
    description: 'Custom roles, oldest first (admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { orderBy: { createdAt: 'asc', id: 'asc' } },
  }),
);

const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    memberIds: t.idList({ required: false, description: 'Member IDs; replaces the role’s members.' }),
  }),
});

/** A role a mutation saved (here, or where a role's other settings are kept). */
export const RolePayload = builder.objectRef<{ roleId: string }>('RolePayload').implement({
  fields: (t) => ({
    role: t.drizzleField({
      type: 'roles',
      resolve: (query, p, _args, ctx) => ctx.db.query.roles.findFirst(query({ where: { id: p.roleId } })).then((r) => r!),
    }),
  }),
});

/** Turns the input's member IDs into user IDs of the acting workspace. */
function roleInput(ctx: Parameters<typeof actorOf>[0], input: { name?: string | null; description?: string | null; memberIds?: readonly (string | number)[] | null }) {
  const actor = actorOf(ctx);
  const memberUserIds = input.memberIds?.map((id) => memberUserIdFromGlobal(actor, String(id)));
  return { actor, input: { name: input.name, description: input.description, memberUserIds } };
}

builder.mutationField('createRole', (t) =>
  t.authField({
    type: RolePayload,
    authScopes: { admin: 'manage' },
    errors: { types: NAMING_ERRORS },
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, input } = roleInput(ctx, args.input);
      return { roleId: (await createRole(ctx, actor.workspaceId, input)).id };
    },
  }),
);

builder.mutationField('updateRole', (t) =>
  t.authField({
    type: RolePayload,
    authScopes: { admin: 'manage' },
    errors: { types: NAMING_ERRORS },
    args: { roleId: t.arg.globalID({ required: true, for: Role }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, input } = roleInput(ctx, args.input);
      return { roleId: (await updateRole(ctx, actor.workspaceId, args.roleId.id, input)).id };
    },
  }),
);

const DeleteRolePayload = builder.objectRef<{ deletedRoleId: string }>('DeleteRolePayload').implement({
  fields: (t) => ({ deletedRoleId: t.exposeID('deletedRoleId') }),
});

builder.mutationField('deleteRole', (t) =>
  t.authField({
    type: DeleteRolePayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { roleId: t.arg.globalID({ required: true, for: Role }) },
    resolve: async (_root, args, ctx) => {
      await deleteRole(ctx, actorOf(ctx).workspaceId, args.roleId.id);
      return { deletedRoleId: encodeGlobalID('Role', args.roleId.id) };
    },
  }),
);
