import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApps, agentRoles, agents } from '../../bff/src/agents/tables.ts';
import { apps } from '../../bff/src/apps/tables.ts';
import { conversations, messages } from '../../bff/src/chat/tables.ts';
import { roleMembers, roles, workspaceMembers, workspaces } from '../../bff/src/workspaces/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { ingest } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

/**
 * The lists people page through cost the same number of SQL statements for a page of 10 as for a
 * page of 50: every field a row shows is read with its page, never once per row. Counted from the
 * `Server-Timing` header every answer carries, over real operations on both databases.
 */
const ROWS = 55;

const LISTS: Record<string, { query: string; as: 'creator' | 'member' }> = {
  'agent list': {
    as: 'creator',
    query: `query ($n: Int!) { viewer { currentWorkspace { agents(first: $n) { edges { node {
      id name avatar description enabled scope visibleRange viewerCanManage keyHint updatedAt
      apps { id title connectorKey } roles { id name } createdBy { id displayName avatar }
    } } } personalAgents(first: $n) { edges { node { id name apps { id title } createdBy { displayName } } } } } } }`,
  },
  'conversation history': {
    as: 'member',
    query: `query ($n: Int!) { conversations(first: $n) { edges { node {
      id title updatedAt agent { id name avatar } files { name }
    } } } }`,
  },
  'member list': {
    as: 'creator',
    query: `query ($n: Int!) { viewer { currentWorkspace { memberCount members(first: $n) { totalCount edges { node {
      id wsUsername wsUserType roleNames email phone joinedAt user { id displayName avatar } workspace { id name }
    } } } } } }`,
  },
  'app list': {
    as: 'creator',
    query: `query ($n: Int!) { viewer { currentWorkspace { apps(first: $n) { edges { node {
      id internalID title connectorKey docCount syncStatus lastSyncedAt viewerCanManage scope dataPermission
      connector { key name } createdBy { displayName } roles { name } latestRun { status }
    } } } } } }`,
  },
  'workspace switcher': {
    as: 'member',
    query: `query ($n: Int!) { viewer { memberships(first: $n) { edges { node {
      id wsUserType wsUsername workspace { id internalID name logoSquareUrl primaryColor }
    } } } } }`,
  },
  'search page': {
    as: 'member',
    query: `query ($n: Int!) { search(query: "季度 报告", first: $n) { matchedAllTerms edges { cursor node {
      title { text highlighted } passage { text highlighted } link sourceType appTitle updatedAt
      document { id title url app { id title } }
    } } } }`,
  },
};

describe('statements per page', () => {
  let app: TestApp;
  const cookies = { creator: '', member: '' };

  beforeAll(async () => {
    // The rate limits on, as a server runs: counting a request must cost it no statement.
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_IP_PER_MINUTE: '1000000' });
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, 'Counted');
    await db.update(workspaces).set({ version: 'ultimate' }).where(eq(workspaces.id, workspace.id));
    const member = await addMember(db, workspace.id, 1);
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '计数' }).returning();
    await db.insert(roleMembers).values({ workspaceId: workspace.id, roleId: role!.id, userId: member.id });
    for (let i = 0; i < ROWS; i++) await addMember(db, workspace.id, 1);

    const appRows = await db
      .insert(apps)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          workspaceId: workspace.id,
          connectorKey: i % 2 ? 'files' : 'website',
          scope: 'workspace' as const,
          createdBy: creator.id,
          title: `应用 ${i}`,
          authType: 'none' as const,
          dataPermission: i % 3 ? ('all_members' as const) : ('specified_roles' as const),
          protectedPermission: 'match_app' as const,
          autoSync: false,
        })),
      )
      .returning();
    const agentRows = await db
      .insert(agents)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          workspaceId: workspace.id,
          scope: i % 5 ? ('workspace' as const) : ('personal' as const),
          createdBy: i % 5 ? creator.id : member.id,
          name: `助手 ${i}`,
          avatar: '🤖',
          visibleRange: i % 2 ? ('all_members' as const) : ('specified_roles' as const),
          keyHash: `hash-${i}`,
          keyHint: `${i}`.padStart(4, '0'),
        })),
      )
      .returning();
    await db.insert(agentApps).values(agentRows.flatMap((a, i) => [appRows[i]!, appRows[(i + 1) % ROWS]!].map((p) => ({ workspaceId: workspace.id, agentId: a.id, appId: p.id }))));
    await db.insert(agentRoles).values(agentRows.map((a) => ({ workspaceId: workspace.id, agentId: a.id, roleId: role!.id })));
    const conversationRows = await db
      .insert(conversations)
      .values(Array.from({ length: ROWS }, (_, i) => ({ workspaceId: workspace.id, userId: member.id, title: `对话 ${i}`, agentId: agentRows[i % 7]!.id })))
      .returning();
    // Each asked in once: the history lists only conversations with a question.
    await db.insert(messages).values(conversationRows.map((c) => ({ workspaceId: workspace.id, conversationId: c.id, role: 'user' as const, content: c.title })));
    await ingest(
      db,
      { workspaceId: workspace.id, appId: appRows[1]!.id },
      Array.from({ length: ROWS + 10 }, (_, i) => ({ externalId: `d${i}`, title: `季度报告 ${i}`, text: `第 ${i} 季度 报告 正文`, sourceType: 'markdown' })),
    );
    // The member belongs to as many other workspaces, each with members of its own.
    for (let i = 0; i < ROWS; i++) {
      const other = await createWorkspace(db, { name: `空间 ${i}`, creator });
      await db.insert(workspaceMembers).values({ workspaceId: other.id, userId: member.id, wsUserType: 1, wsUsername: 'Member' });
    }
    cookies.creator = await app.signIn(creator.id);
    cookies.member = await app.signIn(member.id);
  }, 120_000);
  afterAll(() => app?.stop());

  /** Runs the operation and answers the statements it took (and the rows it showed). */
  const counted = async (query: string, cookie: string | null, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 600));
    const timing = response.headers.get('server-timing') ?? '';
    const statements = Number(/db;desc="(\d+) statements"/.exec(timing)?.[1]);
    return { statements, shown: JSON.stringify(body.data).split('"node":').length - 1 };
  };

  // What nearly every request pays, whatever it asks: counted exactly, so that a statement added to
  // every request (a rate-limit counter written to the database, a session touched) fails here.
  it('counts a request’s rate limit without a statement, and finds a signed-in viewer in one', async () => {
    const cost = async (query: string, cookie: string | null) => ({ query, statements: (await counted(query, cookie)).statements });
    // Nobody signed in: nothing to read.
    expect(await cost('{ __typename }', null)).toEqual({ query: '{ __typename }', statements: 0 });
    // The session with its person and their current membership (`identity/viewer.ts`), then
    // `Viewer.user`, which reads the person through drizzle so that what is asked of them (their
    // relations) comes in that one statement.
    expect(await cost('{ viewer { user { id } } }', cookies.member)).toEqual({ query: '{ viewer { user { id } } }', statements: 2 });
  });

  // A search of several words, their counts and the workspace's synonyms and embedding model kept
  // (two statements more before): the viewer, the words of the same sound (typed Chinese may be a
  // wrong pick of the input method), the ranking with its page, the search recorded, and the
  // documents shown. A workspace smaller than the impact lists' threshold is not asked of the
  // planner (an eighth statement before that).
  it('searches several words in five statements', async () => {
    const query = '{ search(query: "季度 报告", first: 10) { edges { node { document { id } } } } }';
    await counted(query, cookies.member);
    expect({ query, statements: (await counted(query, cookies.member)).statements }).toEqual({ query, statements: 5 });
  });

  for (const [name, { query, as }] of Object.entries(LISTS)) {
    it(`runs as many statements for 50 rows of the ${name} as for 10`, async () => {
      // Once first: what a process keeps between requests (a search's word counts) is then kept.
      await counted(query, cookies[as], { n: 10 });
      const ten = await counted(query, cookies[as], { n: 10 });
      const fifty = await counted(query, cookies[as], { n: 50 });
      expect(fifty.shown).toBeGreaterThan(ten.shown);
      expect(ten.statements).toBeGreaterThan(0);
      expect({ list: name, statements: fifty.statements }).toEqual({ list: name, statements: ten.statements });
    });
  }

  it('looks up 50 objects of each kind by ID in as many statements as 10, each judged by its rule', async () => {
    const ids = async (query: string, cookie: string) =>
      JSON.stringify((await (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query }) })).json()).data)
        .match(/"id":"[^"]+"/g)!
        .map((m) => m.slice(6, -1));
    const kinds = [
      await ids('{ viewer { currentWorkspace { agents(first: 50) { edges { node { id } } } } } }', cookies.creator),
      await ids('{ viewer { currentWorkspace { apps(first: 50) { edges { node { id } } } } } }', cookies.creator),
      await ids('{ viewer { currentWorkspace { members(first: 50) { edges { node { id } } } } } }', cookies.creator),
      await ids('{ conversations(first: 50) { edges { node { id } } } }', cookies.member),
      await ids('{ search(query: "季度", first: 50) { edges { node { document { id } } } } }', cookies.member),
    ];
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id
      ... on Agent { name apps { title } }
      ... on App { title docCount }
      ... on Member { wsUsername user { displayName } }
      ... on Conversation { title agent { name } }
      ... on Document { title app { title } }
    } }`;
    const asked = (n: number) => kinds.flatMap((k) => k.slice(0, n));
    expect(asked(50).length).toBeGreaterThan(200);
    await counted(query, cookies.member, { ids: asked(10) });
    const ten = await counted(query, cookies.member, { ids: asked(10) });
    const fifty = await counted(query, cookies.member, { ids: asked(50) });
    // A level of the answer is read kind by kind; a wider page may find more of it already read.
    expect(fifty.statements).toBeLessThanOrEqual(ten.statements);
  });
});
