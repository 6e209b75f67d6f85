import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMembers, roles, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, assemble, followAnswer, wsClient } from '../support/chat.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { installApp } from '../support/apps.ts';
import { addMember } from '../support/fixtures.ts';

type Created = { agent: { id: string; name: string; type: string; keyHint: string }; key: string };

const CREATE = `mutation ($scope: AgentScope!, $input: AgentInput!) { createAgent(scope: $scope, input: $input) {
  __typename
  ... on AgentPayload { agent { id name type keyHint } key }
  ... on ValidationError { problems { field message } }
  ... on ActionError { message }
} }`;

describe('agents', () => {
  let app: TestApp;
  let model: FakeModel;
  let creator: string;
  let member: string;
  let roleMember: string;
  let roleId: string;

  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: ['ok'] });
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'default-model' });
    const { db } = app.deps.database;
    creator = await app.signIn(await app.demoCreatorId());
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    // Plenty of chats for this file's questions.
    await db.update(workspaces).set({ version: 'ultimate' });
    member = await app.signIn((await addMember(db, workspace.id)).id);
    const inRole = await addMember(db, workspace.id);
    roleMember = await app.signIn(inRole.id);
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '法务' }).returning();
    await db.insert(roleMembers).values({ workspaceId: workspace.id, roleId: role!.id, userId: inRole.id });
    roleId = Buffer.from(`Role:${role!.id}`).toString('base64');
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  const create = async (cookie: string, scope: 'WORKSPACE' | 'PERSONAL', input: Record<string, unknown>) => {
    const result = await app.graphql<{ createAgent: Created & { __typename: string; problems?: { field: string; message: string }[]; message?: string } }>(CREATE, {
      cookie,
      variables: { scope, input },
    });
    expect(result.errors).toBeUndefined();
    return result.data!.createAgent;
  };
  const available = async (cookie: string) =>
    (await app.graphql<{ availableAgents: { name: string }[] }>('{ availableAgents { name } }', { cookie })).data!.availableAgents.map((a) => a.name).sort();

  it('ships built-in agents in both languages and installs them with a key shown once', async () => {
    const store = await app.graphql<{ agentStore: { key: string; name: string }[] }>('{ agentStore { key name } }', { cookie: creator });
    expect(store.data!.agentStore.map((a) => a.name)).toEqual(['通用助手', '文档问答', '中英翻译', '会议纪要']);
    const english = await app.graphql<{ agentStore: { name: string }[] }>('{ agentStore { name } }', { cookie: member, language: 'en' });
    expect(english.data!.agentStore.length).toBe(4);

    const installed = await app.graphql<{ installAgent: { agent: { name: string; type: string; enabled: boolean; keyHint: string }; key: string } }>(
      'mutation { installAgent(templateKey: "translator") { ... on AgentPayload { agent { name type enabled keyHint } key } } }',
      { cookie: creator },
    );
    const { agent, key } = installed.data!.installAgent;
    expect(agent).toMatchObject({ name: '中英翻译', type: 'BUILT_IN', enabled: true });
    expect(key).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(agent.keyHint)).toBe(true);
    // Members may not install.
    const refused = await app.graphql<{ installAgent: unknown }>('mutation { installAgent(templateKey: "general") { __typename } }', { cookie: member });
    expect(refused.errors?.length).toBeGreaterThan(0);
  });

  it('shows a template as installed, and installs it again only on purpose under a name of its own', async () => {
    type Store = { agentStore: { key: string; installed: { id: string; name: string }[] }[] };
    const installedOf = async (key: string) =>
      (await app.graphql<Store>('{ agentStore { key installed { id name } } }', { cookie: creator })).data!.agentStore.find((t) => t.key === key)!.installed;
    const install = (name?: string) =>
      app.graphql<{ installAgent: { __typename: string; message?: string; agent?: { name: string }; problems?: { field: string; message: string }[] } }>(
        `mutation ($name: String) { installAgent(templateKey: "meeting-notes", name: $name) { __typename
          ... on AgentPayload { agent { name } } ... on Error { message } ... on ValidationError { problems { field message } } } }`,
        { cookie: creator, variables: { name } },
      );
    expect(await installedOf('meeting-notes')).toEqual([]);
    // Clicks that race make one copy, and the others are told it is there.
    const raced = await Promise.all([install(), install(), install()]);
    expect(raced.filter((r) => r.data!.installAgent.__typename === 'AgentPayload')).toHaveLength(1);
    expect(raced.filter((r) => r.data!.installAgent.message === '工作区已安装该智能体；如需再装一份，请为它另起一个名称')).toHaveLength(2);
    expect((await installedOf('meeting-notes')).map((a) => a.name)).toEqual(['会议纪要']);
    // The same name, in other letters' case too, is another agent's.
    const taken = await install(' 会议纪要 ');
    expect(taken.data!.installAgent.problems).toEqual([{ field: 'name', message: '工作区已有同名智能体，请换一个名称' }]);
    const second = await install('周会纪要');
    expect(second.data!.installAgent.agent).toEqual({ name: '周会纪要' });
    expect((await installedOf('meeting-notes')).map((a) => a.name)).toEqual(['会议纪要', '周会纪要']);
    // A member sees the store but not the workspace's agents through it.
    const asMember = await app.graphql<Store>('{ agentStore { key installed { id } } }', { cookie: member });
    expect(asMember.errors).toBeUndefined();
  });

  it('checks the name rule, the avatar and the visible range', async () => {
    const bad = await create(creator, 'WORKSPACE', { name: 'x' });
    expect(Object.fromEntries(bad.problems!.map((p) => [p.field, p.message]))).toEqual({
      name: '名称长度为 2 到 50 个字符',
      avatar: '请选择头像',
      visibleRange: '请选择可见范围',
    });
    const noRoles = await create(creator, 'WORKSPACE', { name: '合同助手', avatar: '/avatars/avatar-5.svg', visibleRange: 'SPECIFIED_ROLES' });
    expect(noRoles.problems).toEqual([{ field: 'roleIds', message: '请至少选择一个角色' }]);
    // A workspace agent is its admins' to make: the field refuses a member outright.
    const asMember = await app.graphql(CREATE, { cookie: member, variables: { scope: 'WORKSPACE', input: { name: '成员助手', avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS' } } });
    expect(asMember.data).toBeNull();
    expect(asMember.errors![0]).toMatchObject({ message: '没有权限访问该资源', path: ['createAgent'], extensions: { code: 'FORBIDDEN' } });
  });

  it('opens a conversation with its own words and up to six suggested questions', async () => {
    type Opening = { name: string; openingMessage: string; suggestedQuestions: string[] };
    // A built-in agent opens in the installer's language.
    const installed = await app.graphql<{ installAgent: { agent: Opening } }>(
      'mutation { installAgent(templateKey: "document-qa") { ... on AgentPayload { agent { name openingMessage suggestedQuestions } } } }',
      { cookie: creator },
    );
    expect(installed.data!.installAgent.agent.openingMessage).toMatch(/^你好！我只根据选定应用中的文档回答/);
    expect(installed.data!.installAgent.agent.suggestedQuestions).toEqual(['这份手册的主要内容是什么？', '有哪些规定需要特别注意？']);

    const base = { avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS' };
    const tooMany = await create(creator, 'WORKSPACE', { ...base, name: '问题太多', suggestedQuestions: ['1', '2', '3', '4', '5', '6', '7'] });
    expect(tooMany.problems).toEqual([{ field: 'suggestedQuestions', message: '推荐问题最多 6 个' }]);
    const tooLong = await create(creator, 'WORKSPACE', { ...base, name: '问题太长', suggestedQuestions: ['问'.repeat(101)], openingMessage: '你'.repeat(501) });
    expect(Object.fromEntries(tooLong.problems!.map((p) => [p.field, p.message]))).toEqual({
      openingMessage: '开场白最多 500 个字符',
      suggestedQuestions: '每个推荐问题最多 100 个字符',
    });
    // Blank ones are dropped and each is kept once; six after that is fine, whatever was typed.
    const made = await create(creator, 'WORKSPACE', {
      ...base,
      name: '入职助手',
      openingMessage: '  欢迎加入！有入职问题尽管问。 ',
      suggestedQuestions: ['年假有几天？', ' ', '年假有几天？', '工资几号发？', '', '怎么报销？', '问'.repeat(100)],
    });
    const read = async (cookie: string) =>
      (await app.graphql<{ availableAgents: Opening[] }>('{ availableAgents { name openingMessage suggestedQuestions } }', { cookie })).data!.availableAgents.find(
        (a) => a.name === '入职助手',
      );
    // Members who may use the agent see how it opens.
    expect(await read(member)).toEqual({
      name: '入职助手',
      openingMessage: '欢迎加入！有入职问题尽管问。',
      suggestedQuestions: ['年假有几天？', '工资几号发？', '怎么报销？', '问'.repeat(100)],
    });
    const updated = await app.graphql<{ updateAgent: { __typename: string } }>(
      'mutation ($id: ID!) { updateAgent(agentId: $id, input: { suggestedQuestions: ["周报怎么写？"], openingMessage: "" }) { __typename } }',
      { cookie: creator, variables: { id: made.agent.id } },
    );
    expect(updated.data!.updateAgent.__typename).toBe('AgentPayload');
    expect(await read(member)).toEqual({ name: '入职助手', openingMessage: '', suggestedQuestions: ['周报怎么写？'] });
    // Another edit that leaves them out keeps them.
    await app.graphql('mutation ($id: ID!) { updateAgent(agentId: $id, input: { description: "新员工" }) { __typename } }', { cookie: creator, variables: { id: made.agent.id } });
    expect((await read(member))!.suggestedQuestions).toEqual(['周报怎么写？']);
  });

  it('previews an unsaved agent: its prompt and model, as its editor, kept in no history', async () => {
    const PREVIEW = `mutation ($input: AgentPreviewInput!) { previewAgent(input: $input) { __typename
      ... on AgentPreview { answer citations { index } } ... on Error { message } ... on ValidationError { problems { field message } } } }`;
    const history = async () => (await app.graphql<{ conversations: { edges: unknown[] } }>('{ conversations(first: 100) { edges { node { id } } } }', { cookie: member })).data!.conversations.edges.length;
    const before = await history();
    model.behaviour = { kind: 'stream', tokens: ['预览', '回答'] };
    const asked = model.requests.length;
    const previewed = await app.graphql<{ previewAgent: { __typename: string; answer: string } }>(PREVIEW, {
      cookie: member,
      variables: { input: { question: '你是谁？', systemPrompt: '你是预览中的客服助手。', model: 'preview-model' } },
    });
    expect(previewed.data!.previewAgent).toMatchObject({ __typename: 'AgentPreview', answer: '预览回答' });
    const request = model.requests.at(-1)!;
    expect(model.requests.length).toBe(asked + 1);
    expect(request.model).toBe('preview-model');
    expect(request.messages[0]!.content).toContain('你是预览中的客服助手。');
    expect(await history()).toBe(before);
    const tooLong = await app.graphql<{ previewAgent: { problems: { field: string }[] } }>(PREVIEW, { cookie: member, variables: { input: { question: 'hi', systemPrompt: '长'.repeat(4001) } } });
    expect(tooLong.data!.previewAgent.problems).toEqual([{ field: 'systemPrompt', message: '提示词最多 4000 个字符' }]);
    const empty = await app.graphql<{ previewAgent: { __typename: string } }>(PREVIEW, { cookie: member, variables: { input: { question: '  ' } } });
    expect(empty.data!.previewAgent.__typename).toBe('ValidationError');
    // The world's model answers as it did before this test.
    model.behaviour = { kind: 'stream', tokens: ['ok'] };
  });

  it('shows, lends and keys each agent only to who may see it while it is enabled', async () => {
    const open = await create(creator, 'WORKSPACE', { name: '公开助手', avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS', systemPrompt: '你是公开助手。' });
    const legal = await create(creator, 'WORKSPACE', {
      name: '合同助手',
      avatar: '/avatars/avatar-6.svg',
      visibleRange: 'SPECIFIED_ROLES',
      roleIds: [roleId],
      systemPrompt: '你是合同审查助手。',
      model: 'legal-model',
    });
    const mine = await create(member, 'PERSONAL', { name: '我的助手', avatar: '/avatars/avatar-7.svg', systemPrompt: '你是我的私人助手。' });
    const off = await create(creator, 'WORKSPACE', { name: '停用助手', avatar: '/avatars/avatar-8.svg', visibleRange: 'ALL_MEMBERS', enabled: false });
    expect([open, legal, mine, off].every((c) => c.__typename === 'AgentPayload')).toBe(true);

    // Listing.
    expect(await available(member)).toEqual(expect.arrayContaining(['公开助手', '我的助手']));
    expect(await available(member)).not.toContain('合同助手');
    expect(await available(member)).not.toContain('停用助手');
    expect(await available(roleMember)).toEqual(expect.arrayContaining(['公开助手', '合同助手']));
    expect(await available(roleMember)).not.toContain('我的助手');

    // Reading by ID.
    const read = async (cookie: string, id: string) =>
      (await app.graphql<{ node: { name: string } | null }>('query ($id: ID!) { node(id: $id) { ... on Agent { name } } }', { cookie, variables: { id } })).data!.node;
    expect(await read(member, legal.agent.id)).toBeNull();
    expect(await read(roleMember, legal.agent.id)).toEqual({ name: '合同助手' });
    expect(await read(roleMember, mine.agent.id)).toBeNull();
    expect(await read(creator, mine.agent.id)).toBeNull();

    // Chatting through an agent: its prompt and model go to the provider.
    const chat = async (cookie: string, agentId: string) =>
      app.graphql<{ sendMessage: { __typename: string; message?: string; answer?: { id: string } } }>(
        'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename ... on Error { message } ... on SendMessagePayload { answer { id } } } }',
        { cookie, variables: { input: { text: '帮我看看合同', agentId } } },
      );
    expect((await chat(member, legal.agent.id)).data!.sendMessage).toEqual({ __typename: 'ActionError', message: '智能体不存在或不可用' });
    expect((await chat(member, off.agent.id)).data!.sendMessage.__typename).toBe('ActionError');
    const allowed = await chat(roleMember, legal.agent.id);
    expect(allowed.data!.sendMessage.__typename).toBe('SendMessagePayload');
    const client = wsClient(app, roleMember);
    expect(assemble(await followAnswer(client, allowed.data!.sendMessage.answer!.id))).toBe('ok');
    await client.dispose();
    expect(model.requests.at(-1)!.model).toBe('legal-model');
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('你是合同审查助手。');

    // Using the ws agent key (REST, as a bot would).
    const byKey = (cookie: string, key: string) => app.rest('POST', '/chat/messages', { cookie, body: { text: '你好', agent_key: key } });
    expect((await byKey(member, legal.key)).status).toBe(404);
    expect((await byKey(roleMember, legal.key)).status).toBe(200);
    expect((await byKey(member, off.key)).status).toBe(404);
    expect((await byKey(member, mine.key)).status).toBe(200);
    expect((await byKey(roleMember, mine.key)).status).toBe(404);
    expect((await byKey(member, 'agk_guessed')).status).toBe(404);

    // A new key replaces the old one at once.
    const regenerated = await app.graphql<{ regenerateAgentKey: { key: string } }>(
      'mutation ($id: ID!) { regenerateAgentKey(agentId: $id) { ... on AgentPayload { key } } }',
      { cookie: creator, variables: { id: open.agent.id } },
    );
    expect((await byKey(member, open.key)).status).toBe(404);
    expect((await byKey(member, regenerated.data!.regenerateAgentKey.key)).status).toBe(200);

    // Disabling takes an agent out of reach, also for a conversation already with it.
    const started = await app.graphql<{ sendMessage: { conversation: { id: string } } }>(
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ... on SendMessagePayload { conversation { id } } } }',
      { cookie: member, variables: { input: { text: '问题', agentId: open.agent.id } } },
    );
    await app.graphql('mutation ($id: ID!) { updateAgent(agentId: $id, input: { enabled: false }) { __typename } }', {
      cookie: creator,
      variables: { id: open.agent.id },
    });
    expect(await available(member)).not.toContain('公开助手');
    expect(await ask(app, member, '再问一次', started.data!.sendMessage.conversation.id)).toMatchObject({ __typename: 'ActionError', message: '智能体不存在或不可用' });
  });

  it('keeps an agent’s knowledge to apps its audience may see, and to nothing once they are gone', async () => {
    const files = { authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP' };
    const creatorsOwn = await installApp(app, creator, 'files', { ...files, title: '我的草稿' }, 'PERSONAL');
    const legalApp = await installApp(app, creator, 'files', { ...files, title: '法务资料', dataPermission: 'SPECIFIED_ROLES', roleScope: 'MATCH_DATA_SOURCE', roleIds: [roleId] });
    const scoped = { avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS', scopedToApps: true };

    // A workspace agent cannot carry its creator's personal app to the members.
    const personalScope = await create(creator, 'WORKSPACE', { ...scoped, name: '草稿问答', appIds: [creatorsOwn] });
    expect(personalScope).toMatchObject({ __typename: 'ActionError', message: '应用不存在' });

    // Visible to all, answering from a role's app: members see the agent, not that app.
    const qa = await create(creator, 'WORKSPACE', { ...scoped, name: '法务问答', appIds: [legalApp] });
    expect(qa.__typename).toBe('AgentPayload');
    const appsOf = async (cookie: string) =>
      (await app.graphql<{ node: { apps: { title: string }[] } }>('query ($id: ID!) { node(id: $id) { ... on Agent { apps { title } } } }', { cookie, variables: { id: qa.agent.id } }))
        .data!.node.apps.map((a) => a.title);
    expect(await appsOf(creator)).toEqual(['法务资料']);
    expect(await appsOf(roleMember)).toEqual(['法务资料']);
    expect(await appsOf(member)).toEqual([]);
    // Nor the app's sync runs, which name its documents.
    const runs = await app.graphql<{ node: { latestRun: unknown } | null }>('query ($id: ID!) { node(id: $id) { ... on App { latestRun { id } } } }', {
      cookie: roleMember,
      variables: { id: legalApp },
    });
    expect(runs.errors?.length).toBeGreaterThan(0);

    // Its only app removed, the agent answers from no document rather than from all of them.
    const removed = await app.graphql<{ deleteApp: { __typename: string } }>('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', {
      cookie: creator,
      variables: { id: legalApp },
    });
    expect(removed.errors).toBeUndefined();
    const asked = await app.graphql<{ sendMessage: { answer: { id: string } } }>(
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ... on SendMessagePayload { answer { id } } } }',
      { cookie: member, variables: { input: { text: '员工手册 年假', agentId: qa.agent.id } } },
    );
    const client = wsClient(app, member);
    const events = await followAnswer(client, asked.data!.sendMessage.answer.id);
    await client.dispose();
    expect(events.flatMap((e) => e.citations ?? [])).toEqual([]);

    // A disabled Q&A agent may wait for its apps, on creation as on update.
    const waiting = await create(creator, 'WORKSPACE', { ...scoped, name: '待配置问答', enabled: false });
    expect(waiting.__typename).toBe('AgentPayload');
  });

  it('lets the workspace customise a built-in agent’s prompt, and members manage only their own agents', async () => {
    const installed = await app.graphql<{ installAgent: { agent: { id: string } } }>(
      'mutation { installAgent(templateKey: "general") { ... on AgentPayload { agent { id } } } }',
      { cookie: creator },
    );
    const id = installed.data!.installAgent.agent.id;
    const updated = await app.graphql<{ updateAgent: { agent: { systemPrompt: string; type: string } } }>(
      'mutation ($id: ID!) { updateAgent(agentId: $id, input: { systemPrompt: "只用中文回答。" }) { ... on AgentPayload { agent { systemPrompt type } } } }',
      { cookie: creator, variables: { id } },
    );
    expect(updated.data!.updateAgent.agent).toEqual({ systemPrompt: '只用中文回答。', type: 'BUILT_IN' });
    const byMember = await app.graphql<{ updateAgent: { __typename: string; message: string } }>(
      'mutation ($id: ID!) { updateAgent(agentId: $id, input: { name: "改名" }) { __typename ... on Error { message } } }',
      { cookie: member, variables: { id } },
    );
    expect(byMember.data!.updateAgent).toEqual({ __typename: 'ActionError', message: '智能体不存在或不可用' });
    const removed = await app.graphql<{ deleteAgent: { __typename: string } }>('mutation ($id: ID!) { deleteAgent(agentId: $id) { __typename } }', {
      cookie: creator,
      variables: { id },
    });
    expect(removed.data!.deleteAgent.__typename).toBe('DeleteAgentPayload');
  });
});
