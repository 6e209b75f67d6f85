import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, followAnswer, remaining, wsClient } from '../support/chat.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember } from '../support/fixtures.ts';

describe('files in a conversation', () => {
  let app: TestApp;
  let model: FakeModel;
  let cookie: string;
  const clients: { dispose: () => unknown }[] = [];

  beforeAll(async () => {
    model = await startFakeModel();
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });
  const client = () => {
    const c = wsClient(app, cookie);
    clients.push(c);
    return c;
  };

  it('uses a conversation’s files as context, at most ten, and refuses an empty name', async () => {
    model.behaviour = { kind: 'stream', tokens: ['ok'] };
    const sent = await ask(app, cookie, '总结一下附件');
    await followAnswer(client(), sent.answer!.id);
    const upload = async (name: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      const response = await fetch(`${app.url}/api/chat/conversations/${encodeURIComponent(sent.conversation!.id)}/files`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      return { status: response.status, body: (await response.json()) as { message: string; data: { id: string } } };
    };
    const first = await upload('会议纪要.md', '# 会议纪要\n决议：下周三发布 2.0 版本。');
    expect(first.status).toBe(200);
    const program = await upload('setup.exe', 'MZ\u0000\u0001 not a document');
    expect(program.status).toBe(400);
    expect(program.body.message).toBe('不支持的文件类型，支持 PDF、Word（docx）、Markdown、文本、HTML、CSV 与图片（jpeg、png、gif、bmp、webp、svg）');
    const followUp = await ask(app, cookie, '什么时候发布？', sent.conversation!.id);
    await followAnswer(client(), followUp.answer!.id);
    const system = model.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain('《会议纪要.md》');
    expect(system).toContain('下周三发布 2.0 版本');
    // The earlier turns of the conversation come along.
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toContain('总结一下附件');

    // Uploads made at once cannot pass the limit together.
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(`f${i + 2}.txt`, `file ${i + 2}`).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200).length).toBe(9);
    const eleventh = await upload('f11.txt', 'one too many');
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('上传超出限制（每个对话最多 10 个文件）');
    const { db } = app.deps.database;
    const conversationRow = Buffer.from(sent.conversation!.id, 'base64').toString().split(':')[1]!;
    expect((await db.query.chatFiles.findMany({ where: { conversationId: conversationRow } })).length).toBe(10);
    // A file ID that names no file is not found (not a server error); one that is no ID is refused as the request's mistake.
    const unknown = await app.graphql<{ deleteChatFile: { __typename: string } }>(
      'mutation ($id: ID!) { deleteChatFile(fileId: $id) { __typename } }',
      { cookie, variables: { id: Buffer.from('ChatFile:00000000-0000-4000-8000-000000000000').toString('base64') } },
    );
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.deleteChatFile.__typename).toBe('ActionError');
    const garbage = await app.graphql<{ deleteChatFile: { __typename: string } }>('mutation { deleteChatFile(fileId: "garbage") { __typename } }', { cookie });
    expect(garbage.errors![0]!.message).toMatch(/^GraphQL 请求有误/);
    const rename = await app.graphql<{ renameChatFile: { __typename: string; problems?: { message: string }[] } }>(
      'mutation ($id: ID!) { renameChatFile(fileId: $id, name: "") { __typename ... on ValidationError { problems { message } } } }',
      { cookie, variables: { id: first.body.data.id } },
    );
    expect(rename.data!.renameChatFile).toEqual({ __typename: 'ValidationError', problems: [{ message: '文件名不能为空' }] });
  });

  it('starts a conversation before its first question, so that files come first (GraphQL and REST)', async () => {
    model.behaviour = { kind: 'stream', tokens: ['ok'] };
    const before = await remaining(app, cookie);
    const started = await app.graphql<{ startConversation: { conversation: { id: string; title: string } } }>(
      'mutation { startConversation { ... on ConversationPayload { conversation { id title } } } }',
      { cookie },
    );
    const conversation = started.data!.startConversation.conversation;
    expect(conversation.title).toBe('新对话');
    const form = new FormData();
    form.append('file', new Blob(['差旅标准：高铁二等座。']), '差旅.txt');
    const uploaded = await fetch(`${app.url}/api/chat/conversations/${encodeURIComponent(conversation.id)}/files`, { method: 'POST', body: form, headers: { cookie } });
    expect(uploaded.status).toBe(200);
    // Starting uses no chat; the first question does, and names the conversation.
    expect(await remaining(app, cookie)).toBe(before);
    const sent = await ask(app, cookie, '出差坐什么车？', conversation.id);
    await followAnswer(client(), sent.answer!.id);
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('高铁二等座');
    expect(sent.conversation!.id).toBe(conversation.id);
    const titled = await app.graphql<{ node: { title: string } }>('query ($id: ID!) { node(id: $id) { ... on Conversation { title } } }', {
      cookie,
      variables: { id: conversation.id },
    });
    expect(titled.data!.node.title).toBe('出差坐什么车？');
    expect(await remaining(app, cookie)).toBe(before - 1);

    // REST clients start one the same way; another member cannot attach files to it.
    const rest = await fetch(`${app.url}/api/chat/conversations`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(rest.status).toBe(200);
    const { data } = (await rest.json()) as { data: { conversation_id: string; files_url: string } };
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const other = await app.signIn((await addMember(db, workspace.id)).id);
    const foreign = new FormData();
    foreign.append('file', new Blob(['x']), 'x.txt');
    expect((await fetch(`${app.url}${data.files_url}`, { method: 'POST', body: foreign, headers: { cookie: other } })).status).toBe(404);
  });

});
