import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { assemble, followAnswer, SEND, wsClient } from '../support/chat.ts';
import { addMember } from '../support/fixtures.ts';

// A text file keeps its Markdown as written: search indexes it as it is.
const LEAVE_TXT = [
  '## 年假制度',
  '**员工**入职满一年后享有带薪年假。年假为每年十五天，可以分次使用。',
  '- 年假需提前三个工作日申请',
  '- 病假另行规定',
  '| 类型 | 天数 |\n|---|---|\n| 年假 | 15 |',
  '公司食堂位于二楼，午餐时间为十二点。',
].join('\n\n');

const LEAVE_MD = [
  '# Leave policy',
  '## Annual leave',
  'Employees earn **annual leave** after one year. Annual leave is fifteen days a year. The canteen is on the second floor.',
  '1. Ask three working days ahead.',
  '2. Unused leave expires in March.',
].join('\n\n');

type Answer = { content: string; citations: { index: number; title: string; passage: string }[] };

describe('the answer without a model', () => {
  let app: TestApp;
  let creator: string;
  let member: string;

  beforeAll(async () => {
    app = await startTestApp();
    creator = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    member = await app.signIn((await addMember(db, workspace.id, 1)).id);
    const appId = await installApp(app, creator, 'files', {
      title: '制度文件',
      authType: 'NONE',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
    });
    await uploadToApp(app, creator, appId, '年假制度.txt', LEAVE_TXT);
    await uploadToApp(app, creator, appId, 'leave-policy.md', LEAVE_MD);
    await syncAndWait(app, creator, appId);
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Asks (in a conversation, if given) and answers the finished answer: its text as streamed, and as stored. */
  async function askAndRead(cookie: string, text: string, options: { conversationId?: string } = {}): Promise<Answer> {
    const sent = await app.graphql<{ sendMessage: { answer?: { id: string } } }>(SEND, {
      cookie,
      variables: { input: { text, conversationId: options.conversationId } },
    });
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.sendMessage.answer!.id;
    const client = wsClient(app, cookie);
    const events = await followAnswer(client, id);
    await client.dispose();
    expect(events.at(-1)!.status).toBe('DONE');
    const stored = await app.graphql<{ node: Answer }>('query ($id: ID!) { node(id: $id) { ... on ChatMessage { content citations { index title passage } } } }', {
      cookie,
      variables: { id },
    });
    expect(stored.data!.node.content).toBe(assemble(events));
    return stored.data!.node;
  }

  /** The digest's entries: a bold title line citing its source, then its quoted sentences. */
  const entries = (content: string) =>
    content
      .split('\n\n')
      .map((block) => /^\*\*(.+)\*\* \[(\d+)\]$/.exec(block))
      .filter((match) => match !== null)
      .map((match) => ({ title: match[1]!, index: Number(match[2]) }));
  const quoted = (content: string) =>
    content
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2));
  /** The words in bold in the quoted sentences. */
  const bold = (lines: string[]) => lines.flatMap((line) => [...line.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!));

  it('gives one entry per source, with its best sentences and the question’s words in bold, and no Markdown of the passage', async () => {
    const answer = await askAndRead(creator, '年假有几天？');
    expect(entries(answer.content)).toEqual(answer.citations.map((c) => ({ title: c.title, index: c.index })));
    expect(answer.citations.map((c) => c.index)).toEqual(answer.citations.map((_, i) => i + 1));
    expect(new Set(answer.citations.map((c) => c.title)).size).toBe(answer.citations.length);
    expect(answer.citations[0]!.title).toBe('年假制度.txt');
    // Every marker cites one of the citations.
    for (const [, n] of answer.content.matchAll(/\[(\d+)\]/g)) expect(Number(n)).toBeLessThanOrEqual(answer.citations.length);

    const lines = quoted(answer.content);
    const passage = lines.join('\n');
    expect(passage).toContain('**年假**为每年十五天，可以分次使用。');
    // The sentence that does not answer is left out.
    expect(passage).not.toContain('食堂');
    expect(new Set(bold(lines))).toEqual(new Set(['年假']));
    // What is left without the marks is the passage's plain text: no heading, list, table or emphasis syntax.
    for (const line of lines) {
      const plain = line.replace(/\*\*(.+?)\*\*/g, '$1');
      expect(plain).not.toMatch(/[*#|`]|^\s*[-+] |^\s*\d+[.)] /);
    }
    expect(answer.content).not.toContain('##');
    expect(answer.content).not.toContain('**员工**');
    // Neither the citations' passages.
    for (const citation of answer.citations) expect(citation.passage).not.toMatch(/[*#|]/);

    // The note, for an admin: the model settings.
    expect(answer.content).toMatch(/\n\n---\n\n当前未配置 AI 模型，以上是文档中与问题最相关的原文摘录，并非生成的回答。在\[模型设置\]\(\/manage\/settings\/model\)中添加模型后，即可获得 AI 生成的回答。$/);
  });

  it('tells a member to ask an admin, and speaks English to whoever reads it', async () => {
    const zh = await askAndRead(member, '年假有几天？');
    expect(zh.content).toContain('**年假**为每年十五天');
    expect(zh.content).toMatch(/当前未配置 AI 模型，.+如需 AI 生成的回答，请联系工作空间管理员添加模型。$/);
    expect(zh.content).not.toContain('/manage/settings/model');

    const speak = async (cookie: string, language: string) =>
      expect((await app.rest('PUT', '/user/base_info', { cookie, body: { preferred_language: language } })).status).toBe(200);
    await speak(member, 'en');
    const en = await askAndRead(member, 'How many days of annual leave?');
    expect(entries(en.content)[0]).toEqual({ title: 'leave-policy.md', index: 1 });
    const lines = quoted(en.content);
    expect(lines.join('\n')).toContain('Employees earn **annual leave** after one year. **Annual leave** is fifteen **days** a year.');
    expect(lines.join('\n')).not.toContain('canteen');
    expect(en.content).toMatch(/No AI model is configured, so these are excerpts from your documents, not a written answer\. For written answers, ask a workspace admin to add a model\.$/);
    expect(en.content).not.toContain('/manage/settings/model');

    await speak(creator, 'en');
    try {
      const admin = await askAndRead(creator, 'How many days of annual leave?');
      expect(admin.content).toMatch(/Add a model in the \[model settings\]\(\/manage\/settings\/model\) to get written answers\.$/);
    } finally {
      await speak(creator, 'zh-hans');
    }
  });

  it('says when an admin turned the workspace’s model off, and where to turn it on', async () => {
    const turn = (on: boolean) =>
      app.graphql('mutation ($on: Boolean!) { updateWorkspace(input: { aiModelEnabled: $on }) { __typename } }', { cookie: creator, variables: { on } });
    expect((await turn(false)).errors).toBeUndefined();
    try {
      const admin = await askAndRead(creator, '年假有几天？');
      expect(admin.content).toMatch(/工作空间的 AI 模型已关闭，.+在\[模型设置\]\(\/manage\/settings\/model\)中开启后，即可获得 AI 生成的回答。$/);
      const other = await askAndRead(member, 'How many days of annual leave?');
      expect(other.content).toMatch(/The workspace’s AI model is turned off, .+ For written answers, ask a workspace admin to turn the model on\.$/);
    } finally {
      await turn(true);
    }
  });

  it('counts a file attached to the conversation once when it is also an indexed document', async () => {
    const started = await app.graphql<{ startConversation: { conversation: { id: string } } }>(
      'mutation { startConversation { ... on ConversationPayload { conversation { id } } } }',
      { cookie: creator },
    );
    const conversationId = started.data!.startConversation.conversation.id;
    const attach = async (name: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      const response = await fetch(`${app.url}/api/chat/conversations/${encodeURIComponent(conversationId)}/files`, {
        method: 'POST',
        body: form,
        headers: { cookie: creator },
      });
      expect(response.status).toBe(200);
    };
    // The same bytes as the indexed file, under another name; and a file that is only attached.
    await attach('我的年假.txt', LEAVE_TXT);
    await attach('远程办公.txt', '远程办公每周最多两天。年假期间无需远程办公。');

    const answer = await askAndRead(creator, '年假有几天？', { conversationId });
    expect(answer.content.match(/为每年十五天/g)).toHaveLength(1);
    expect(answer.content).not.toContain('我的年假.txt');
    expect(entries(answer.content).map((e) => e.title)).toEqual(answer.citations.map((c) => c.title));
    expect(answer.citations.filter((c) => c.title === '年假制度.txt')).toHaveLength(1);
    // The file only attached is an entry of its own, without a citation.
    expect(answer.content).toContain('**远程办公.txt**（本对话的附件）\n\n> **年假**期间无需远程办公。');
  });
});
