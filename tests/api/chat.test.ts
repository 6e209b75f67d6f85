import { eq, sql } from 'drizzle-orm';
import { answerFeedback } from '../../bff/src/chat/tables.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay } from '../../bff/src/workspaces/versions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, assemble, followAnswer, remaining, SEND, seedHandbook, wsClient } from '../support/chat.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const ANSWER = ['员工', '年假', '为每年', '十五天', '。[1]'];

describe('chat with a model', () => {
  let app: TestApp;
  let model: FakeModel;
  let site: TestSite;
  let cookie: string;
  const clients: { dispose: () => unknown }[] = [];

  beforeAll(async () => {
    model = await startFakeModel();
    // A model silent for 2 s has stopped answering (60 s by default).
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test-key', LLM_TIMEOUT_SECONDS: '2' });
    cookie = await app.signIn(await app.demoCreatorId());
    site = await startTestSite();
    await seedHandbook(app, cookie, site);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
    await site?.close();
  });
  const client = () => {
    const c = wsClient(app, cookie);
    clients.push(c);
    return c;
  };

  it('streams an answer with citations over graphql-ws and spends one chat', async () => {
    model.behaviour = { kind: 'stream', tokens: ANSWER, intervalMs: 20 };
    const before = await remaining(app, cookie);
    const sent = await ask(app, cookie, '年假有几天？');
    expect(sent.__typename).toBe('SendMessagePayload');
    const events = await followAnswer(client(), sent.answer!.id);
    expect(assemble(events)).toBe(ANSWER.join(''));
    expect(events.at(-1)!.status).toBe('DONE');
    expect(events.flatMap((e) => e.citations ?? []).map((c) => c.title)).toContain('员工年假管理制度');

    // The model got the passage as a numbered source, with the key, and the question.
    const request = model.requests.at(-1)!;
    expect(model.authorizations.at(-1)).toBe('Bearer sk-test-key');
    expect(request.stream).toBe(true);
    expect(request.messages[0]!.content).toContain('[1] 员工年假管理制度');
    expect(request.messages[0]!.content).toContain('年假为每年十五天');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: '年假有几天？' });
    expect(await remaining(app, cookie)).toBe(before - 1);

    const stored = await app.graphql<{ node: { messages: { edges: { node: { role: string; content: string; status: string; citations: { index: number; document: { title: string } | null }[] } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on Conversation { messages(first: 10) { edges { node { role content status citations { index document { title } } } } } } } }',
      { cookie, variables: { id: sent.conversation!.id } },
    );
    const [question, answer] = stored.data!.node.messages.edges.map((e) => e.node);
    expect(question).toMatchObject({ role: 'USER', content: '年假有几天？' });
    expect(answer).toMatchObject({ role: 'ASSISTANT', content: ANSWER.join(''), status: 'DONE' });
    expect(answer!.citations[0]).toEqual({ index: 1, document: { title: '员工年假管理制度' } });
  });

  it('keeps an answer whose model streamed a NUL character, without it', async () => {
    model.behaviour = { kind: 'stream', tokens: ['员工', '\u0000', '年假为每年', '十五\u0000天。'], intervalMs: 10 };
    const sent = await ask(app, cookie, '年假有几天？');
    const events = await followAnswer(client(), sent.answer!.id);
    expect(events.at(-1)!.status).toBe('DONE');
    expect(assemble(events)).toBe('员工年假为每年十五天。');
    const stored = await app.graphql<{ node: { messages: { edges: { node: { content: string; status: string } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on Conversation { messages(first: 10) { edges { node { content status } } } } } }',
      { cookie, variables: { id: sent.conversation!.id } },
    );
    expect(stored.data!.node.messages.edges.at(-1)!.node).toEqual({ content: '员工年假为每年十五天。', status: 'DONE' });
  });

  it('streams over server-sent events for REST clients', async () => {
    model.behaviour = { kind: 'stream', tokens: ['Annual ', 'leave ', 'is 15 days.'], intervalMs: 10 };
    // Text that is not a string is refused as such (and uses no chat).
    const notText = await app.rest('POST', '/chat/messages', { cookie, body: { text: { a: 1 } } });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ message: '格式有误：须为文本', data: { errors: { text: '格式有误：须为文本' } } });
    const sent = await app.rest('POST', '/chat/messages', { cookie, body: { text: 'How long is annual leave?' } });
    expect(sent.status).toBe(200);
    const response = await fetch(`${app.url}${sent.body.data.stream_url}`, { headers: { cookie } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const raw = await response.text();
    const events = raw
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => ({ name: block.split('\n')[0]!.slice(7), data: JSON.parse(block.split('\n')[1]!.slice(6)) }));
    expect(events.at(-1)).toMatchObject({ name: 'end', data: { status: 'done' } });
    let text = '';
    for (const event of events) text = text.slice(0, event.data.offset) + event.data.delta;
    expect(text).toBe('Annual leave is 15 days.');
  });

  it('shows a provider’s 429 as a retryable failure and gives the chat back', async () => {
    model.behaviour = { kind: 'status', status: 429, headers: { 'retry-after': '0' }, body: { error: { message: 'Rate limit reached', type: 'rate_limit' } } };
    const before = await remaining(app, cookie);
    const sent = await ask(app, cookie, '年假有几天？');
    const events = await followAnswer(client(), sent.answer!.id);
    expect(events.at(-1)).toMatchObject({ status: 'FAILED', errorMessage: '模型服务繁忙（请求过多），请稍后重试' });
    expect(await remaining(app, cookie)).toBe(before);

    model.behaviour = { kind: 'stream', tokens: ['十五天。'] };
    const retried = await app.graphql<{ regenerateAnswer: { __typename: string; answer: { id: string } } }>(
      'mutation ($id: ID!) { regenerateAnswer(messageId: $id) { __typename ... on SendMessagePayload { answer { id } } } }',
      { cookie, variables: { id: sent.answer!.id } },
    );
    expect(retried.data!.regenerateAnswer.__typename).toBe('SendMessagePayload');
    const again = await followAnswer(client(), retried.data!.regenerateAnswer.answer.id);
    expect(assemble(again)).toBe('十五天。');
    expect(await remaining(app, cookie)).toBe(before - 1);
  });

  it('keeps what arrived when the stream breaks, and says the answer failed', async () => {
    model.behaviour = { kind: 'broken', tokens: ['年假', '为每年'] };
    const sent = await ask(app, cookie, '年假有几天？');
    const events = await followAnswer(client(), sent.answer!.id);
    expect(events.at(-1)!.status).toBe('FAILED');
    expect(events.at(-1)!.errorMessage).toBe('模型服务暂时不可用，请重试');
    expect(assemble(events)).toBe('年假为每年');
  });

  it('ends an answer whose model falls silent mid-answer, as a timeout the person can retry', async () => {
    model.behaviour = { kind: 'stall', tokens: ['年假', '为每年'] };
    const sent = await ask(app, cookie, '年假有几天？');
    const events = await followAnswer(client(), sent.answer!.id);
    expect(events.at(-1)!.status).toBe('FAILED');
    expect(events.at(-1)!.errorMessage).toBe('模型响应超时，请重试');
    expect(assemble(events)).toBe('年假为每年');
    // What arrived is kept in the stored message too.
    const stored = await app.deps.database.db.query.messages.findFirst({ where: { id: String(Buffer.from(sent.answer!.id, 'base64').toString().split(':')[1]) } });
    expect(stored!.content).toBe('年假为每年');
  });

  it('stops an answer on request, keeping the text so far', async () => {
    model.behaviour = { kind: 'stream', tokens: Array.from({ length: 60 }, (_, i) => `片段${i} `), intervalMs: 40 };
    const sent = await ask(app, cookie, '年假有几天？');
    const following = followAnswer(client(), sent.answer!.id);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stopped = await app.graphql<{ stopAnswer: { __typename: string } }>(
      'mutation ($id: ID!) { stopAnswer(messageId: $id) { __typename } }',
      { cookie, variables: { id: sent.answer!.id } },
    );
    expect(stopped.data!.stopAnswer.__typename).toBe('ChatMessage');
    const events = await following;
    expect(events.at(-1)!.status).toBe('STOPPED');
    const text = assemble(events);
    expect(text.startsWith('片段0 ')).toBe(true);
    expect(text.length).toBeLessThan(Array.from({ length: 60 }, (_, i) => `片段${i} `).join('').length);
  });

  it('gives a client that reconnects mid-answer the text so far, then the rest', async () => {
    const tokens = Array.from({ length: 30 }, (_, i) => `词${i} `);
    model.behaviour = { kind: 'stream', tokens, intervalMs: 30 };
    const sent = await ask(app, cookie, '年假有几天？');
    const early = await followAnswer(client(), sent.answer!.id, (events) => assemble(events).length > 20);
    const partial = assemble(early);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await followAnswer(client(), sent.answer!.id);
    expect(later[0]!.offset).toBe(0);
    expect(later[0]!.delta.startsWith(partial)).toBe(true);
    expect(assemble(later)).toBe(tokens.join(''));
    expect(later.at(-1)!.status).toBe('DONE');
  });

  it('writes a streaming answer’s text so far to the database, for a reader on another server', async () => {
    const tokens = Array.from({ length: 40 }, (_, i) => `段${i} `);
    model.behaviour = { kind: 'stream', tokens, intervalMs: 50 };
    const sent = await ask(app, cookie, '年假有几天？');
    const id = String(Buffer.from(sent.answer!.id, 'base64').toString().split(':')[1]);
    const following = followAnswer(client(), sent.answer!.id);
    const stored = () => app.deps.database.db.query.messages.findFirst({ where: { id } });
    const started = (await stored())!;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const midway = (await stored())!;
    expect(midway.status).toBe('streaming');
    expect(midway.content.startsWith('段0 段1 ')).toBe(true);
    expect(midway.content.length).toBeLessThan(tokens.join('').length);
    // A flush also says the answer is alive (an answer not flushed for long counts as interrupted).
    expect(midway.updatedAt.getTime()).toBeGreaterThan(started.updatedAt.getTime());
    await following;
    const final = (await stored())!;
    expect(final.status).toBe('done');
    expect(final.content).toBe(tokens.join(''));
  });

  it('takes one vote per answer from its asker, changed or taken back, once the answer is written', async () => {
    type Rated = { rateAnswer: { __typename: string; message?: string; problems?: { field: string; message: string }[]; feedback?: { vote: string; reasons: string[]; comment: string } | null } };
    const RATE = `mutation ($input: RateAnswerInput!) { rateAnswer(input: $input) { __typename
      ... on ChatMessage { feedback { vote reasons comment } } ... on Error { message } ... on ValidationError { problems { field message } } } }`;
    const rate = async (by: string, input: Record<string, unknown>) => (await app.graphql<Rated>(RATE, { cookie: by, variables: { input } })).data!.rateAnswer;

    // While it is written, an answer takes no vote.
    model.behaviour = { kind: 'stream', tokens: Array.from({ length: 20 }, (_, i) => `片段${i} `), intervalMs: 30 };
    const streaming = await ask(app, cookie, '年假有几天？');
    expect(await rate(cookie, { messageId: streaming.answer!.id, vote: 'UP' })).toMatchObject({ __typename: 'ValidationError', message: '回答完成后才能评价' });
    await followAnswer(client(), streaming.answer!.id);

    const id = streaming.answer!.id;
    expect(await rate(cookie, { messageId: id, vote: 'UP' })).toEqual({ __typename: 'ChatMessage', feedback: { vote: 'UP', reasons: [], comment: '' } });
    // Changed: down, with reasons (each once, in their order) and a comment.
    expect(await rate(cookie, { messageId: id, vote: 'DOWN', reasons: ['OUTDATED', 'WRONG', 'OUTDATED'], comment: ' 天数已改为二十天 ' })).toEqual({
      __typename: 'ChatMessage',
      feedback: { vote: 'DOWN', reasons: ['WRONG', 'OUTDATED'], comment: '天数已改为二十天' },
    });
    // Reasons go with a vote down alone.
    expect((await rate(cookie, { messageId: id, vote: 'UP', reasons: ['WRONG'] })).feedback).toEqual({ vote: 'UP', reasons: [], comment: '' });
    expect(await rate(cookie, { messageId: id, vote: 'DOWN', comment: '长'.repeat(1001) })).toMatchObject({
      __typename: 'ValidationError',
      problems: [{ field: 'comment', message: '反馈最多 1000 个字符' }],
    });
    const read = await app.graphql<{ node: { feedback: { vote: string } | null } }>('query ($id: ID!) { node(id: $id) { ... on ChatMessage { feedback { vote } } } }', {
      cookie,
      variables: { id },
    });
    expect(read.data!.node.feedback).toEqual({ vote: 'UP' });

    // Votes that race leave one vote.
    await Promise.all(['UP', 'DOWN', 'UP', 'DOWN', 'DOWN'].map((vote) => rate(cookie, { messageId: id, vote })));
    const { db } = app.deps.database;
    const row = String(Buffer.from(id, 'base64').toString().split(':')[1]);
    expect(await db.$count(answerFeedback, eq(answerFeedback.messageId, row))).toBe(1);

    // Nobody else votes on it: another member, a member of another workspace; nor on a question.
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const other = await app.signIn((await addMember(db, workspace.id)).id);
    const elsewhere = await app.signIn((await createWorkspaceWithCreator(db, '别处')).creator.id);
    for (const by of [other, elsewhere]) expect(await rate(by, { messageId: id, vote: 'DOWN' })).toMatchObject({ __typename: 'ActionError', message: '消息不存在' });
    const question = (await db.query.messages.findFirst({ where: { conversationId: Buffer.from(streaming.conversation!.id, 'base64').toString().split(':')[1], role: 'user' } }))!;
    expect(await rate(cookie, { messageId: Buffer.from(`ChatMessage:${question.id}`).toString('base64'), vote: 'UP' })).toMatchObject({ message: '消息不存在' });

    // Taken back.
    expect(await rate(cookie, { messageId: id, vote: null })).toEqual({ __typename: 'ChatMessage', feedback: null });
    expect(await db.$count(answerFeedback, eq(answerFeedback.messageId, row))).toBe(0);
  });

  it('suggests up to three questions to ask next after an answer, for an agent that does', async () => {
    const CREATE = 'mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } } } }';
    const agentWith = async (name: string, suggestFollowUps: boolean) =>
      (await app.graphql<{ createAgent: { agent: { id: string } } }>(CREATE, { cookie, variables: { input: { name, avatar: '/avatars/avatar-1.svg', visibleRange: 'ALL_MEMBERS', suggestFollowUps } } }))
        .data!.createAgent.agent.id;
    const suggesting = await agentWith('追问助手', true);
    const quiet = await agentWith('安静助手', false);
    model.behaviour = { kind: 'stream', tokens: ANSWER };
    model.route = (request) =>
      request.messages.at(-1)!.content.includes('接下来最可能问')
        ? { kind: 'stream', tokens: ['1. 年假怎么申请？\n', '- 病假有几天？\n“加班有补贴吗？”\n', '年假有几天？\n', '第五个问题？'] }
        : null;
    try {
      const askAgent = async (agentId: string) => {
        const sent = await app.graphql<{ sendMessage: { answer: { id: string } } }>(SEND, { cookie, variables: { input: { text: '年假有几天？', agentId } } });
        const answerId = sent.data!.sendMessage.answer.id;
        const events = await followAnswer(client(), answerId);
        expect(events.at(-1)!.status).toBe('DONE');
        const read = await app.graphql<{ node: { content: string; followUpQuestions: string[] } }>('query ($id: ID!) { node(id: $id) { ... on ChatMessage { content followUpQuestions } } }', {
          cookie,
          variables: { id: answerId },
        });
        return read.data!.node;
      };
      const before = model.requests.length;
      // Its list marks and quotes go, the question just asked is not suggested again, three at most.
      expect(await askAgent(suggesting)).toEqual({ content: ANSWER.join(''), followUpQuestions: ['年假怎么申请？', '病假有几天？', '加班有补贴吗？'] });
      const [answered, suggested] = model.requests.slice(before);
      expect(answered!.messages.at(-1)).toEqual({ role: 'user', content: '年假有几天？' });
      expect(suggested!.messages.slice(-2)[0]).toEqual({ role: 'assistant', content: ANSWER.join('') });
      // An agent that does not suggest asks the model once.
      const quietBefore = model.requests.length;
      expect((await askAgent(quiet)).followUpQuestions).toEqual([]);
      expect(model.requests.length).toBe(quietBefore + 1);
      // A model that fails to suggest leaves the answer as it was, with none.
      model.route = (request) => (request.messages.at(-1)!.content.includes('接下来最可能问') ? { kind: 'status', status: 500 } : null);
      expect(await askAgent(suggesting)).toEqual({ content: ANSWER.join(''), followUpQuestions: [] });
    } finally {
      model.route = undefined;
    }
  });

  it('keeps conversations to their owner; renames and deletes them', async () => {
    const sent = await ask(app, cookie, '年假有几天？');
    await followAnswer(client(), sent.answer!.id);
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const other = await app.signIn((await addMember(db, workspace.id)).id);
    const seen = await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: other, variables: { id: sent.conversation!.id } });
    expect(seen.data!.node).toBeNull();
    const intoTheirs = await ask(app, other, '你好', sent.conversation!.id);
    expect(intoTheirs).toMatchObject({ __typename: 'ActionError', message: '对话不存在' });

    const empty = await app.graphql<{ renameConversation: { __typename: string } }>(
      'mutation ($id: ID!) { renameConversation(conversationId: $id, title: "  ") { __typename } }',
      { cookie, variables: { id: sent.conversation!.id } },
    );
    expect(empty.data!.renameConversation.__typename).toBe('ValidationError');
    const tooLong = await app.graphql<{ renameConversation: { problems: { message: string }[] } }>(
      'mutation ($id: ID!, $t: String!) { renameConversation(conversationId: $id, title: $t) { ... on ValidationError { problems { message } } } }',
      { cookie, variables: { id: sent.conversation!.id, t: '长'.repeat(101) } },
    );
    expect(tooLong.data!.renameConversation.problems[0]!.message).toBe('会话标题最多 100 个字符');
    // A newer conversation stays first: renaming is not new activity.
    const newer = await ask(app, cookie, '报销流程？');
    await followAnswer(client(), newer.answer!.id);
    await app.graphql('mutation ($id: ID!) { renameConversation(conversationId: $id, title: "年假问答") { __typename } }', {
      cookie,
      variables: { id: sent.conversation!.id },
    });
    const list = await app.graphql<{ conversations: { edges: { node: { id: string; title: string } }[] } }>(
      '{ conversations(first: 50) { edges { node { id title } } } }',
      { cookie },
    );
    expect(list.data!.conversations.edges[0]!.node.id).toBe(newer.conversation!.id);
    expect(list.data!.conversations.edges[1]!.node).toEqual({ id: sent.conversation!.id, title: '年假问答' });
    await app.graphql('mutation ($id: ID!) { deleteConversation(conversationId: $id) { __typename } }', { cookie, variables: { id: sent.conversation!.id } });
    const after = await app.graphql<{ conversations: { edges: { node: { id: string } }[] } }>('{ conversations(first: 50) { edges { node { id } } } }', { cookie });
    expect(after.data!.conversations.edges.map((e) => e.node.id)).not.toContain(sent.conversation!.id);
  });

  it('answers exactly one of many concurrent questions when one chat is left', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    // Today as the quota counts it: the product's calendar day (UTC+8), not the last 24 hours.
    const today = startOfDay(new Date());
    const left = await remaining(app, cookie);
    // Spend all but one of today's chats.
    await db.execute(sql`insert into usage_records (workspace_id, user_id, type, count) select ${workspace.id}, null, 'chat', 1 from generate_series(1, ${left - 1})`);
    expect(await remaining(app, cookie)).toBe(1);
    model.behaviour = { kind: 'stream', tokens: ['ok'] };
    const results = await Promise.all(Array.from({ length: 6 }, () => ask(app, cookie, '年假有几天？')));
    const answered = results.filter((r) => r.__typename === 'SendMessagePayload');
    const refused = results.filter((r) => r.__typename === 'ChatQuotaExhaustedError');
    expect(answered).toHaveLength(1);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ message: '今日对话次数已用完', inviteReward: 200, canTopUp: true });
    expect(await remaining(app, cookie)).toBe(0);
    await followAnswer(client(), answered[0]!.answer!.id);
    const usage = await db.execute<{ n: number }>(sql`select coalesce(sum(count), 0)::int as n from usage_records where workspace_id = ${workspace.id} and type in ('chat', 'bot') and created_at >= ${today.toISOString()}::timestamptz`);
    // Chats only: the day's records also hold the documents the sync took in.
    const n = (Array.isArray(usage) ? usage : (usage as { rows: { n: number }[] }).rows)[0]!.n;
    expect(n).toBe(100);
  });
});
