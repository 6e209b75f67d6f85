import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { ask, followAnswer, wsClient } from '../support/chat.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

const READ = `query ($id: ID!) { node(id: $id) { ... on Conversation {
  title sharedAt sharedBy viewerIsOwner
  messages(first: 20) { edges { node { id role content hiddenCitations feedback { vote } citations { index title passage } } } }
} } }`;

type Read = {
  node: {
    title: string;
    sharedAt: string | null;
    sharedBy: string | null;
    viewerIsOwner: boolean;
    messages: { edges: { node: { id: string; role: string; content: string; hiddenCitations: number; feedback: { vote: string } | null; citations: { index: number; title: string; passage: string }[] } }[] };
  } | null;
};

/**
 * A member exports their conversation as Markdown and shares it read-only with the workspace: a
 * colleague reads its questions and answers, of the sources only those they may read themselves,
 * and a digest quoting one they may not is withheld; nobody else reads it, and nobody but its
 * member asks, votes or exports in it.
 */
describe('sharing and exporting a conversation', () => {
  let app: TestApp;
  let owner: string;
  let colleague: string;
  let outsider: string;
  let token: string;
  let mixed: { conversation?: { id: string }; answer?: { id: string } };
  let open: { conversation?: { id: string }; answer?: { id: string } };

  const read = async (cookie: string, id: string) => (await app.graphql<Read>(READ, { cookie, variables: { id } })).data!.node;
  const share = (cookie: string, id: string, shared: boolean) =>
    app.graphql<{ shareConversation: { __typename: string; message?: string } }>(
      'mutation ($id: ID!, $shared: Boolean!) { shareConversation(conversationId: $id, shared: $shared) { __typename ... on Error { message } } }',
      { cookie, variables: { id, shared } },
    );

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '共享');
    const admin = await app.signIn(creator.id);
    const member = await addMember(db, workspace.id);
    owner = await app.signIn(member.id);
    colleague = await app.signIn((await addMember(db, workspace.id)).id);
    outsider = await app.signIn((await createWorkspaceWithCreator(db, '外人')).creator.id);
    const handbook = await installApp(app, admin, 'files', { title: '手册', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false });
    await uploadToApp(app, admin, handbook, 'leave.md', '# 年假制度\n\n员工每年享有十五天年假 quokka。\n');
    await waitForRun(app, admin, handbook);
    const notes = await installApp(app, owner, 'files', { title: '私人笔记', authType: 'NONE', autoSync: false }, 'PERSONAL');
    await uploadToApp(app, owner, notes, 'secret.md', '# 私人笔记\n\n我打算多休几天年假 narwhalsecret。\n');
    await waitForRun(app, owner, notes);

    const client = wsClient(app, owner);
    mixed = await ask(app, owner, '年假');
    await followAnswer(client, mixed.answer!.id);
    open = await ask(app, owner, 'quokka');
    await followAnswer(client, open.answer!.id);
    await client.dispose();
    const made = await app.graphql<{ createAccessToken: { secret: string } }>(
      'mutation { createAccessToken(input: { name: "导出", scopes: [CHAT] }) { ... on CreateAccessTokenPayload { secret } } }',
      { cookie: admin },
    );
    token = made.data!.createAccessToken.secret;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('exports the member’s own conversation as Markdown with its sources, to them alone', async () => {
    const url = (id: string) => `${app.url}/api/chat/conversations/${encodeURIComponent(id)}/markdown`;
    const response = await fetch(url(mixed.conversation!.id), { headers: { cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('年假.md')}`);
    const markdown = await response.text();
    expect(markdown.startsWith('# 年假\n\n## 问题\n\n年假\n\n## 回答\n\n')).toBe(true);
    expect(markdown).toContain('**来源**\n\n1. [');
    expect(markdown).toMatch(/\]\(http:\/\/[^)]+\/document\/[A-Za-z0-9%]+\)/);
    expect(markdown).toContain('narwhalsecret');
    for (const cookie of [colleague, outsider]) expect((await fetch(url(mixed.conversation!.id), { headers: { cookie } })).status).toBe(404);
    expect((await fetch(url('bm90LWFuLWlk'), { headers: { cookie: owner } })).status).toBe(404);
    expect((await fetch(url(mixed.conversation!.id))).status).toBe(401);
  });

  it('shares it read-only with the workspace’s members, each reading only the sources they may read', async () => {
    expect(await read(colleague, mixed.conversation!.id)).toBeNull();
    expect((await share(colleague, mixed.conversation!.id, true)).data!.shareConversation).toMatchObject({ __typename: 'ActionError', message: '对话不存在' });
    expect((await share(owner, mixed.conversation!.id, true)).data!.shareConversation.__typename).toBe('ShareConversationPayload');
    await share(owner, open.conversation!.id, true);

    const mine = (await read(owner, mixed.conversation!.id))!;
    expect(mine).toMatchObject({ viewerIsOwner: true, sharedBy: 'Member' });
    expect(mine.sharedAt).not.toBeNull();
    const [question, answer] = (await read(colleague, mixed.conversation!.id))!.messages.edges.map((e) => e.node);
    expect(question).toMatchObject({ role: 'USER', content: '年假' });
    // The digest quotes the member's own notes: withheld from the colleague, with that source.
    expect(answer!.content).toBe('此回答引用了你无权查看的文档，因此不显示。');
    expect(answer!.hiddenCitations).toBe(1);
    expect(answer!.citations.map((c) => c.title)).toEqual(['leave.md']);
    expect(JSON.stringify(await read(colleague, mixed.conversation!.id))).not.toContain('narwhalsecret');
    // One that cites only what the colleague reads is shown whole.
    const openAnswer = (await read(colleague, open.conversation!.id))!.messages.edges[1]!.node;
    expect(openAnswer.content).toContain('quokka');
    expect(openAnswer.hiddenCitations).toBe(0);
    // Another workspace reads nothing of it; the colleague's history does not list it.
    expect(await read(outsider, mixed.conversation!.id)).toBeNull();
    const history = await app.graphql<{ conversations: { edges: unknown[] } }>('{ conversations(first: 10) { edges { node { id } } } }', { cookie: colleague });
    expect(history.data!.conversations.edges).toEqual([]);
  });

  it('keeps asking, voting, stopping and exporting in it to its member, and ends with sharing taken back', async () => {
    const answerId = mixed.answer!.id;
    await app.graphql('mutation ($id: ID!) { rateAnswer(input: { messageId: $id, vote: UP }) { __typename } }', { cookie: owner, variables: { id: answerId } });
    expect((await read(owner, mixed.conversation!.id))!.messages.edges[1]!.node.feedback).toEqual({ vote: 'UP' });
    // The member's vote is theirs.
    expect((await read(colleague, mixed.conversation!.id))!.messages.edges[1]!.node.feedback).toBeNull();
    const asked = await ask(app, colleague, '我也问', mixed.conversation!.id);
    expect(asked).toMatchObject({ __typename: 'ActionError', message: '对话不存在' });
    for (const mutation of [
      'rateAnswer(input: { messageId: $id, vote: DOWN }) { __typename ... on Error { message } }',
      'regenerateAnswer(messageId: $id) { __typename ... on Error { message } }',
      'stopAnswer(messageId: $id) { __typename ... on Error { message } }',
    ]) {
      const result = await app.graphql<Record<string, { message: string }>>(`mutation ($id: ID!) { ${mutation} }`, { cookie: colleague, variables: { id: answerId } });
      expect(Object.values(result.data!)[0]!.message, mutation).toBe('消息不存在');
    }
    // A token reads the maker's shared conversations as the maker would, no more (the admin's: none of the member's sources).
    const viaToken = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: READ, variables: { id: mixed.conversation!.id } }),
    });
    expect(JSON.stringify(await viaToken.json())).not.toContain('narwhalsecret');

    await share(owner, mixed.conversation!.id, false);
    expect(await read(colleague, mixed.conversation!.id)).toBeNull();
    // Each export and each change of sharing is in the workspace's audit log, sharing twice once.
    await share(owner, open.conversation!.id, true);
    const acts = await app.deps.database.db.select().from(auditEntries).where(inArray(auditEntries.action, ['conversation.exported', 'conversation.shared', 'conversation.unshared']));
    expect(acts.map((a) => a.action).sort()).toEqual(['conversation.exported', 'conversation.shared', 'conversation.shared', 'conversation.unshared']);
    expect((await read(owner, mixed.conversation!.id))!.sharedAt).toBeNull();
    expect(await read(colleague, open.conversation!.id)).not.toBeNull();
  });
});
