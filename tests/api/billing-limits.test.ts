import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingVersions } from '../../bff/src/billing/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask } from '../support/chat.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { createUser } from '../support/fixtures.ts';

/**
 * The catalogue's "AI model allowed" bites where answers are made: a version that leaves AI models
 * out answers with the digest of what was found, whatever model is configured; one that allows them
 * answers with the model. It is data: an operator changes the catalogue, not the code.
 */
describe('billing limits where answers and syncs are made', () => {
  let app: TestApp;
  let model: FakeModel;
  let cookie = '';
  let workspaceId = '';

  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: ['模型', '回答'] });
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test', BILLING_SWEEP_CRON: '0 0 1 1 *' });
    const creator = await createUser(app.deps.database.db, 'Asker');
    workspaceId = (await createWorkspace(app.deps.database.db, { name: 'Askers', creator, makeCurrent: true })).id;
    cookie = await app.signIn(creator.id);
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  /** Asks, waits for the answer to end, and answers the model it came from. */
  const answeredBy = async (text: string) => {
    const sent = await ask(app, cookie, text);
    expect(sent.__typename).toBe('SendMessagePayload');
    const deadline = Date.now() + 20_000;
    for (;;) {
      const read = await app.graphql<{ node: { status: string; model: string } }>('query ($id: ID!) { node(id: $id) { ... on ChatMessage { status model } } }', {
        cookie,
        variables: { id: sent.answer!.id },
      });
      const node = read.data?.node;
      if (node && node.status !== 'STREAMING') return node.model;
      if (Date.now() > deadline) throw new Error('the answer did not end');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers with the model while the version allows it, and with the digest when the catalogue leaves it out', async () => {
    const db = app.deps.database.db;
    expect(await answeredBy('第一个问题')).toBe('fake-model');
    const requests = model.requests.length;
    await db.update(billingVersions).set({ aiModel: false }).where(eq(billingVersions.version, 'free'));
    try {
      expect(await answeredBy('第二个问题')).toBe('extractive');
      expect(model.requests.length).toBe(requests);
      const limits = await app.graphql<{ viewer: { currentWorkspace: { billing: { limits: { aiModel: boolean } } } } }>('{ viewer { currentWorkspace { billing { limits { aiModel } } } } }', { cookie });
      expect(limits.data!.viewer.currentWorkspace.billing.limits.aiModel).toBe(false);
      // A version that allows it (team, by hand here) answers with the model again.
      await db.update(workspaces).set({ version: 'team' }).where(eq(workspaces.id, workspaceId));
      expect(await answeredBy('第三个问题')).toBe('fake-model');
    } finally {
      await db.update(billingVersions).set({ aiModel: true }).where(eq(billingVersions.version, 'free'));
    }
  });

  it('charts the documents a sync took in as the day’s usage', async () => {
    const appId = await installApp(app, cookie, 'files', { title: '制度', authType: 'NONE', autoSync: false, protectedPermission: 'MATCH_APP', dataPermission: 'ALL_MEMBERS' }, 'WORKSPACE');
    await uploadToApp(app, cookie, appId, 'a.md', '# 报销制度\n\n差旅报销须在三十天内提交。\n');
    await uploadToApp(app, cookie, appId, 'b.md', '# 请假制度\n\n年假须提前一周申请。\n');
    await syncAndWait(app, cookie, appId);
    const usage = await app.graphql<{ viewer: { currentWorkspace: { billing: { usage: { documents: number }; usageHistory: { documents: number }[] } } } }>(
      '{ viewer { currentWorkspace { billing { usage { documents } usageHistory(days: 1) { documents } } } } }',
      { cookie },
    );
    const billing = usage.data!.viewer.currentWorkspace.billing;
    expect(billing.usage.documents).toBe(2);
    expect(billing.usageHistory[0]!.documents).toBe(2);
  });

  it('counts questions and bot answers against the day’s chats, never documents synced or members added', async () => {
    const db = app.deps.database.db;
    const left = async () =>
      (await app.graphql<{ viewer: { currentWorkspace: { remainingChatsToday: number; allowanceLeftToday: number } } }>('{ viewer { currentWorkspace { remainingChatsToday allowanceLeftToday } } }', { cookie })).data!
        .viewer.currentWorkspace;
    const before = await left();
    expect(before.allowanceLeftToday).toBeGreaterThan(3);
    await db.insert(usageRecords).values([
      { workspaceId, userId: null, type: 'document', count: 50 },
      { workspaceId, userId: null, type: 'member', count: 2 },
    ]);
    expect(await left()).toEqual(before);
    await db.insert(usageRecords).values([
      { workspaceId, userId: null, type: 'bot', count: 1 },
      { workspaceId, userId: null, type: 'chat', count: 2 },
    ]);
    expect(await left()).toEqual({ remainingChatsToday: before.remainingChatsToday - 3, allowanceLeftToday: before.allowanceLeftToday - 3 });
  });
});
