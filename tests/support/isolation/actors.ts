import type { TokenAccess, TokenScope } from '../../../bff/src/request/token-scopes.ts';

// The isolation world's people, token actors and workspaces, and what the suite records of each
// object: who may read it.

/**
 * A: creatorA, adminA, roleA (in role R), memberA (plain here, admin of B, acting in A),
 *    creatorB (plain here, creator of B, acting in B).
 * B: creatorB, memberB (in role RB), memberA (admin).   C: outsider (creator).
 * noWorkspace has an account and no workspace; signedOut has no session.
 */
export const PEOPLE = ['creatorA', 'adminA', 'roleA', 'memberA', 'creatorB', 'memberB', 'outsider', 'noWorkspace'] as const;
/**
 * Third parties act with access tokens, each adminA's token of A: one with every scope, one for
 * each scope alone and one for each pair. A token reads what adminA may read and one of its scopes
 * reaches (each canary and ID below says which scopes reach it; none, unless it says so).
 */
export const TOKEN_ACTORS = {
  tokenAdminA: ['documents:read', 'agents:read', 'chat', 'manage'],
  tokenDocs: ['documents:read'],
  tokenAgents: ['agents:read'],
  tokenChat: ['chat'],
  tokenManage: ['manage'],
  tokenDocsAgents: ['documents:read', 'agents:read'],
  tokenDocsChat: ['documents:read', 'chat'],
  tokenDocsManage: ['documents:read', 'manage'],
  tokenAgentsChat: ['agents:read', 'chat'],
  tokenAgentsManage: ['agents:read', 'manage'],
  tokenChatManage: ['chat', 'manage'],
} as const satisfies Record<string, readonly TokenScope[]>;
export const TOKEN_MAKER = 'adminA';
export const ACTORS = [...PEOPLE, 'signedOut', ...(Object.keys(TOKEN_ACTORS) as (keyof typeof TOKEN_ACTORS)[])] as const;
export type Actor = (typeof ACTORS)[number];
export type Person = (typeof PEOPLE)[number];
/** The scope each token actor is made with, as the API spells it. */
export const API_SCOPE: Record<TokenScope, string> = { 'documents:read': 'DOCUMENTS_READ', 'agents:read': 'AGENTS_READ', chat: 'CHAT', manage: 'MANAGE' };
export type Space = 'A' | 'B' | 'C';

/** The word all documents share, so that one search or question finds every one of them. */
export const SHARED_WORD = 'zetaword';

export const MEMBERSHIPS: Record<Space, Partial<Record<Person, 1 | 2 | 3>>> = {
  A: { creatorA: 3, adminA: 2, roleA: 1, memberA: 1, creatorB: 1 },
  B: { creatorB: 3, memberB: 1, memberA: 2 },
  C: { outsider: 3 },
};
export const CURRENT: Partial<Record<Person, Space>> = {
  creatorA: 'A', adminA: 'A', roleA: 'A', memberA: 'A', creatorB: 'B', memberB: 'B', outsider: 'C',
};

export const actingIn = (space: Space) => (Object.keys(CURRENT) as Person[]).filter((p) => CURRENT[p] === space);
export const adminsActingIn = (space: Space) => actingIn(space).filter((p) => (MEMBERSHIPS[space][p] ?? 0) >= 2);
export const membersOf = (space: Space) => Object.keys(MEMBERSHIPS[space]) as Person[];

/** Something the suite looks for: a canary word or a global ID, and who may read it. */
export type Secret = {
  label: string;
  /** The tokens that reach it (besides their maker's rights); none when unsaid. */
  tokens: TokenAccess;
  /**
   * Who may read it when every admin acts as a plain member, as their tokens without `manage` do
   * (an object of role R, which admins read by being admins); the readers unless said otherwise.
   */
  asMembers?: Set<Actor>;
  /**
   * Quoted by the answers that cite it: a conversation keeps what its answers quoted when asked,
   * so the asker's `chat` tokens read it there with the rights the asker had then.
   */
  quoted?: boolean;
  /** Who may meet it anywhere. */
  readers: Set<Actor>;
  /** Who finds it by `node(id)` (a global ID only); the readers unless said otherwise. */
  finders?: Set<Actor>;
  /** Who follows an answer's stream (its asker, not those it is shared with); the finders unless said otherwise. */
  streamers?: Set<Actor>;
  typename?: string;
  /** A document without a stored original (not an uploaded file): its original is found by no one. */
  noOriginal?: boolean;
};

export const set = (...actors: Actor[]) => new Set<Actor>(actors);

/** A global ID as the server makes it. */
export const encode = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');
