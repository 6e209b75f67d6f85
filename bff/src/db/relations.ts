import { defineRelations } from 'drizzle-orm';
import * as identity from '../identity/tables.ts';
import * as workspaces from '../workspaces/tables.ts';

export const tables = {
  users: identity.users,
  sessions: identity.sessions,
  signInLinks: identity.signInLinks,
  verificationCodes: identity.verificationCodes,
  rateLimits: identity.rateLimits,
  uploads: identity.uploads,
  workspaces: workspaces.workspaces,
  workspaceMembers: workspaces.workspaceMembers,
  roles: workspaces.roles,
  roleMembers: workspaces.roleMembers,
};

export const relations = defineRelations(tables, (r) => ({
  users: {
    memberships: r.many.workspaceMembers({ from: r.users.id, to: r.workspaceMembers.userId }),
  },
  workspaces: {
    members: r.many.workspaceMembers({ from: r.workspaces.id, to: r.workspaceMembers.workspaceId }),
    roles: r.many.roles({ from: r.workspaces.id, to: r.roles.workspaceId }),
  },
  workspaceMembers: {
    workspace: r.one.workspaces({ from: r.workspaceMembers.workspaceId, to: r.workspaces.id, optional: false }),
    user: r.one.users({ from: r.workspaceMembers.userId, to: r.users.id, optional: false }),
  },
  roles: {
    members: r.many.roleMembers({
      from: [r.roles.workspaceId, r.roles.id],
      to: [r.roleMembers.workspaceId, r.roleMembers.roleId],
    }),
  },
  roleMembers: {
    member: r.one.workspaceMembers({
      from: [r.roleMembers.workspaceId, r.roleMembers.userId],
      to: [r.workspaceMembers.workspaceId, r.workspaceMembers.userId],
      optional: false,
    }),
  },
}));
