import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog } from '../../bff/src/audit/retention.ts';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { documents } from '../../bff/src/apps/tables.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';

type Entry = {
  seq: number;
  actorKind: string;
  actorName: string | null;
  actorTokenId: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  objectType: string | null;
  objectLabel: string | null;
  detail: string;
};
const LOG = `query ($filter: AuditFilter, $first: Int) { viewer { currentWorkspace { auditLog(filter: $filter, first: $first) {
  edges { node { seq actorKind actorName actorTokenId ip userAgent action objectType objectLabel detail } } } } } }`;
const CHAIN = '{ viewer { currentWorkspace { auditChain { entries intact broken { seq reason } } } } }';

/**
 * The audit log: the acts of admins, members and tokens recorded with who, from where and what
 * changed; read, filtered and exported by admins of the workspace alone; chained, so that an entry
 * changed or removed in the database is found, even when many acts land at once.
 */
describe('audit log', () => {
  let app: TestApp;
  let workspaceId: string;
  let creatorId: string;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    const made = await createWorkspaceWithCreator(app.deps.database.db, '审计');
    workspaceId = made.workspace.id;
    creatorId = made.creator.id;
    cookie = await app.signIn(creatorId);
  });
  afterAll(() => app?.stop());

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, as = cookie) => app.graphql<T>(query, { cookie: as, variables });
  const log = async (filter: Record<string, unknown> = {}, as = cookie) =>
    (await gql<{ viewer: { currentWorkspace: { auditLog: { edges: { node: Entry }[] } } } }>(LOG, { filter, first: 100 }, as)).data!.viewer.currentWorkspace.auditLog.edges.map((e) => e.node);
  const chain = async () => (await gql<{ viewer: { currentWorkspace: { auditChain: unknown } } }>(CHAIN)).data!.viewer.currentWorkspace.auditChain;
  const memberIdOf = async (as: string) => (await gql<{ viewer: { currentMember: { id: string } } }>('{ viewer { currentMember { id } } }', {}, as)).data!.viewer.currentMember.id;

  it('records who did what to which object, from where, with what changed', async () => {
    const role = await gql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "财务" }) { ... on RolePayload { role { id } } } }');
    const roleId = role.data!.createRole.role.id;
    await gql('mutation ($id: ID!) { updateRole(roleId: $id, input: { name: "财务部" }) { __typename } }', { id: roleId });
    await gql('mutation ($id: ID!) { deleteRole(roleId: $id) { __typename } }', { id: roleId });
    const person = await addMember(app.deps.database.db, workspaceId);
    const personCookie = await app.signIn(person.id);
    const personId = await memberIdOf(personCookie);
    await gql('mutation ($id: ID!) { updateMemberType(memberId: $id, wsUserType: ADMIN) { __typename } }', { id: personId });
    await gql('mutation ($id: ID!) { signOutMember(memberId: $id) { __typename } }', { id: personId });
    await gql('mutation ($id: ID!) { removeMember(memberId: $id) { __typename } }', { id: personId });

    const entries = await log();
    expect(entries.map((e) => [e.action, e.objectLabel])).toEqual([
      ['member.removed', person.displayName],
      ['member.signed_out', person.displayName],
      ['member.type_changed', person.displayName],
      ['role.deleted', '财务部'],
      ['role.updated', '财务部'],
      ['role.created', '财务'],
    ]);
    // Numbered in the order they happened; each by the creator, from the test's address.
    expect(entries.map((e) => e.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    for (const entry of entries) expect(entry).toMatchObject({ actorKind: 'PERSON', actorName: expect.any(String), actorTokenId: null, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(JSON.parse(entries[2]!.detail)).toEqual({ before: { type: 'member' }, after: { type: 'admin' } });
    expect(JSON.parse(entries[4]!.detail)).toMatchObject({ before: { name: '财务' }, after: { name: '财务部' } });
    expect(JSON.parse(entries[0]!.detail)).toMatchObject({ type: 'admin', sessionsEnded: 0 });
    expect(await chain()).toEqual({ entries: 6, intact: true, broken: null });
  });

  it('names the access token an act was made with, and keeps its secret out of the log', async () => {
    const made = await gql<{ createAccessToken: { secret: string; accessToken: { internalID: string } } }>(
      'mutation { createAccessToken(input: { name: "运维脚本", scopes: [MANAGE] }) { ... on CreateAccessTokenPayload { secret accessToken { internalID } } } }',
    );
    const { secret, accessToken } = made.data!.createAccessToken;
    const asToken = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'user-agent': 'ops-script/1.0' },
      body: JSON.stringify({ query: 'mutation { createRole(input: { name: "脚本建的角色" }) { __typename } }' }),
    });
    expect(asToken.status).toBe(200);
    const byToken = (await log({ action: 'role' }))[0]!;
    expect(byToken).toMatchObject({ action: 'role.created', actorKind: 'TOKEN', actorTokenId: accessToken.internalID, userAgent: 'ops-script/1.0', objectLabel: '脚本建的角色' });
    const tokenEntry = (await log({ action: 'token.created' }))[0]!;
    expect(tokenEntry).toMatchObject({ objectLabel: '运维脚本' });
    expect(JSON.parse(tokenEntry.detail)).toMatchObject({ after: { scopes: ['manage'] } });
    const everything = JSON.stringify(await log());
    expect(everything).not.toContain(secret);
  });

  it('filters by kind of act, who, object and period', async () => {
    expect(new Set((await log({ action: 'member' })).map((e) => e.action))).toEqual(new Set(['member.removed', 'member.signed_out', 'member.type_changed']));
    expect((await log({ action: 'role.deleted' })).map((e) => e.objectLabel)).toEqual(['财务部']);
    expect((await log({ object: '财务' })).map((e) => e.action)).toEqual(['role.deleted', 'role.updated', 'role.created']);
    // Wildcards are taken as typed.
    expect(await log({ object: '%' })).toEqual([]);
    expect(await log({ actor: 'nobody at all' })).toEqual([]);
    expect((await log({ from: new Date(Date.now() + 60_000).toISOString() })).length).toBe(0);
    expect((await log({ to: new Date(Date.now() + 60_000).toISOString() })).length).toBeGreaterThan(5);
  });

  it('is read by the workspace’s admins alone', async () => {
    const member = await addMember(app.deps.database.db, workspaceId);
    const memberCookie = await app.signIn(member.id);
    expect((await gql(LOG, {}, memberCookie)).errors?.[0]).toBeDefined();
    expect((await gql(CHAIN, {}, memberCookie)).errors?.[0]).toBeDefined();
    const export_ = await app.rest('GET', '/audit/export?format=csv', { cookie: memberCookie });
    expect(export_.status).toBe(403);
    // Another workspace's creator sees their own log, empty of this one's acts.
    const other = await createWorkspaceWithCreator(app.deps.database.db, '别家审计');
    const otherCookie = await app.signIn(other.creator.id);
    expect(await log({}, otherCookie)).toEqual([]);
    const ids = await gql<{ viewer: { currentWorkspace: { auditLog: { edges: { node: { id: string } }[] } } } }>('{ viewer { currentWorkspace { auditLog(first: 1) { edges { node { id } } } } } }');
    const entryId = ids.data!.viewer.currentWorkspace.auditLog.edges[0]!.node.id;
    expect((await gql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: entryId }, otherCookie)).data!.node).toBeNull();
    expect((await gql<{ node: { id: string } }>('query ($id: ID!) { node(id: $id) { id } }', { id: entryId })).data!.node).toEqual({ id: entryId });
  });

  it('exports the filtered log as CSV and JSON Lines, safe to open in a spreadsheet, and records the export', async () => {
    await gql('mutation { createRole(input: { name: "=HYPERLINK(\\"http://x\\")" }) { __typename } }');
    const csv = await fetch(`${app.url}/api/audit/export?format=csv&action=role`, { headers: { cookie } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor_kind,actor_name,actor_user_id,actor_token_id,ip,user_agent,action,object_type,object_id,object_label,detail,entry_id,prev_hash,hash');
    expect(lines.slice(1).every((line) => line.includes(',role.'))).toBe(true);
    // A name a spreadsheet would run as a formula is written as text.
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://x"")"`);

    const jsonl = await fetch(`${app.url}/api/audit/export?format=jsonl&object=${encodeURIComponent('财务')}`, { headers: { cookie } });
    const rows = (await jsonl.text()).trim().split('\n').map((line) => JSON.parse(line) as { action: string; seq: number; detail: unknown });
    expect(rows.map((r) => r.action)).toEqual(['role.created', 'role.updated', 'role.deleted']);
    expect(rows[1]!.detail).toMatchObject({ after: { name: '财务部' } });

    expect((await app.rest('GET', '/audit/export?format=xml', { cookie })).status).toBe(400);
    expect((await app.rest('GET', '/audit/export?from=yesterday', { cookie })).status).toBe(400);
    // Given twice, or holding what the database cannot, a parameter is the caller's mistake.
    for (const query of ['actor=a&actor=b', 'object=%00', `action=${'x'.repeat(300)}`]) {
      expect((await app.rest('GET', `/audit/export?${query}`, { cookie })).status).toBe(400);
    }
    const exported = (await log({ action: 'audit' })).map((e) => JSON.parse(e.detail) as { format: string });
    expect(exported.map((d) => d.format)).toEqual(['jsonl', 'csv']);
  });

  it('keeps one unbroken chain when many acts land at once, recorded inside their own transactions or after them', async () => {
    // A workspace of its own, so that the acts leave the other tests' log as it was.
    const { db } = app.deps.database;
    const busy = await createWorkspaceWithCreator(db, '并发');
    const as = await app.signIn(busy.creator.id);
    const personId = await memberIdOf(await app.signIn((await addMember(db, busy.workspace.id)).id));
    const busyChain = async () => (await gql<{ viewer: { currentWorkspace: { auditChain: unknown } } }>(CHAIN, {}, as)).data!.viewer.currentWorkspace.auditChain;
    const before = ((await busyChain()) as { entries: number }).entries;
    // Roles, invitations and model settings (the workspace's row) are recorded in the transaction
    // that changes them; an order in the middle of its own; signing a member out after it.
    const acts = [
      (i: number) => gql(`mutation { createRole(input: { name: "并发${i}" }) { __typename } }`, {}, as),
      () => gql('mutation { createInvitation { __typename } }', {}, as),
      (i: number) => gql(`mutation { updateModelSettings(kind: CHAT, input: { baseUrl: "https://llm.example.com/v1", model: "model-${i}" }) { __typename } }`, {}, as),
      () => gql('mutation { createOrder(input: { item: CHATS, period: DAY }) { __typename } }', {}, as),
      () => gql('mutation ($id: ID!) { signOutMember(memberId: $id) { __typename } }', { id: personId }, as),
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => acts[i % acts.length]!(i)));
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect(await busyChain()).toEqual({ entries: before + 50, intact: true, broken: null });
  });

  it('does an act recorded in its own transaction only when its entry is written too', async () => {
    const { db } = app.deps.database;
    const person = await addMember(db, workspaceId);
    await db.update(workspaceMembers).set({ wsUsername: '不留记录的成员' }).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, person.id)));
    const personCookie = await app.signIn(person.id);
    const personId = await memberIdOf(personCookie);
    const entriesBefore = (await log()).length;
    await db.execute(sql`create function refuse_audit_entry() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_audit_entry before insert on audit_entries for each row when (new.object_label like '不留记录%') execute function refuse_audit_entry()`);
    try {
      // A role made, a member signed out, their type changed, removed: each refused with its entry.
      const acts = [
        gql('mutation { createRole(input: { name: "不留记录" }) { __typename } }'),
        gql('mutation ($id: ID!) { signOutMember(memberId: $id) { __typename } }', { id: personId }),
        gql('mutation ($id: ID!) { updateMemberType(memberId: $id, wsUserType: ADMIN) { __typename } }', { id: personId }),
        gql('mutation ($id: ID!) { removeMember(memberId: $id) { __typename } }', { id: personId }),
      ];
      for (const answer of await Promise.all(acts)) expect(answer.errors).toBeDefined();
    } finally {
      await db.execute(sql`drop trigger refuse_audit_entry on audit_entries`);
      await db.execute(sql`drop function refuse_audit_entry`);
    }
    const roles = await gql<{ viewer: { currentWorkspace: { roles: { edges: { node: { name: string } }[] } } } }>('{ viewer { currentWorkspace { roles(first: 100) { edges { node { name } } } } } }');
    expect(roles.data!.viewer.currentWorkspace.roles.edges.map((edge) => edge.node.name)).not.toContain('不留记录');
    expect(roles.data!.viewer.currentWorkspace.roles.edges.length).toBeGreaterThan(0);
    // Still a member, still signed in, still a member by type: nothing of the refused acts happened.
    const still = await gql<{ viewer: { currentMember: { wsUserType: string } | null } }>('{ viewer { currentMember { wsUserType } } }', {}, personCookie);
    expect(still.data!.viewer.currentMember).toEqual({ wsUserType: 'MEMBER' });
    expect((await log()).length).toBe(entriesBefore);
    await gql('mutation ($id: ID!) { removeMember(memberId: $id) { __typename } }', { id: personId });
  });

  it('finds an entry changed or removed in the database, naming the first broken link', async () => {
    const { db } = app.deps.database;
    const at = (seq: number) => and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.seq, seq));
    // Someone with the database covers their tracks: the removal's detail is rewritten.
    await db.update(auditEntries).set({ detail: { type: 'member', sessionsEnded: 0 } }).where(at(6));
    expect(await chain()).toMatchObject({ intact: false, broken: { seq: 6, reason: 'EDITED' } });
    await db.update(auditEntries).set({ detail: { type: 'admin', sessionsEnded: 0 } }).where(at(6));
    expect(await chain()).toMatchObject({ intact: true });
    // An entry removed outright.
    await db.delete(auditEntries).where(at(3));
    expect(await chain()).toMatchObject({ intact: false, entries: 2, broken: { seq: 4, reason: 'MISSING' } });
    // Renumbered to hide the gap, it no longer holds what its digest was made of.
    await db.update(auditEntries).set({ seq: 3 }).where(at(4));
    expect(await chain()).toMatchObject({ intact: false, entries: 2, broken: { seq: 3, reason: 'EDITED' } });
  });

  it('records sign-ins and failed sign-ins in the workspace the person works in', async () => {
    const { db } = app.deps.database;
    const person = await addMember(db, workspaceId);
    await db.update(users).set({ currentWorkspaceId: workspaceId }).where(eq(users.id, person.id));
    await app.signIn(person.id);
    const failed = await app.rest('POST', '/auth/sign_in', { body: { email: person.email, code: '000000' } });
    expect(failed.status).toBe(400);
    const entries = await log({ action: 'session' });
    expect(entries.slice(0, 2).map((e) => [e.action, e.objectLabel, e.actorKind, JSON.parse(e.detail).method])).toEqual([
      ['session.sign_in_failed', person.displayName, 'PERSON', 'code'],
      ['session.signed_in', person.displayName, 'PERSON', 'link'],
    ]);
    // Someone with no account leaves nothing; nor does someone in no workspace.
    const count = (await log({ action: 'session' })).length;
    await app.rest('POST', '/auth/sign_in', { body: { email: 'nobody-here@example.com', code: '000000' } });
    const loner = await addMember(db, (await createWorkspaceWithCreator(db, '孤独的团队')).workspace.id);
    await app.signIn(loner.id);
    expect((await log({ action: 'session' })).length).toBe(count);
  });

  it('records an app’s permissions before and after a change, and that its credentials changed, never their values', async () => {
    const appId = await installApp(app, cookie, 'files', { title: '制度文件', authType: 'NONE', autoSync: false, dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP' });
    await gql('mutation ($id: ID!) { updateApp(appId: $id, input: { title: "公司制度", protectedPermission: PRIVATE }) { __typename } }', { id: appId });
    await gql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { id: appId });
    const entries = await log({ action: 'app' });
    expect(entries.map((e) => [e.action, e.objectLabel])).toEqual([
      ['app.deleted', '公司制度'],
      ['app.updated', '公司制度'],
      ['app.installed', '制度文件'],
    ]);
    expect(JSON.parse(entries[1]!.detail)).toMatchObject({
      before: { title: '制度文件', dataPermission: 'all_members', protectedPermission: 'match_app' },
      after: { title: '公司制度', dataPermission: 'all_members', protectedPermission: 'private' },
    });
  });

  it('records a token’s first use once, model and bot settings without their secrets, orders and downloads of originals', async () => {
    const made = await gql<{ createAccessToken: { secret: string } }>(
      'mutation { createAccessToken(input: { name: "门户", scopes: [DOCUMENTS_READ] }) { ... on CreateAccessTokenPayload { secret } } }',
    );
    const secret = made.data!.createAccessToken.secret;
    const useToken = () => fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: JSON.stringify({ query: '{ viewer { user { id } } }' }) });
    await Promise.all([useToken(), useToken(), useToken()]);
    await useToken();
    // Once, however many requests found it unused at once.
    await expect.poll(async () => (await log({ action: 'token.first_used', object: '门户' })).map((e) => [e.actorKind, e.objectLabel])).toEqual([['TOKEN', '门户']]);

    await gql('mutation { updateModelSettings(kind: CHAT, input: { baseUrl: "https://llm.example.com/v1", model: "qwen-max", apiKey: "sk-secret-value" }) { __typename } }');
    // The workspace's settings carry the chat model too: one act, two entries.
    await gql('mutation { updateWorkspace(input: { chatEnabled: false, primaryColor: "#5b3ed6", llmModel: "qwen-plus", llmApiKey: "sk-other-value" }) { __typename } }');
    const bot = await gql<{ createDingBot: { dingBot: { id: string } } }>(
      'mutation { createDingBot(input: { name: "钉钉助手", appKey: "ding-key", appSecret: "ding-secret-value" }) { ... on DingBotPayload { dingBot { id } } ... on Error { message } } }',
    );
    const botId = bot.data!.createDingBot.dingBot.id;
    await gql('mutation ($id: ID!) { updateDingBot(id: $id, input: { name: "钉钉问答", appSecret: "another-secret" }) { __typename } }', { id: botId });
    await gql('mutation ($id: ID!) { deleteDingBot(id: $id) { __typename } }', { id: botId });
    const order = await gql<{ createOrder: { order: { id: string; number: string } } }>('mutation { createOrder(input: { item: CHATS, period: DAY }) { ... on OrderPayload { order { id number } } } }');
    await gql('mutation ($id: ID!) { cancelOrder(orderId: $id) { __typename } }', { id: order.data!.createOrder.order.id });

    const filesApp = await installApp(app, cookie, 'files', { title: '合同', authType: 'NONE', autoSync: false, dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP' });
    await uploadToApp(app, cookie, filesApp, 'contract.md', '# 合同\n\n条款。');
    await syncAndWait(app, cookie, filesApp);
    const [document] = await app.deps.database.db.select({ id: documents.id }).from(documents).where(eq(documents.title, 'contract.md'));
    expect((await fetch(`${app.url}/api/documents/${document!.id}/original`, { headers: { cookie } })).status).toBe(200);

    const entries = (await log()).filter((e) => /^(workspace|model|bot|order|document)\./.test(e.action));
    expect(entries.map((e) => [e.action, e.objectLabel])).toEqual([
      ['document.original_downloaded', 'contract.md'],
      ['order.status_changed', order.data!.createOrder.order.number],
      ['order.created', order.data!.createOrder.order.number],
      ['bot.deleted', '钉钉问答'],
      ['bot.updated', '钉钉问答'],
      ['bot.created', '钉钉助手'],
      ['model.updated', 'chat model'],
      ['workspace.updated', '审计'],
      ['model.updated', 'chat model'],
    ]);
    const detail = (action: string, nth = 0) => JSON.parse(entries.filter((e) => e.action === action)[nth]!.detail);
    expect(detail('model.updated', 1)).toEqual({ before: { baseUrl: null, model: null }, after: { baseUrl: 'https://llm.example.com/v1', model: 'qwen-max' }, apiKeyChanged: true });
    expect(detail('model.updated', 0)).toEqual({ before: { model: 'qwen-max' }, after: { model: 'qwen-plus' }, apiKeyChanged: true });
    // Only what changed: the colour sent is the one already saved.
    expect(detail('workspace.updated')).toEqual({ before: { chatEnabled: true }, after: { chatEnabled: false } });
    expect(detail('bot.updated')).toEqual({ platform: 'dingtalk', before: { name: '钉钉助手' }, after: { name: '钉钉问答' }, credentialsChanged: true });
    expect(detail('order.status_changed')).toMatchObject({ before: { status: 'pending' }, after: { status: 'cancelled' }, by: 'member' });
    const everything = JSON.stringify(await log());
    for (const value of ['sk-secret-value', 'sk-other-value', 'ding-secret-value', 'another-secret', secret]) expect(everything).not.toContain(value);
  });

  it('records who may use a workspace agent, its key, public link and embedding sites, and nothing of a personal agent', async () => {
    const AGENT = 'mutation ($scope: AgentScope!, $input: AgentInput!) { createAgent(scope: $scope, input: $input) { ... on AgentPayload { agent { id } } ... on Error { message } } }';
    const create = async (scope: 'WORKSPACE' | 'PERSONAL', name: string) =>
      (await gql<{ createAgent: { agent: { id: string } } }>(AGENT, { scope, input: { name, avatar: '/avatars/agent-1.png', visibleRange: 'ALL_MEMBERS' } })).data!.createAgent.agent.id;
    const act = (mutation: string, id: string, variables: Record<string, unknown> = {}) => gql(`mutation ($id: ID!${mutation}`, { id, ...variables });
    const role = await gql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "客服" }) { ... on RolePayload { role { id } } } }');
    const id = await create('WORKSPACE', '客服助手');
    await act(', $roles: [ID!]) { updateAgent(agentId: $id, input: { name: "客服问答", visibleRange: SPECIFIED_ROLES, roleIds: $roles }) { __typename } }', id, { roles: [role.data!.createRole.role.id] });
    // Its texts are not what the log is for.
    await act(') { updateAgent(agentId: $id, input: { description: "回答客户的问题" }) { __typename } }', id);
    await act(') { regenerateAgentKey(agentId: $id) { __typename } }', id);
    for (const enabled of [true, true]) await act(', $enabled: Boolean!) { updateAgentShareLink(agentId: $id, enabled: $enabled) { __typename } }', id, { enabled });
    await act(') { regenerateAgentShareLink(agentId: $id) { __typename } }', id);
    await act(', $input: AgentEmbedInput!) { updateAgentEmbed(agentId: $id, input: $input) { __typename } }', id, { input: { origins: ['https://help.example.com/'], color: '', position: 'RIGHT' } });
    await act(', $enabled: Boolean!) { updateAgentShareLink(agentId: $id, enabled: $enabled) { __typename } }', id, { enabled: false });
    await act(') { deleteAgent(agentId: $id) { __typename } }', id);
    const personal = await create('PERSONAL', '私人助手');
    await act(') { regenerateAgentKey(agentId: $id) { __typename } }', personal);
    await act(') { deleteAgent(agentId: $id) { __typename } }', personal);

    const entries = await log({ action: 'agent' });
    expect(entries.map((e) => [e.action, e.objectLabel])).toEqual([
      ['agent.deleted', '客服问答'],
      ['agent.share_link_disabled', '客服问答'],
      ['agent.embed_origins_changed', '客服问答'],
      ['agent.share_link_regenerated', '客服问答'],
      ['agent.share_link_enabled', '客服问答'],
      ['agent.key_regenerated', '客服问答'],
      ['agent.updated', '客服问答'],
      ['agent.created', '客服助手'],
    ]);
    const detail = (action: string) => JSON.parse(entries.find((e) => e.action === action)!.detail);
    expect(detail('agent.created')).toEqual({ after: { name: '客服助手', visibleRange: 'all_members', enabled: true, scopedToApps: false, roles: 0, apps: 0 } });
    expect(detail('agent.updated')).toEqual({ before: { name: '客服助手', visibleRange: 'all_members', roles: 0 }, after: { name: '客服问答', visibleRange: 'specified_roles', roles: 1 } });
    expect(detail('agent.embed_origins_changed')).toEqual({ before: { origins: [] }, after: { origins: ['https://help.example.com'] } });
  });

  it('records a person joining by invitation, as them, once', async () => {
    const invited = await gql<{ createInvitation: { link: string } }>('mutation { createInvitation { ... on CreateInvitationPayload { link } } }');
    const code = invited.data!.createInvitation.link.split('/invitation/')[1]!;
    const newcomer = await createUser(app.deps.database.db, '新同事');
    const newcomerCookie = await app.signIn(newcomer.id);
    for (let i = 0; i < 2; i++) {
      const joined = await gql<{ acceptInvitation: { __typename: string } }>('mutation ($code: String!) { acceptInvitation(code: $code) { __typename } }', { code }, newcomerCookie);
      expect(joined.data!.acceptInvitation.__typename).toBe('AcceptInvitationPayload');
    }
    const entries = await log({ action: 'member.joined' });
    expect(entries.map((e) => [e.actorKind, e.actorName, e.objectLabel])).toEqual([['PERSON', '新同事', '新同事']]);
    expect(JSON.parse(entries[0]!.detail)).toEqual({ invitation: expect.stringMatching(/…$/) });
  });

  it('removes entries past the retention, recording that it did, and the shortened chain still verifies', async () => {
    const { db } = app.deps.database;
    const other = await createWorkspaceWithCreator(db, '留存');
    const otherCookie = await app.signIn(other.creator.id);
    for (const name of ['甲', '乙', '丙']) await gql(`mutation { createRole(input: { name: "${name}" }) { __typename } }`, {}, otherCookie);
    const otherChain = async () => (await gql<{ viewer: { currentWorkspace: { auditChain: unknown } } }>(CHAIN, {}, otherCookie)).data!.viewer.currentWorkspace.auditChain;
    const later = new Date(Date.now() + 60_000);
    // A SIEM sink that has taken nothing yet holds every entry back.
    expect(await pruneAuditLog(db, other.workspace.id, later, ['file'], later)).toBe(0);
    expect(await pruneAuditLog(db, other.workspace.id, later, [], later)).toBe(3);
    const [pruned] = await log({ action: 'audit.pruned' }, otherCookie);
    expect(pruned).toMatchObject({ actorKind: 'SYSTEM', actorName: 'retention' });
    expect(JSON.parse(pruned!.detail)).toMatchObject({ throughSeq: 3, removed: 3 });
    await gql('mutation { createRole(input: { name: "丁" }) { __typename } }', {}, otherCookie);
    expect(await otherChain()).toEqual({ entries: 2, intact: true, broken: null });
    // The first entry kept must still follow the removed part: one removed after it breaks there.
    await db.delete(auditEntries).where(and(eq(auditEntries.workspaceId, other.workspace.id), eq(auditEntries.seq, 4)));
    expect(await otherChain()).toMatchObject({ intact: false, broken: { seq: 5, reason: 'MISSING' } });
  });
});
