import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask, assemble, followAnswer, seedHandbook, wsClient } from '../support/chat.ts';
import { startFakeModel } from '../support/fake-model.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

describe('chat without a model', () => {
  let app: TestApp;
  let site: TestSite;
  beforeAll(async () => {
    app = await startTestApp();
    site = await startTestSite();
  });
  afterAll(async () => {
    await app?.stop();
    await site?.close();
  });

  it('streams a digest of the passages found with their citations, saying no model is configured', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    await seedHandbook(app, cookie, site);
    const sent = await ask(app, cookie, '年假');
    const client = wsClient(app, cookie);
    const events = await followAnswer(client, sent.answer!.id);
    await client.dispose();
    const text = assemble(events);
    expect(text).toContain('未配置 AI 模型');
    expect(text).toContain('**员工年假管理制度** [1]');
    expect(text).toContain('**年假**为每年十五天');
    expect(events.at(-1)!.status).toBe('DONE');
    expect(events.flatMap((e) => e.citations ?? [])[0]).toEqual({ index: 1, title: '员工年假管理制度' });
    expect(text).not.toContain('部分词语');

    // A question whose words no document holds all of: the passages come with that caveat.
    const partial = await ask(app, cookie, '年假 火星基地');
    const partialClient = wsClient(app, cookie);
    const partialText = assemble(await followAnswer(partialClient, partial.answer!.id));
    await partialClient.dispose();
    // What was found leads; the caveat follows it, before the note about the model.
    expect(partialText.startsWith('**员工年假管理制度** [1]')).toBe(true);
    const caveat = partialText.indexOf('以上摘录只包含问题中的部分词语');
    expect(caveat).toBeGreaterThan(partialText.indexOf('**员工年假管理制度** [1]'));
    expect(caveat).toBeLessThan(partialText.indexOf('未配置 AI 模型'));
  });

  it('takes no question while an admin has turned chat off', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const toggle = (on: boolean) =>
      app.graphql('mutation ($on: Boolean!) { updateWorkspace(input: { chatEnabled: $on }) { __typename } }', { cookie, variables: { on } });
    await toggle(false);
    try {
      expect(await ask(app, cookie, '年假')).toEqual({ __typename: 'ActionError', message: '该工作空间已关闭对话功能' });
      expect((await app.rest('POST', '/chat/messages', { cookie, body: { text: '年假' } })).status).toBe(403);
    } finally {
      await toggle(true);
    }
  });

  it('answers with the workspace’s own model once an admin sets one, keeping its key secret', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const own = await startFakeModel({ kind: 'stream', tokens: ['来自', '工作空间模型'] });
    try {
      const update = (input: Record<string, string>) =>
        app.graphql<{ updateWorkspace: { __typename: string; problems?: { field: string; message: string }[]; workspace?: { aiModel: Record<string, unknown> } } }>(
          `mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename
            ... on ValidationError { problems { field message } }
            ... on WorkspacePayload { workspace { aiModel { baseUrl model hasApiKey effective } } } } }`,
          { cookie, variables: { input } },
        );
      expect((await update({ llmBaseUrl: 'ftp://nope' })).data!.updateWorkspace.problems).toEqual([
        { field: 'llmBaseUrl', message: '模型地址须以 http:// 或 https:// 开头' },
      ]);
      const saved = await update({ llmBaseUrl: own.baseUrl, llmModel: 'team-model', llmApiKey: 'sk-workspace-secret' });
      expect(saved.data!.updateWorkspace.workspace!.aiModel).toEqual({ baseUrl: own.baseUrl, model: 'team-model', hasApiKey: true, effective: 'team-model' });
      expect(JSON.stringify(saved)).not.toContain('sk-workspace-secret');

      const sent = await ask(app, cookie, '年假');
      const client = wsClient(app, cookie);
      const events = await followAnswer(client, sent.answer!.id);
      await client.dispose();
      expect(assemble(events)).toBe('来自工作空间模型');
      expect(own.requests.at(-1)!.model).toBe('team-model');
      expect(own.authorizations.at(-1)).toBe('Bearer sk-workspace-secret');
      await update({ llmBaseUrl: '', llmModel: '', llmApiKey: '' });
    } finally {
      await own.close();
    }
  });
});
