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
  invitations: workspaces.invitations,
  pendingMembers: workspaces.pendingMembers,
  usageRecords: workspaces.usageRecords,
};

export const relations = defineRelations(tables, (r) => ({
  users: {
    memberships: r.many.workspaceMembers({ from: r.users.id, to: r.workspaceMembers.userId }),
  },
  workspaces: {
    members: r.many.workspaceMembers({ from: r.workspaces.id, to: r.workspaceMembers.workspaceId }),
    roles: r.many.roles({ from: r.workspaces.id, to: r.roles.workspaceId }),
    invitations: r.many.invitations({ from: r.workspaces.id, to: r.invitations.workspaceId }),
  },
  workspaceMembers: {
    workspace: r.one.workspaces({ from: r.workspaceMembers.workspaceId, to: r.workspaces.id, optional: false }),
    user: r.one.users({ from: r.workspaceMembers.userId, to: r.users.id, optional: false }),
    roleMemberships: r.many.roleMembers({
      from: [r.workspaceMembers.workspaceId, r.workspaceMembers.userId],
      to: [r.roleMembers.workspaceId, r.roleMembers.userId],
    }),
  },
  invitations: {
    createdByUser: r.one.users({ from: r.invitations.createdBy, to: r.users.id, optional: false }),
    workspace: r.one.workspaces({ from: r.invitations.workspaceId, to: r.workspaces.id, optional: false }),
  },
  roles: {
    members: r.many.roleMembers({
      from: [r.roles.workspaceId, r.roles.id],
      to: [r.roleMembers.workspaceId, r.roleMembers.roleId],
    }),
  },
  roleMembers: {
    role: r.one.roles({
      from: [r.roleMembers.workspaceId, r.roleMembers.roleId],
      to: [r.roles.workspaceId, r.roles.id],
      optional: false,
    }),
    member: r.one.workspaceMembers({
      from: [r.roleMembers.workspaceId, r.roleMembers.userId],
      to: [r.workspaceMembers.workspaceId, r.workspaceMembers.userId],
      optional: false,
    }),
  },
}));
