import type { TokenAccess } from '../../../bff/src/tokens/scopes.ts';

/**
 * Object types without a rule of their own, and why that is safe. A new type must either declare
 * its rule (`graphql/access.ts`) or be added here with its reason.
 */
export const PLAIN_VALUES: Record<string, string> = {
  AgentTemplate: 'the built-in agent store, the same for everyone',
  AgentShareLink: 'only Agent.shareLink leads to it, for the workspace’s admins',
  Connector: 'the app store, the same for everyone',
  AiModel: 'only Workspace.aiModel leads to it, for the workspace’s admins',
  AnswerStreamEvent: 'answerStream judges the answer by the ChatMessage rule when subscribed',
  SearchResult: 'only search makes them, from documents its permission filter passed',
  SearchFacets: 'counts of search results',
  AppFacet: 'counts of search results',
  SourceTypeFacet: 'counts of search results',
  TextSegment: 'pieces of a search result’s text',
  DocumentBody: 'only a Document and a PublicDocument lead to it, each judged by its own rule',
  DocumentMatches: 'where a search’s words are in a DocumentBody',
  TextRange: 'offsets in a DocumentBody’s text',
  InvitationPreview: 'public by design: what an invitation link shows before joining',
  FieldProblem: 'a message about the caller’s own input',
  PageInfo: 'cursors of a connection',
  BillingLimits: 'a version’s limits: the catalogue’s (the same for everyone) or, on Billing, judged by the Billing rule',
  BillingUsage: 'only Billing leads to it, judged by the Billing rule',
  UsageDay: 'only Billing leads to it, judged by the Billing rule',
  PaymentMethods: 'the server’s configured ways to pay, the same for everyone; only Billing leads to it',
  BankAccount: 'the platform’s receiving account, the same for every buyer',
  BillingCatalogue: 'the catalogue, the same for everyone',
  CatalogueVersion: 'the catalogue, the same for everyone',
  CataloguePrice: 'the catalogue, the same for everyone',
  CatalogueAddon: 'the catalogue, the same for everyone',
  OrderQuote: 'a price computed for the caller’s own workspace (admins)',
  OrderEvent: 'only an Order leads to it, judged by the Order rule',
  Operations: 'null for anyone but a platform operator; its orders are judged by the Order rule',
  SearchAnalytics: 'only Workspace.searchAnalytics leads to it, for the workspace’s admins',
  SearchedQuery: 'only SearchAnalytics leads to it, judged as it is',
};
/**
 * The tokens each type's objects are for, as this suite expects them (the types' rules declare
 * theirs; the two must agree, and a new type is listed here before a token may read it). A
 * function: by the object, as the maker's own membership is theirs to read.
 */
export const TYPE_TOKENS: Record<string, TokenAccess | 'by object'> = {
  User: 'any',
  Viewer: 'any',
  Workspace: 'any',
  PublicDocument: 'any',
  Member: 'by object',
  Document: 'documents:read',
  App: ['documents:read', 'manage'],
  Agent: ['agents:read', 'manage'],
  Conversation: 'chat',
  ChatMessage: 'chat',
  ChatFile: 'chat',
  Citation: 'chat',
  SyncRun: 'manage',
  SyncItemError: 'manage',
  AppFile: 'manage',
  Role: 'manage',
  Invitation: 'manage',
  AccessToken: 'manage',
  WechatBot: 'manage',
  DingBot: 'manage',
  ServerModel: 'manage',
  ModelSettings: 'manage',
  EmbeddingProgress: 'manage',
  WorkspaceModels: 'manage',
  DirectoryPerson: 'manage',
  PeopleDirectory: 'manage',
  Billing: 'manage',
  BillingSubscription: 'manage',
  Order: 'manage',
  Synonym: 'manage',
};
