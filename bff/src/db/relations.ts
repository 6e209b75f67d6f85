import { defineRelations } from 'drizzle-orm';
import * as appTables from '../apps/tables.ts';
import * as identity from '../identity/tables.ts';
import * as shared from '../lib/tables.ts';
import * as search from '../search/tables.ts';
import * as chat from '../chat/tables.ts';
import * as agentTables from '../agents/tables.ts';
import * as workspaces from '../workspaces/tables.ts';
import * as tokens from '../tokens/tables.ts';
import * as billing from '../billing/tables.ts';
import * as bots from '../bots/tables.ts';
import * as audit from '../audit/tables.ts';

export const tables = {
  users: identity.users,
  sessions: identity.sessions,
  signInLinks: identity.signInLinks,
  verificationCodes: identity.verificationCodes,
  rateLimits: shared.rateLimits,
  uploads: identity.uploads,
  workspaces: workspaces.workspaces,
  workspaceMembers: workspaces.workspaceMembers,
  roles: workspaces.roles,
  roleMembers: workspaces.roleMembers,
  invitations: workspaces.invitations,
  pendingMembers: workspaces.pendingMembers,
  usageRecords: workspaces.usageRecords,
  apps: appTables.apps,
  appRoles: appTables.appRoles,
  roleSourceGroups: appTables.roleSourceGroups,
  syncRuns: appTables.syncRuns,
  syncItemErrors: appTables.syncItemErrors,
  documents: appTables.documents,
  appFiles: appTables.appFiles,
  appOAuthStates: appTables.appOAuthStates,
  sourceIdentities: appTables.sourceIdentities,
  searchChunks: search.searchChunks,
  searchVectors: search.searchVectors,
  searchImpacts: search.searchImpacts,
  searchSynonyms: search.searchSynonyms,
  conversations: chat.conversations,
  messages: chat.messages,
  chatFiles: chat.chatFiles,
  answerFeedback: chat.answerFeedback,
  chatAnalyticsSettings: chat.chatAnalyticsSettings,
  agents: agentTables.agents,
  agentRoles: agentTables.agentRoles,
  agentApps: agentTables.agentApps,
  accessTokens: tokens.accessTokens,
  billingVersions: billing.billingVersions,
  billingPrices: billing.billingPrices,
  billingOrderNumbers: billing.billingOrderNumbers,
  billingOrders: billing.billingOrders,
  billingOrderEvents: billing.billingOrderEvents,
  billingSubscriptions: billing.billingSubscriptions,
  wechatBots: bots.wechatBots,
  wechatFollowers: bots.wechatFollowers,
  wechatBindLinks: bots.wechatBindLinks,
  dingBots: bots.dingBots,
  dingStaffLinks: bots.dingStaffLinks,
  botReceipts: bots.botReceipts,
  auditEntries: audit.auditEntries,
};

export const relations = defineRelations(tables, (r) => ({
  users: {
    memberships: r.many.workspaceMembers({ from: r.users.id, to: r.workspaceMembers.userId }),
  },
  workspaces: {
    members: r.many.workspaceMembers({ from: r.workspaces.id, to: r.workspaceMembers.workspaceId }),
    roles: r.many.roles({ from: r.workspaces.id, to: r.roles.workspaceId }),
    invitations: r.many.invitations({ from: r.workspaces.id, to: r.invitations.workspaceId }),
    apps: r.many.apps({ from: r.workspaces.id, to: r.apps.workspaceId }),
    agents: r.many.agents({ from: r.workspaces.id, to: r.agents.workspaceId }),
    accessTokens: r.many.accessTokens({ from: r.workspaces.id, to: r.accessTokens.workspaceId }),
    searchSynonyms: r.many.searchSynonyms({ from: r.workspaces.id, to: r.searchSynonyms.workspaceId }),
    wechatBots: r.many.wechatBots({ from: r.workspaces.id, to: r.wechatBots.workspaceId }),
    dingBots: r.many.dingBots({ from: r.workspaces.id, to: r.dingBots.workspaceId }),
    billingOrders: r.many.billingOrders({ from: r.workspaces.id, to: r.billingOrders.workspaceId }),
    billingSubscriptions: r.many.billingSubscriptions({ from: r.workspaces.id, to: r.billingSubscriptions.workspaceId }),
  },
  billingOrders: {
    maker: r.one.users({ from: r.billingOrders.makerId, to: r.users.id }),
    workspace: r.one.workspaces({ from: r.billingOrders.workspaceId, to: r.workspaces.id, optional: false }),
    events: r.many.billingOrderEvents({
      from: [r.billingOrders.workspaceId, r.billingOrders.id],
      to: [r.billingOrderEvents.workspaceId, r.billingOrderEvents.orderId],
    }),
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
  agents: {
    createdByUser: r.one.users({ from: r.agents.createdBy, to: r.users.id, optional: false }),
    agentRoles: r.many.agentRoles({ from: [r.agents.workspaceId, r.agents.id], to: [r.agentRoles.workspaceId, r.agentRoles.agentId] }),
    agentApps: r.many.agentApps({ from: [r.agents.workspaceId, r.agents.id], to: [r.agentApps.workspaceId, r.agentApps.agentId] }),
  },
  searchSynonyms: {
    createdByUser: r.one.users({ from: r.searchSynonyms.createdBy, to: r.users.id }),
  },
  accessTokens: {
    createdByUser: r.one.users({ from: r.accessTokens.createdBy, to: r.users.id, optional: false }),
  },
  wechatBots: {
    boundMember: r.one.workspaceMembers({
      from: [r.wechatBots.workspaceId, r.wechatBots.boundUserId],
      to: [r.workspaceMembers.workspaceId, r.workspaceMembers.userId],
    }),
    agent: r.one.agents({ from: [r.wechatBots.workspaceId, r.wechatBots.agentId], to: [r.agents.workspaceId, r.agents.id] }),
  },
  dingBots: {
    agent: r.one.agents({ from: [r.dingBots.workspaceId, r.dingBots.agentId], to: [r.agents.workspaceId, r.agents.id] }),
  },
  agentRoles: {
    role: r.one.roles({ from: [r.agentRoles.workspaceId, r.agentRoles.roleId], to: [r.roles.workspaceId, r.roles.id], optional: false }),
  },
  agentApps: {
    app: r.one.apps({ from: [r.agentApps.workspaceId, r.agentApps.appId], to: [r.apps.workspaceId, r.apps.id], optional: false }),
  },
  conversations: {
    messages: r.many.messages({ from: [r.conversations.workspaceId, r.conversations.id], to: [r.messages.workspaceId, r.messages.conversationId] }),
    files: r.many.chatFiles({ from: [r.conversations.workspaceId, r.conversations.id], to: [r.chatFiles.workspaceId, r.chatFiles.conversationId] }),
    agent: r.one.agents({ from: [r.conversations.workspaceId, r.conversations.agentId], to: [r.agents.workspaceId, r.agents.id] }),
  },
  messages: {
    feedback: r.one.answerFeedback({ from: [r.messages.workspaceId, r.messages.id], to: [r.answerFeedback.workspaceId, r.answerFeedback.messageId] }),
  },
  apps: {
    createdByUser: r.one.users({ from: r.apps.createdBy, to: r.users.id, optional: false }),
    appRoles: r.many.appRoles({ from: [r.apps.workspaceId, r.apps.id], to: [r.appRoles.workspaceId, r.appRoles.appId] }),
    runs: r.many.syncRuns({ from: [r.apps.workspaceId, r.apps.id], to: [r.syncRuns.workspaceId, r.syncRuns.appId] }),
    documents: r.many.documents({ from: [r.apps.workspaceId, r.apps.id], to: [r.documents.workspaceId, r.documents.appId] }),
    files: r.many.appFiles({ from: [r.apps.workspaceId, r.apps.id], to: [r.appFiles.workspaceId, r.appFiles.appId] }),
  },
  appRoles: {
    role: r.one.roles({ from: [r.appRoles.workspaceId, r.appRoles.roleId], to: [r.roles.workspaceId, r.roles.id], optional: false }),
  },
  syncRuns: {
    app: r.one.apps({ from: [r.syncRuns.workspaceId, r.syncRuns.appId], to: [r.apps.workspaceId, r.apps.id], optional: false }),
    itemErrors: r.many.syncItemErrors({
      from: [r.syncRuns.workspaceId, r.syncRuns.id],
      to: [r.syncItemErrors.workspaceId, r.syncItemErrors.runId],
    }),
  },
  documents: {
    app: r.one.apps({ from: [r.documents.workspaceId, r.documents.appId], to: [r.apps.workspaceId, r.apps.id], optional: false }),
  },
  sourceIdentities: {
    // The member it is linked to (none, or someone who has left: no membership).
    member: r.one.workspaceMembers({
      from: [r.sourceIdentities.workspaceId, r.sourceIdentities.userId],
      to: [r.workspaceMembers.workspaceId, r.workspaceMembers.userId],
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
