/**
 * What an access token may be given, and which root fields of the API each scope opens. A field
 * of no scope is for people signed in with a session only (switching workspace, accepting an
 * invitation, making tokens); a new root field is refused to tokens until it is listed here, and
 * tests/api/token-scopes.test.ts fails until every root field of the schema is one or the other.
 */
export const TOKEN_SCOPES = ['documents:read', 'agents:read', 'chat', 'manage'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Fields every token may use, whatever its scopes: who it acts as, and the schema. */
export const ANY_SCOPE = new Set(['viewer', '__typename', '__schema', '__type']);

export const ROOT_FIELD_SCOPES: Record<'query' | 'mutation' | 'subscription', Record<string, TokenScope>> = {
  query: {
    search: 'documents:read',
    documents: 'documents:read',
    document: 'documents:read',
    publicDocument: 'documents:read',
    node: 'documents:read',
    nodes: 'documents:read',
    appStore: 'documents:read',
    availableAgents: 'agents:read',
    agentStore: 'agents:read',
    conversations: 'chat',
    billingCatalogue: 'manage',
    orderQuote: 'manage',
  },
  mutation: {
    sendMessage: 'chat',
    startConversation: 'chat',
    stopAnswer: 'chat',
    regenerateAnswer: 'chat',
    renameConversation: 'chat',
    deleteConversation: 'chat',
    renameChatFile: 'chat',
    deleteChatFile: 'chat',
    createAgent: 'manage',
    updateAgent: 'manage',
    deleteAgent: 'manage',
    installAgent: 'manage',
    regenerateAgentKey: 'manage',
    updateAgentShareLink: 'manage',
    regenerateAgentShareLink: 'manage',
    installApp: 'manage',
    updateApp: 'manage',
    deleteApp: 'manage',
    deleteAppFile: 'manage',
    syncApp: 'manage',
    addMembers: 'manage',
    removeMember: 'manage',
    updateMemberType: 'manage',
    createInvitation: 'manage',
    revokeInvitation: 'manage',
    createRole: 'manage',
    updateRole: 'manage',
    deleteRole: 'manage',
    updateWorkspace: 'manage',
    updateModelSettings: 'manage',
    testModelConnection: 'manage',
    createWechatBot: 'manage',
    updateWechatBot: 'manage',
    deleteWechatBot: 'manage',
    testWechatBot: 'manage',
    createDingBot: 'manage',
    updateDingBot: 'manage',
    deleteDingBot: 'manage',
    testDingBot: 'manage',
    linkDingTalkStaff: 'manage',
  },
  subscription: {
    answerStream: 'chat',
    appSyncProgress: 'manage',
    workspaceUpdated: 'manage',
  },
};

/** Root fields no token may use, decided on purpose (the rest of the schema's are in `ROOT_FIELD_SCOPES`). */
export const SESSION_ONLY = new Set([
  'invitation',
  'acceptInvitation',
  'activateAccount',
  'changeContact',
  'sendContactCode',
  'createWorkspace',
  'switchWorkspace',
  'transferCreator',
  'updateAccount',
  'authorizeApp',
  'createAccessToken',
  'revokeAccessToken',
  // Billing moves money: only people, signed in, buy, pay, cancel, or operate (issue 35).
  'operations',
  'createOrder',
  'cancelOrder',
  'payOrderWithAlipay',
  'payOrderByBankTransfer',
  'confirmTransfer',
  'rejectTransfer',
  'refundOrder',
  'createBackOfficeOrder',
  'giftSubscription',
]);

/** The scope a token needs for a root field; null when no token may use it. */
export function scopeOf(operation: 'query' | 'mutation' | 'subscription', field: string): TokenScope | 'any' | null {
  if (ANY_SCOPE.has(field)) return 'any';
  return ROOT_FIELD_SCOPES[operation][field] ?? null;
}
