import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../bff/src/identity/tables.ts';
import { tokenReaches, type TokenAccess, type TokenScope } from '../../../bff/src/request/token-scopes.ts';
import { createWorkspace } from '../../../bff/src/workspaces/service.ts';
import { workspaceMembers, workspaces } from '../../../bff/src/workspaces/tables.ts';
import type { TestApp } from '../app.ts';
import { installApp, syncAndWait, uploadToApp } from '../apps.ts';
import { ask } from '../chat.ts';
import type { FakeFeishu } from '../fake-feishu.ts';
import type { FakeGitHub } from '../fake-github.ts';
import {
  ACTORS,
  actingIn,
  adminsActingIn,
  API_SCOPE,
  CURRENT,
  encode,
  MEMBERSHIPS,
  membersOf,
  PEOPLE,
  set,
  SHARED_WORD,
  TOKEN_ACTORS,
  TOKEN_MAKER,
  type Actor,
  type Person,
  type Secret,
  type Space,
} from './actors.ts';
import { addSourceApps } from './source-world.ts';

/**
 * Two workspaces (and a third, empty one) with every kind of person and object (`actors.ts`), each
 * object marked by a word of its own (a canary) and known by its global ID, with who may read it.
 * The isolation suite reads everything every way it can as each actor, and any canary or ID that
 * reaches an actor not named here is a leak.
 */
export type World = {
  cookies: Record<Actor, string | undefined>;
  /** How each actor is known to the server: a session cookie, an access token, or nothing. */
  headers: Record<Actor, Record<string, string>>;
  /** The access tokens of token actors (for graphql-ws connection parameters). */
  tokens: Partial<Record<Actor, string>>;
  /** The actors that act with an access token, and each one's scopes. */
  tokenActors: Actor[];
  tokenScopes: (actor: Actor) => readonly TokenScope[];
  /** Canary words and global IDs, each with who may read it. */
  secrets: Map<string, Secret>;
  /** Global IDs by object, for `nodes` mixes. */
  ids: Map<string, Secret>;
  /** The documents each actor may read (their canaries), for counts. */
  documentsReadBy: (actor: Actor) => number;
  answers: { adminA: string; memberA: string };
  apps: Record<string, string>;
};


export async function buildWorld(app: TestApp, github: FakeGitHub, feishu: FakeFeishu): Promise<World> {
  const db = app.deps.database.db;
  const secrets = new Map<string, Secret>();
  const ids = new Map<string, Secret>();
  // Each secret keeps sets of its own: token actors join them one secret at a time.
  const canary = (word: string, label: string, readers: Set<Actor>, tokens: TokenAccess, asMembers = readers, quoted = false) =>
    secrets.set(word, { label, readers: new Set(readers), tokens, asMembers, quoted });
  const globalId = (id: string, label: string, readers: Set<Actor>, tokens: TokenAccess, finders = readers, asMembers = finders) => {
    const secret = { label, readers: new Set(readers), finders: new Set(finders), tokens, asMembers, typename: Buffer.from(id, 'base64').toString('utf8').split(':')[0] };
    secrets.set(id, secret);
    ids.set(id, secret);
  };

  // People, each with a name and an e-mail of their own; names and e-mails are canaries too.
  const people = {} as Record<Person, typeof users.$inferSelect>;
  for (const person of PEOPLE) {
    const word = person.toLowerCase();
    const [user] = await db
      .insert(users)
      .values({ displayName: `kxname${word}`, username: `kxuser${word}`, email: `kxmail${word}@example.com`, isActive: true })
      .returning();
    people[person] = user!;
  }
  const spaces = {} as Record<Space, { id: string }>;
  for (const space of ['A', 'B', 'C'] as const) {
    const creator = (Object.entries(MEMBERSHIPS[space]) as [Person, number][]).find(([, type]) => type === 3)![0];
    spaces[space] = await createWorkspace(db, { name: `kxws${space.toLowerCase()}`, creator: people[creator] });
    for (const [person, type] of Object.entries(MEMBERSHIPS[space]) as [Person, 1 | 2 | 3][]) {
      if (type === 3) continue;
      await db.insert(workspaceMembers).values({ workspaceId: spaces[space].id, userId: people[person].id, wsUserType: type, wsUsername: `kxwsname${person.toLowerCase()}${space.toLowerCase()}` });
    }
  }
  await db.update(workspaces).set({ version: 'ultimate' });
  for (const [person, space] of Object.entries(CURRENT) as [Person, Space][]) {
    await db.update(users).set({ currentWorkspaceId: spaces[space].id }).where(eq(users.id, people[person].id));
  }
  const cookies = { signedOut: undefined } as Record<Actor, string | undefined>;
  for (const person of Object.keys(people) as Person[]) cookies[person] = await app.signIn(people[person].id);

  for (const space of ['A', 'B', 'C'] as const) {
    // Its name is its public face: every member's, acting in it or not; its ID is found only in it.
    const members = set(...membersOf(space));
    canary(`kxws${space.toLowerCase()}`, `workspace ${space}'s name`, members, 'any');
    globalId(encode('Workspace', spaces[space].id), `workspace ${space}`, members, 'any', set(...actingIn(space)));
    for (const person of membersOf(space)) {
      const self = set(person, ...actingIn(space));
      // Who a token acts as is its own to know; the rest of the workspace's people are managing's.
      const tokens = person === TOKEN_MAKER ? 'any' : 'manage';
      globalId(encode('Member', JSON.stringify([spaces[space].id, people[person].id])), `${person} in ${space}`, self, tokens);
      canary(`kxwsname${person.toLowerCase()}${space.toLowerCase()}`, `${person}'s name in ${space}`, self, tokens);
    }
  }
  for (const person of Object.keys(people) as Person[]) {
    const where = (['A', 'B', 'C'] as const).filter((space) => MEMBERSHIPS[space][person]);
    canary(`kxmail${person.toLowerCase()}`, `${person}'s e-mail`, set(person, ...where.flatMap(adminsActingIn)), person === TOKEN_MAKER ? 'any' : 'manage');
    // A person's name shows with whatever of theirs is shown (an app's or an agent's maker).
    canary(`kxname${person.toLowerCase()}`, `${person}'s name`, set(person, ...where.flatMap(actingIn)), 'any');
  }

  // Roles: A's R holds roleA, B's RB holds memberB. A role's name shows to its admins and, among
  // their own memberships' role names, to the people it holds.
  const role = async (cookie: string, name: string, member: Person, space: Space) => {
    const memberId = encode('Member', JSON.stringify([spaces[space].id, people[member].id]));
    const result = await app.graphql<{ createRole: { role: { id: string } } }>(
      'mutation ($input: RoleInput!) { createRole(input: $input) { ... on RolePayload { role { id } } ... on Error { message } } }',
      { cookie, variables: { input: { name, memberIds: [memberId] } } },
    );
    const id = result.data!.createRole.role.id;
    globalId(id, `role ${name}`, set(...adminsActingIn(space)), 'manage');
    canary(name, `role ${name}'s name`, set(member, ...adminsActingIn(space)), 'manage');
    return id;
  };
  const roleA = await role(cookies.creatorA!, 'kxrolea', 'roleA', 'A');
  await role(cookies.creatorB!, 'kxroleb', 'memberB', 'B');

  // Apps with one document each, and their runs.
  const apps: Record<string, string> = {};
  const files = { authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP' };
  const appWith = async (key: string, cookie: string, input: Record<string, unknown>, scope: 'WORKSPACE' | 'PERSONAL', readers: Set<Actor>, managers: Set<Actor>, asMembers = readers) => {
    const appId = await installApp(app, cookie, 'files', { ...files, ...input, title: `kxapp${key}` }, scope);
    apps[key] = appId;
    await uploadToApp(app, cookie, appId, `kxfile${key}.md`, `# kxdoc${key} title\n\nThe ${SHARED_WORD} handbook, part kxdoc${key}: how kxdoc${key} is kept.\n`);
    await syncAndWait(app, cookie, appId);
    const found = await app.graphql<{ node: { latestRun: { id: string }; documents: { edges: { node: { id: string } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { latestRun { id } documents(first: 5) { edges { node { id } } } } } }',
      { cookie, variables: { id: appId } },
    );
    const { latestRun, documents } = found.data!.node;
    expect(documents.edges).toHaveLength(1);
    canary(`kxapp${key}`, `app ${key}`, readers, ['documents:read', 'manage'], asMembers);
    // Its words are quoted by the answers that cite it; the document itself is for documents:read.
    canary(`kxdoc${key}`, `document of app ${key}`, readers, 'documents:read', asMembers, true);
    canary(`kxfile${key}`, `file of app ${key}`, readers, ['documents:read', 'manage'], asMembers, true);
    globalId(appId, `app ${key}`, readers, ['documents:read', 'manage'], readers, asMembers);
    globalId(documents.edges[0]!.node.id, `document of app ${key}`, readers, 'documents:read', readers, asMembers);
    globalId(latestRun.id, `run of app ${key}`, managers, 'manage');
  };
  const adminsOfA = set('creatorA', 'adminA');
  await appWith('alla', cookies.creatorA!, { dataPermission: 'ALL_MEMBERS' }, 'WORKSPACE', set(...actingIn('A')), adminsOfA);
  await appWith('rolea', cookies.adminA!, { dataPermission: 'SPECIFIED_ROLES', roleScope: 'ONLY_SPECIFIED_ROLE', roleIds: [roleA] }, 'WORKSPACE', set('creatorA', 'adminA', 'roleA'), adminsOfA, set('creatorA', 'roleA'));
  await appWith('persadmina', cookies.adminA!, {}, 'PERSONAL', set('adminA'), set('adminA'));
  await appWith('persmembera', cookies.memberA!, {}, 'PERSONAL', set('memberA'), set('memberA'));
  await appWith('allb', cookies.creatorB!, { dataPermission: 'ALL_MEMBERS' }, 'WORKSPACE', set(...actingIn('B')), set('creatorB'));

  await addSourceApps({ app, github, feishu, cookies, spaces, people, apps, files, canary, globalId, noOriginal: (id) => (secrets.get(id)!.noOriginal = true), roleA });

  // Agents: for all members, for role R only, and one personal.
  const agent = async (key: string, cookie: string, scope: 'WORKSPACE' | 'PERSONAL', input: Record<string, unknown>, readers: Set<Actor>, asMembers = readers) => {
    const result = await app.graphql<{ createAgent: { agent: { id: string } } }>(
      'mutation ($scope: AgentScope!, $input: AgentInput!) { createAgent(scope: $scope, input: $input) { ... on AgentPayload { agent { id } } ... on Error { message } } }',
      { cookie, variables: { scope, input: { name: `kxagent${key}`, avatar: '/avatars/avatar-5.svg', systemPrompt: `kxprompt${key}`, ...input } } },
    );
    globalId(result.data!.createAgent.agent.id, `agent ${key}`, readers, ['agents:read', 'manage'], readers, asMembers);
    canary(`kxagent${key}`, `agent ${key}`, readers, ['agents:read', 'manage'], asMembers);
    canary(`kxprompt${key}`, `agent ${key}'s prompt`, readers, ['agents:read', 'manage'], asMembers);
  };
  await agent('alla', cookies.creatorA!, 'WORKSPACE', { visibleRange: 'ALL_MEMBERS' }, set(...actingIn('A')));
  await agent('rolea', cookies.creatorA!, 'WORKSPACE', { visibleRange: 'SPECIFIED_ROLES', roleIds: [roleA] }, set('creatorA', 'adminA', 'roleA'), set('creatorA', 'roleA'));
  await agent('persadmina', cookies.adminA!, 'PERSONAL', {}, set('adminA'));
  await agent('allb', cookies.creatorB!, 'WORKSPACE', { visibleRange: 'ALL_MEMBERS' }, set(...actingIn('B')));

  // Conversations: each asks the shared word, so answers cite every document their asker may read.
  // Each answer is voted down: the conversation analytics then shows its question to the
  // workspace's admins (the workspace's default), and never the answer's text to an admin who may
  // not read every document it cites (each asker's personal app is theirs alone).
  const question = async (key: string, person: Person, space: Space) => {
    const sent = await ask(app, cookies[person]!, `kxask${key} ${SHARED_WORD}`);
    expect(sent.__typename).toBe('SendMessagePayload');
    await answered(app, cookies[person]!, sent.answer!.id);
    const voted = await app.graphql<{ rateAnswer: { __typename: string } }>(
      'mutation ($id: ID!) { rateAnswer(input: { messageId: $id, vote: DOWN, reasons: [WRONG], comment: "kxcomment" }) { __typename } }',
      { cookie: cookies[person]!, variables: { id: sent.answer!.id } },
    );
    expect(voted.data!.rateAnswer.__typename).toBe('ChatMessage');
    globalId(sent.conversation!.id, `conversation ${key}`, set(person), 'chat');
    globalId(sent.answer!.id, `answer ${key}`, set(person), 'chat');
    const analysts = adminsActingIn(space);
    canary(`kxask${key}`, `question ${key}`, set(person, ...analysts), analysts.includes(person) ? ['chat', 'manage'] : 'manage', set(person));
    return sent.answer!.id;
  };
  const answers = { adminA: await question('admina', 'adminA', 'A'), memberA: await question('membera', 'memberA', 'A') };
  await question('creatorb', 'creatorB', 'B');
  // A conversation its member shares with the workspace: every member of A reads its question and
  // answer, and of what the answer cites only what they may read themselves.
  const shared = await ask(app, cookies.memberA!, `kxasksharedmembera ${SHARED_WORD}`);
  await answered(app, cookies.memberA!, shared.answer!.id);
  const sharing = await app.graphql<{ shareConversation: { __typename: string } }>(
    'mutation ($id: ID!) { shareConversation(conversationId: $id, shared: true) { __typename } }',
    { cookie: cookies.memberA!, variables: { id: shared.conversation!.id } },
  );
  expect(sharing.data!.shareConversation.__typename).toBe('ShareConversationPayload');
  const colleaguesA = set(...actingIn('A'));
  globalId(shared.conversation!.id, 'shared conversation of memberA', colleaguesA, 'chat');
  globalId(shared.answer!.id, 'answer in the shared conversation', colleaguesA, 'chat');
  // Its stream is its asker's alone: it carries the answer as written, every source with it.
  ids.get(shared.answer!.id)!.streamers = set('memberA');
  canary('kxasksharedmembera', 'question of the shared conversation', colleaguesA, ['chat', 'manage']);

  // Invitations, for admins.
  for (const [space, cookie] of [['A', cookies.creatorA!], ['B', cookies.creatorB!]] as const) {
    const made = await app.graphql<{ createInvitation: { invitation: { id: string } } }>(
      'mutation { createInvitation { ... on CreateInvitationPayload { invitation { id } } ... on Error { message } } }',
      { cookie },
    );
    globalId(made.data!.createInvitation.invitation.id, `invitation of ${space}`, set(...adminsActingIn(space)), 'manage');
  }

  // Orders, for their workspace's creators and admins (billing).
  for (const [space, cookie] of [['A', cookies.adminA!], ['B', cookies.creatorB!]] as const) {
    const made = await app.graphql<{ createOrder: { order: { id: string } } }>(
      'mutation { createOrder(input: { item: TEAM, period: MONTH }) { ... on OrderPayload { order { id } } ... on Error { message } } }',
      { cookie },
    );
    globalId(made.data!.createOrder.order.id, `order of ${space}`, set(...adminsActingIn(space)), 'manage');
  }
  // Chat bots, for their workspace's admins; their app secrets for no one (write-only).
  for (const [space, cookie] of [['A', cookies.creatorA!], ['B', cookies.creatorB!]] as const) {
    const k = space.toLowerCase();
    const admins = set(...adminsActingIn(space));
    const wechat = await app.graphql<{ createWechatBot: { wechatBot: { id: string } } }>(
      'mutation ($input: WechatBotInput!) { createWechatBot(input: $input) { ... on WechatBotPayload { wechatBot { id } } ... on Error { message } } }',
      { cookie, variables: { input: { name: `kxwechat${k}`, appId: 'wx1234567890abcdef', appSecret: `kxwechatsecret${k}`, originId: 'gh_kx', defaultReply: `kxwechatreply${k}` } } },
    );
    globalId(wechat.data!.createWechatBot.wechatBot.id, `WeChat bot of ${space}`, admins, 'manage');
    canary(`kxwechat${k}`, `WeChat bot of ${space}'s name`, admins, 'manage');
    canary(`kxwechatreply${k}`, `WeChat bot of ${space}'s default reply`, admins, 'manage');
    canary(`kxwechatsecret${k}`, `WeChat bot of ${space}'s app secret`, set(), 'session');
    const ding = await app.graphql<{ createDingBot: { dingBot: { id: string } } }>(
      'mutation ($input: DingBotInput!) { createDingBot(input: $input) { ... on DingBotPayload { dingBot { id } } ... on Error { message } } }',
      { cookie, variables: { input: { name: `kxding${k}`, appKey: `kxdingkey${k}`, appSecret: `kxdingsecret${k}`, replyText: `kxdingreply${k}` } } },
    );
    globalId(ding.data!.createDingBot.dingBot.id, `DingTalk bot of ${space}`, admins, 'manage');
    canary(`kxding${k}`, `DingTalk bot of ${space}'s name`, admins, 'manage');
    canary(`kxdingkey${k}`, `DingTalk bot of ${space}'s app key`, admins, 'manage');
    canary(`kxdingreply${k}`, `DingTalk bot of ${space}'s reply text`, admins, 'manage');
    canary(`kxdingsecret${k}`, `DingTalk bot of ${space}'s app secret`, set(), 'session');
  }

  // Synonyms, for their workspace's admins.
  for (const [space, cookie] of [['A', cookies.adminA!], ['B', cookies.creatorB!]] as const) {
    const k = space.toLowerCase();
    const made = await app.graphql<{ createSynonym: { synonym: { id: string } } }>(
      'mutation ($input: SynonymInput!) { createSynonym(input: $input) { ... on SynonymPayload { synonym { id } } ... on Error { message } } }',
      { cookie, variables: { input: { terms: [`kxsynonym${k}`, `kxaltsynonym${k}`] } } },
    );
    globalId(made.data!.createSynonym.synonym.id, `synonyms of ${space}`, set(...adminsActingIn(space)), 'manage');
    canary(`kxsynonym${k}`, `synonyms of ${space}'s terms`, set(...adminsActingIn(space)), 'manage');
  }

  // A's own model endpoint, for its admins (set last: questions above answer extractively).
  const model = await app.graphql<{ updateWorkspace: { __typename: string } }>(
    'mutation { updateWorkspace(input: { llmBaseUrl: "https://kxmodela.example.com/v1", llmModel: "kxmodelnamea" }) { __typename ... on Error { message } } }',
    { cookie: cookies.creatorA! },
  );
  expect(model.data!.updateWorkspace.__typename).toBe('WorkspacePayload');
  canary('kxmodela', "A's model endpoint", adminsOfA, 'manage');
  canary('kxmodelnamea', "A's model name", adminsOfA, 'manage');

  // Token actors read what their maker reads and their scopes reach, once everything is made.
  const tokens: Partial<Record<Actor, string>> = {};
  for (const [actor, scopes] of Object.entries(TOKEN_ACTORS) as [keyof typeof TOKEN_ACTORS, readonly TokenScope[]][]) {
    const made = await app.graphql<{ createAccessToken: { secret: string } }>(
      'mutation ($scopes: [TokenScope!]!) { createAccessToken(input: { name: "kxtoken", scopes: $scopes }) { ... on CreateAccessTokenPayload { secret } } }',
      { cookie: cookies[TOKEN_MAKER]!, variables: { scopes: scopes.map((scope) => API_SCOPE[scope]) } },
    );
    tokens[actor] = made.data!.createAccessToken.secret;
    // Without `manage`, the maker acts as a plain member.
    const asMember = !scopes.includes('manage');
    for (const secret of secrets.values()) {
      const reached = tokenReaches(scopes, secret.tokens) && !(asMember && secret.asMembers && !secret.asMembers.has(TOKEN_MAKER));
      if (!reached && !(secret.quoted && scopes.includes('chat'))) continue;
      if (secret.readers.has(TOKEN_MAKER)) secret.readers.add(actor);
      if (secret.finders?.has(TOKEN_MAKER)) secret.finders.add(actor);
    }
  }
  const headers = Object.fromEntries(
    ACTORS.map((actor) => [actor, tokens[actor] ? { authorization: `Bearer ${tokens[actor]}` } : cookies[actor] ? { cookie: cookies[actor]! } : {}]),
  ) as Record<Actor, Record<string, string>>;

  // Counted by the documents themselves (their IDs): answers quote documents to chat tokens too.
  const documentCanaries = [...ids.entries()].filter(([, secret]) => secret.typename === 'Document');
  return {
    cookies,
    headers,
    tokens,
    tokenActors: Object.keys(TOKEN_ACTORS) as Actor[],
    tokenScopes: (actor) => TOKEN_ACTORS[actor as keyof typeof TOKEN_ACTORS] ?? [],
    secrets,
    ids,
    documentsReadBy: (actor) => documentCanaries.filter(([, secret]) => secret.readers.has(actor)).length,
    answers,
    apps,
  };
}


async function answered(app: TestApp, cookie: string, answerId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await app.graphql<{ node: { status: string } | null }>('query ($id: ID!) { node(id: $id) { ... on ChatMessage { status } } }', {
      cookie,
      variables: { id: answerId },
    });
    if (result.data?.node?.status && result.data.node.status !== 'STREAMING') return;
    if (Date.now() > deadline) throw new Error(`answer ${answerId} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
