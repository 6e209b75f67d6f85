import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDocumentToken } from '../../bff/src/apps/public-documents.ts';
import { usageRecords } from '../../bff/src/workspaces/tables.ts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { conversations, messages } from '../../bff/src/chat/tables.ts';
import { forgetIdleVisitorConversations } from '../../bff/src/chat/visitor-retention.ts';
import { rowsOf } from '../../bff/src/db/client.ts';
import { documentsOf, installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { ask } from '../support/chat.ts';
import { Visitor } from '../support/public-visitor.ts';
import { keyOf, setShareLink, sharedKey, sharedPath } from '../support/share-links.ts';

/**
 * Public chat links: an admin shares a workspace agent by a link; anyone with it chats with the
 * agent, answered only from documents public on the internet, within a rate limit per browser
 * and per address and the workspace's chats; a link turned off or regenerated names nothing.
 */
const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', autoSync: false };

const CREATE = `mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } key } } }`;
const REGENERATE = `mutation ($id: ID!) { regenerateAgentShareLink(agentId: $id) {
  __typename ... on AgentShareLinkPayload { agent { shareLink { enabled path } } } ... on Error { message }
} }`;
const LINK = `query ($id: ID!) { node(id: $id) { ... on Agent { shareLink { enabled path } } } }`;

const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

describe('public chat links', () => {
  let app: TestApp;
  const cookies = { creatorA: '', memberA: '', creatorB: '' };
  const ws = { A: '', B: '' };
  const agents = { open: '', scoped: '', agentB: '' };
  const publicDoc = { row: '', title: 'Lighthouse harbour guide' };

  const share = (cookie: string, id: string, enabled: boolean) => setShareLink(app, cookie, id, enabled);
  const shared = (cookie: string, id: string) => sharedKey(app, cookie, id);

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback', PUBLIC_CHAT_VISITOR_PER_MINUTE: '4', PUBLIC_CHAT_IP_PER_MINUTE: '6' });
    const { db } = app.deps.database;
    const a = await createWorkspaceWithCreator(db, '灯塔');
    const b = await createWorkspaceWithCreator(db, '别家');
    ws.A = a.workspace.id;
    ws.B = b.workspace.id;
    cookies.creatorA = await app.signIn(a.creator.id);
    cookies.memberA = await app.signIn((await addMember(db, ws.A)).id);
    cookies.creatorB = await app.signIn(b.creator.id);

    const apps: [string, string, Record<string, unknown>, string][] = [
      ['public', cookies.creatorA, { protectedPermission: 'PUBLIC' }, `---\ntitle: ${publicDoc.title}\n---\n\n# Harbour\n\nThe lighthouse keeper opens the harbour gate at dawn.\n`],
      ['internal', cookies.creatorA, { protectedPermission: 'ALL_MEMBERS' }, '# Lighthouse payroll\n\nThe lighthouse keeper salary is confidential-walrus.\n'],
      ['publicB', cookies.creatorB, { protectedPermission: 'PUBLIC' }, '---\ntitle: Lighthouse of the other workspace\n---\n\nThe lighthouse keeper of elsewhere-narwhal.\n'],
    ];
    const appIds: Record<string, string> = {};
    for (const [key, cookie, input, text] of apps) {
      const appId = await installApp(app, cookie, 'files', { ...FILES, ...input, title: `灯塔 ${key}` });
      await uploadToApp(app, cookie, appId, `${key}.md`, text);
      expect((await waitForRun(app, cookie, appId)).latestRun).toMatchObject({ status: 'SUCCEEDED', added: 1 });
      appIds[key] = appId;
      if (key === 'public') publicDoc.row = rowOf((await documentsOf(app, cookie, appId))[0]!.id as string);
    }
    const create = async (cookie: string, input: Record<string, unknown>) => {
      const result = await app.graphql<{ createAgent: { agent: { id: string } } }>(CREATE, {
        cookie,
        variables: { input: { avatar: '/avatars/agent-1.png', visibleRange: 'ALL_MEMBERS', ...input } },
      });
      expect(result.errors).toBeUndefined();
      return result.data!.createAgent.agent.id;
    };
    agents.open = await create(cookies.creatorA, { name: '灯塔助手' });
    agents.scoped = await create(cookies.creatorA, { name: '内部助手', scopedToApps: true, appIds: [appIds.internal] });
    agents.agentB = await create(cookies.creatorB, { name: 'Other helper' });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('has no link until an admin turns it on; members and other workspaces cannot', async () => {
    const before = await app.graphql<{ node: { shareLink: { enabled: boolean; path: string | null } } }>(LINK, { cookie: cookies.creatorA, variables: { id: agents.open } });
    expect(before.data!.node.shareLink).toEqual({ enabled: false, path: null });
    // A member sees the agent, not its link.
    const seen = await app.graphql<{ node: { shareLink: unknown } }>(LINK, { cookie: cookies.memberA, variables: { id: agents.open } });
    expect(seen.data!.node).toEqual({ shareLink: null });

    expect((await share(cookies.memberA, agents.open, true)).errors?.[0]).toBeDefined();
    const foreign = await share(cookies.creatorB, agents.open, true);
    expect(foreign.data?.updateAgentShareLink.__typename ?? 'refused').not.toBe('AgentShareLinkPayload');

    const on = await share(cookies.creatorA, agents.open, true);
    const link = on.data!.updateAgentShareLink.agent!.shareLink!;
    expect(link.enabled).toBe(true);
    expect(link.path).toMatch(/^\/chat\/share\/ags_[0-9a-f]{40}$/);
    expect(link.url).toBe(new URL(link.path!, app.deps.config.publicUrl).toString());
    // The link is shown again as it was (the key is not stored, only its hash).
    const again = await app.graphql<{ node: { shareLink: { path: string } } }>(LINK, { cookie: cookies.creatorA, variables: { id: agents.open } });
    expect(again.data!.node.shareLink.path).toBe(link.path);
    const row = await app.deps.database.db.query.agents.findFirst({ where: { id: rowOf(agents.open) } });
    expect(JSON.stringify(row)).not.toContain(keyOf(link.path));
  });

  it('answers an anonymous visitor from public documents only, citing them by their public links', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    const visitor = new Visitor(app);
    const info = await visitor.call('GET', key);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ agent: { name: '灯塔助手', description: '', avatar: '/avatars/agent-1.png', opening_message: '', suggested_questions: [], color: '' } });
    expect(visitor.cookie).toMatch(/^zw_visitor=/);

    const usedBefore = await app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, ws.A), isNull(usageRecords.userId)));
    const answer = await visitor.answer(key, 'What does the lighthouse keeper do?');
    expect(answer.final.status).toBe('done');
    expect(answer.citations.map((c) => c.title)).toEqual([publicDoc.title]);
    expect(answer.citations[0]!.url).toBe(`/public/document/${publicDocumentToken(ws.A, publicDoc.row)}`);
    expect(answer.content).toContain('harbour');
    for (const secret of ['confidential-walrus', 'elsewhere-narwhal', 'payroll']) expect(answer.content + JSON.stringify(answer.citations)).not.toContain(secret);
    // One chat of the workspace, recorded for no member.
    expect(await app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, ws.A), isNull(usageRecords.userId)))).toBe(usedBefore + 1);

    // The conversation goes on, the visitor's own.
    const followUp = await visitor.answer(key, 'When is the harbour gate opened?', answer.conversationId);
    expect(followUp.conversationId).toBe(answer.conversationId);
    const stranger = new Visitor(app);
    const taken = await stranger.ask(key, 'lighthouse', answer.conversationId);
    expect(taken.status).toBe(404);
    // A member's own conversation is not a visitor's either.
    const memberAsked = await ask(app, cookies.memberA, 'lighthouse');
    expect((await visitor.ask(key, 'lighthouse', rowOf(memberAsked.conversation!.id))).status).toBe(404);
    // The visitor votes on their own answers, as members do; nobody else does.
    const answerId = (await visitor.ask(key, 'Who opens the harbour gate?', answer.conversationId)).body.data!.message_id as string;
    await visitor.follow(key, answerId);
    const vote = (by: Visitor, body: unknown, id = answerId) => by.call('PUT', `${key}/messages/${id}/feedback`, body);
    expect(await vote(visitor, { vote: 'down', reasons: ['not_found', 'wrong'], comment: 'Nothing about the gate' })).toMatchObject({
      status: 200,
      body: { data: { feedback: { vote: 'down', reasons: ['wrong', 'not_found'], comment: 'Nothing about the gate' } } },
    });
    expect((await vote(visitor, { vote: 'up' })).body.data).toMatchObject({ feedback: { vote: 'up', reasons: [], comment: '' } });
    expect((await vote(stranger, { vote: 'down' })).status).toBe(404);
    expect((await vote(visitor, { vote: 'down' }, randomUUID())).status).toBe(404);
    for (const bad of [{ vote: 'meh' }, { vote: 'down', reasons: ['boring'] }, { vote: 'down', comment: 42 }, {}, 'up']) {
      expect((await vote(visitor, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await vote(visitor, { vote: null })).body.data).toEqual({ feedback: { vote: null, reasons: [], comment: '', updated_at: null } });
    // How the agent opens is the visitor's to see too.
    await app.graphql('mutation ($id: ID!) { updateAgent(agentId: $id, input: { openingMessage: "Ask me about the harbour.", suggestedQuestions: ["When does the gate open?"] }) { __typename } }', {
      cookie: cookies.creatorA,
      variables: { id: agents.open },
    });
    expect((await visitor.call('GET', key)).body.data!.agent).toMatchObject({ opening_message: 'Ask me about the harbour.', suggested_questions: ['When does the gate open?'] });
    // Nor does the member's history show the visitor's conversation.
    const history = await app.graphql<{ conversations: { edges: unknown[] } }>('{ conversations(first: 50) { edges { node { id } } } }', { cookie: cookies.memberA });
    expect(history.data!.conversations.edges).toHaveLength(1);
  });

  it('never cites what is not public: an agent of non-public apps finds nothing', async () => {
    const key = await shared(cookies.creatorA, agents.scoped);
    const answer = await new Visitor(app).answer(key, 'lighthouse keeper salary');
    expect(answer.final.status).toBe('done');
    expect(answer.citations).toEqual([]);
    expect(answer.content).not.toContain('confidential-walrus');
    // The same question from a member, through the same agent, is answered from the internal app.
    const memberAnswer = await ask(app, cookies.memberA, 'lighthouse keeper salary');
    expect(memberAnswer.__typename).toBe('SendMessagePayload');
  });

  it('refuses a link turned off, and the old address of a regenerated one, as a link that names nothing', async () => {
    const path = await sharedPath(app, cookies.creatorA, agents.open);
    const key = keyOf(path);
    const visitor = new Visitor(app);
    const first = await visitor.ask(key, 'lighthouse');
    expect(first.status).toBe(200);
    const nothing = await visitor.call('GET', `ags_${'0'.repeat(40)}`);
    expect(nothing.status).toBe(404);

    await share(cookies.creatorA, agents.open, false);
    for (const call of [visitor.call('GET', key), visitor.ask(key, 'lighthouse')]) expect(await call).toEqual(nothing);
    expect((await visitor.follow(key, first.body.data!.message_id as string)).status).toBe(404);

    // On again: the same address.
    const on = await share(cookies.creatorA, agents.open, true);
    expect(on.data!.updateAgentShareLink.agent!.shareLink!.path).toBe(path);
    expect((await visitor.call('GET', key)).status).toBe(200);

    const regenerated = await app.graphql<{ regenerateAgentShareLink: { agent: { shareLink: { enabled: boolean; path: string } } } }>(REGENERATE, {
      cookie: cookies.creatorA,
      variables: { id: agents.open },
    });
    const fresh = regenerated.data!.regenerateAgentShareLink.agent.shareLink;
    expect(fresh.enabled).toBe(true);
    expect(fresh.path).not.toBe(path);
    expect(await visitor.call('GET', key)).toEqual(nothing);
    expect((await visitor.ask(key, 'lighthouse')).status).toBe(404);
    expect((await visitor.call('GET', keyOf(fresh.path))).status).toBe(200);

    // A disabled agent's link names nothing either.
    await app.graphql('mutation ($id: ID!) { updateAgent(agentId: $id, input: { enabled: false }) { __typename } }', { cookie: cookies.creatorA, variables: { id: agents.open } });
    expect(await visitor.call('GET', keyOf(fresh.path))).toEqual(nothing);
    await app.graphql('mutation ($id: ID!) { updateAgent(agentId: $id, input: { enabled: true }) { __typename } }', { cookie: cookies.creatorA, variables: { id: agents.open } });
  });

  it('lets its managers list the sites whose pages may frame it as a chat bubble, and no other page', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    const EMBED = `mutation ($id: ID!, $input: AgentEmbedInput!) { updateAgentEmbed(agentId: $id, input: $input) { __typename
      ... on AgentShareLinkPayload { agent { shareLink { embedOrigins embedColor embedPosition embedScriptUrl } } }
      ... on ValidationError { problems { field message } } ... on Error { message } } }`;
    const embed = (cookie: string, input: Record<string, unknown>, id = agents.open) =>
      app.graphql<{ updateAgentEmbed: { __typename: string; agent?: { shareLink: Record<string, unknown> }; problems?: { field: string; message: string }[] } }>(EMBED, {
        cookie,
        variables: { id, input: { color: '', position: 'RIGHT', ...input } },
      });
    for (const origin of ['example.com', 'https://example.com/shop', 'ftp://example.com', 'https://user:pw@example.com', 'javascript:alert(1)']) {
      expect((await embed(cookies.creatorA, { origins: [origin] })).data!.updateAgentEmbed.problems, origin).toEqual([
        { field: 'origins', message: '请填写网站地址，如 https://www.example.com（不含路径）' },
      ]);
    }
    expect((await embed(cookies.creatorA, { origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`) })).data!.updateAgentEmbed.problems![0]!.field).toBe('origins');
    expect((await embed(cookies.creatorA, { origins: [], color: 'red' })).data!.updateAgentEmbed.problems![0]!.field).toBe('color');
    expect((await embed(cookies.memberA, { origins: [] })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await embed(cookies.creatorB, { origins: [] })).data?.updateAgentEmbed.__typename ?? 'refused').not.toBe('AgentShareLinkPayload');
    const saved = await embed(cookies.creatorA, { origins: ['https://Shop.Example.com/', 'http://localhost:8080', 'https://shop.example.com'], color: '#AA3300', position: 'LEFT' });
    expect(saved.data!.updateAgentEmbed.agent!.shareLink).toEqual({
      embedOrigins: ['https://shop.example.com', 'http://localhost:8080'],
      embedColor: '#aa3300',
      embedPosition: 'LEFT',
      embedScriptUrl: new URL('/embed.js', app.deps.config.publicUrl).toString(),
    });

    // Only the listed sites' pages may frame the chat; a link that names nothing, no page.
    const page = await fetch(`${app.url}/embed/chat/${key}`);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://shop.example.com http://localhost:8080');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const nothing = await fetch(`${app.url}/embed/chat/ags_${'0'.repeat(40)}`);
    expect(nothing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Every other page still refuses to be framed.
    expect((await fetch(`${app.url}/chat/share/${key}`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const loader = await fetch(`${app.url}/embed.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(gzipSync(Buffer.from(await loader.arrayBuffer())).length).toBeLessThan(15 * 1024);
    // The visitor shows the colour.
    expect((await new Visitor(app).call('GET', key)).body.data!.agent).toMatchObject({ color: '#aa3300' });
  });

  it('knows a framed chat’s visitor by the id it sends, with no cookie', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    const id = 'v'.repeat(43);
    const headers = { 'x-zhiwen-visitor': id, 'x-forwarded-for': '10.8.1.1', 'content-type': 'application/json' };
    const asked = await fetch(`${app.url}/api/public/chat/${key}/messages`, { method: 'POST', headers, body: JSON.stringify({ text: 'lighthouse keeper' }) });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('set-cookie')).toBeNull();
    const { message_id: messageId, conversation_id: conversationId } = ((await asked.json()) as { data: { message_id: string; conversation_id: string } }).data;
    const stream = await fetch(`${app.url}/api/public/chat/${key}/messages/${messageId}/stream`, { headers });
    expect(await stream.text()).toContain('"status":"done"');
    // Another id, or none, is another visitor.
    const other = { ...headers, 'x-zhiwen-visitor': 'w'.repeat(43) };
    expect((await fetch(`${app.url}/api/public/chat/${key}/messages/${messageId}/stream`, { headers: other })).status).toBe(404);
    const follow = await fetch(`${app.url}/api/public/chat/${key}/messages`, { method: 'POST', headers: other, body: JSON.stringify({ text: 'gate', conversation_id: conversationId }) });
    expect(follow.status).toBe(404);
  });

  it('answers hostile keys, IDs and bodies as nothing, without reaching the database as given', async () => {
    const path = await sharedPath(app, cookies.creatorA, agents.open);
    const key = keyOf(path);
    const keyB = await shared(cookies.creatorB, agents.agentB);
    const created = await app.graphql<{ createAgent: { key: string } }>(CREATE, {
      cookie: cookies.creatorA,
      variables: { input: { name: '钥匙', avatar: '/avatars/agent-1.png', visibleRange: 'ALL_MEMBERS' } },
    });
    const visitor = new Visitor(app);
    const nothing = await visitor.call('GET', `ags_${'0'.repeat(40)}`);
    const hostile = [
      // The agent's ws agent key, its global and row IDs, the link in other cases and lengths.
      created.data!.createAgent.key,
      agents.open,
      rowOf(agents.open),
      key.toUpperCase(),
      key.slice(0, -1),
      `${key}0`,
      `${key}%00`,
      encodeURIComponent(`${key}' or '1'='1`),
      encodeURIComponent('../../graphql'),
      'a'.repeat(5000),
      '%E4%BD%A0%E5%A5%BD',
    ];
    for (const bad of hostile) {
      const label = bad.slice(0, 60);
      // An address too long for the server is refused before any route (414).
      const found = await visitor.call('GET', bad).catch(() => ({ status: 414, body: null }));
      expect([404, 400, 414], label).toContain(found.status);
      if (found.status === 404) expect(found.body, label).toEqual(nothing.body);
      expect((await visitor.ask(bad, 'lighthouse').catch(() => ({ status: 414 }))).status, label).toBeGreaterThanOrEqual(400);
    }
    // Bodies: no text, wrong types, a conversation ID that is no UUID or not the visitor's.
    expect((await visitor.ask(key, '   ')).status).toBe(400);
    expect((await visitor.call('POST', `${key}/messages`, { text: 42 })).status).toBe(400);
    expect((await visitor.call('POST', `${key}/messages`, [])).status).toBe(400);
    expect((await visitor.ask(key, 'x'.repeat(4001))).status).toBe(400);
    for (const id of ['not-a-uuid', randomUUID(), `' or 1=1 --`]) expect((await visitor.ask(key, 'lighthouse', id)).status, id).toBe(404);
    // Another workspace's link and its conversation do not mix with this one's.
    const elsewhere = await visitor.answer(keyB, 'lighthouse keeper');
    expect(elsewhere.citations.map((c) => c.title)).toEqual(['Lighthouse of the other workspace']);
    expect((await visitor.ask(key, 'lighthouse', elsewhere.conversationId)).status).toBe(404);
    for (const id of ['not-a-uuid', randomUUID()]) expect((await visitor.follow(key, id)).status).toBe(404);
    // Another workspace's session sent along changes nothing: the link is the same for everyone.
    const signedIn = await fetch(`${app.url}/api/public/chat/${key}`, { headers: { cookie: cookies.creatorB } });
    expect(signedIn.status).toBe(200);
    // A token that is no live token is refused, as on every route of the API.
    expect((await fetch(`${app.url}/api/public/chat/${key}`, { headers: { authorization: 'Bearer junk' } })).status).toBe(401);
  });

  it('limits questions per browser and per address', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    // Fixed windows of a minute: start well inside one.
    const seconds = new Date().getUTCSeconds();
    if (seconds > 45) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
    const ip = '10.77.0.1';
    const visitor = new Visitor(app, ip);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await visitor.ask(key, `lighthouse ${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await visitor.ask(key, 'lighthouse', undefined, 'en');
    expect(refused.body.message).toBe('Too many requests, please try again later');
    // A new browser at the same address: two more, then the address's limit.
    const second = new Visitor(app, ip);
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await second.ask(key, `lighthouse ${i}`)).status);
    expect(more).toEqual([200, 200, 429]);
    // Another address is not held back.
    expect((await new Visitor(app, '10.77.0.2').ask(key, 'lighthouse')).status).toBe(200);

    // Questions sent at once are counted one by one: exactly the limit passes.
    const burst = new Visitor(app, '10.77.0.3');
    await burst.call('GET', key);
    const statuses2 = await Promise.all(Array.from({ length: 9 }, (_, i) => burst.ask(key, `lighthouse ${i}`).then((r) => r.status)));
    expect(statuses2.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses2.filter((status) => status === 429)).toHaveLength(5);
  });

  it('deletes a visitor’s conversation a retention after its last question, daily through the queue, and never a member’s', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    const { db } = app.deps.database;
    const idle = new Visitor(app);
    const gone = await idle.answer(key, 'lighthouse');
    const recent = new Visitor(app);
    const kept = await recent.answer(key, 'harbour');
    expect((await ask(app, cookies.memberA, 'lighthouse')).__typename).toBe('SendMessagePayload');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    // The idle visitor and every member last asked 31 days ago; the other visitor 29 days ago.
    await db.update(conversations).set({ updatedAt: daysAgo(31) }).where(eq(conversations.id, gone.conversationId));
    await db.update(conversations).set({ updatedAt: daysAgo(29) }).where(eq(conversations.id, kept.conversationId));
    await db.update(conversations).set({ updatedAt: daysAgo(31) }).where(and(eq(conversations.workspaceId, ws.A), isNotNull(conversations.userId)));
    const members = await db.$count(conversations, isNotNull(conversations.userId));
    expect(members).toBeGreaterThan(0);

    expect(await forgetIdleVisitorConversations(db, new Date(), 30)).toBe(1);
    expect(await db.$count(messages, eq(messages.conversationId, gone.conversationId))).toBe(0);
    expect(await db.$count(conversations, isNotNull(conversations.userId))).toBe(members);
    // The idle tab's next question is about a conversation that is no more; the other goes on.
    const after = await idle.ask(key, 'and the gate?', gone.conversationId);
    expect(after.status).toBe(404);
    expect((await recent.answer(key, 'and the gate?', kept.conversationId)).final.status).toBe('done');
    expect(await forgetIdleVisitorConversations(db, new Date(), 30)).toBe(0);

    // The job queue runs the sweep daily.
    const schedules = rowsOf<{ name: string; cron: string }>(await db.execute(sql`select name, cron from pgboss.schedule where name = 'public-chat-retention'`));
    expect(schedules).toEqual([{ name: 'public-chat-retention', cron: '17 3 * * *' }]);
  });

  it('spends the workspace’s chats, and says so politely when they are used up', async () => {
    const key = await shared(cookies.creatorA, agents.open);
    const { db } = app.deps.database;
    const remaining = async () =>
      (await app.graphql<{ viewer: { currentWorkspace: { remainingChatsToday: number } } }>('{ viewer { currentWorkspace { remainingChatsToday } } }', { cookie: cookies.creatorA }))
        .data!.viewer.currentWorkspace.remainingChatsToday;
    const left = await remaining();
    await new Visitor(app).answer(key, 'lighthouse');
    expect(await remaining()).toBe(left - 1);

    // All but three of the rest of the day; then six visitors at once, each from an address of its own: three are answered.
    await db.insert(usageRecords).values(Array.from({ length: left - 4 }, () => ({ workspaceId: ws.A, userId: null, type: 'chat' as const, count: 1, createdAt: new Date() })));
    expect(await remaining()).toBe(3);
    const racing = await Promise.all(Array.from({ length: 6 }, () => new Visitor(app).ask(key, 'lighthouse').then((r) => r.status)));
    expect(racing.sort()).toEqual([200, 200, 200, 402, 402, 402]);
    expect(await remaining()).toBe(0);
    const visitor = new Visitor(app);
    const zh = await visitor.ask(key, 'lighthouse');
    expect(zh.status).toBe(402);
    expect(zh.body.message).toBe('该助手今日可回答的次数已用完，请明天再来');
    const en = await visitor.ask(key, 'lighthouse', undefined, 'en');
    expect(en.body.message).toBe('This assistant has answered all the questions it can for today; please come back tomorrow');
    // Nothing of the member's ways (top-up, invitations) is offered to a visitor.
    expect(en.body.data).toBeNull();
    // The other workspace's link still answers: its chats are its own.
    const keyB = await shared(cookies.creatorB, agents.agentB);
    expect((await visitor.ask(keyB, 'lighthouse')).status).toBe(200);
  });
});
