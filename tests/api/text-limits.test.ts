import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../bff/src/validation/rules.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask } from '../support/chat.ts';

/**
 * Every free-text field has a limit, counted in characters as a person counts them (an emoji or a
 * CJK character is one): a value at the limit is kept, one character more is refused with the
 * field's message, and nothing is stored.
 */
describe('free-text limits', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(() => app?.stop());

  // Mixed scripts, surrogate pairs among them: JavaScript's length would count these as more.
  const text = (n: number) => Array.from({ length: n }, (_, i) => ['知', 'a', '😀', 'Ж'][i % 4]).join('');
  type Problems = { __typename: string; problems?: { field: string; message: string }[] };
  const problemsOf = (payload: Problems) => payload.problems?.map((p) => [p.field, p.message]) ?? [];

  it('keeps a display name and a name in the workspace at their limit, and refuses one more character', async () => {
    for (const [field, limit, message] of [
      ['display_name', TEXT_LIMITS.displayName, '显示名称最多 40 个字符'],
      ['ws_username', TEXT_LIMITS.memberName, '工作区内名称最多 40 个字符'],
    ] as const) {
      const kept = await app.rest('PUT', '/user/base_info', { cookie, body: { [field]: text(limit) } });
      expect(kept.status, field).toBe(200);
      const refused = await app.rest('PUT', '/user/base_info', { cookie, body: { [field]: text(limit + 1) } });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual({ [field]: message });
    }
    // The refused one changed nothing.
    const user = await app.rest('GET', '/user/info', { cookie });
    expect([...user.body.data.display_name]).toHaveLength(TEXT_LIMITS.displayName);
  });

  it('limits role names and descriptions', async () => {
    const create = async (input: Record<string, string>) =>
      (
        await app.graphql<{ createRole: Problems }>(
          'mutation ($input: RoleInput!) { createRole(input: $input) { __typename ... on ValidationError { problems { field message } } } }',
          { cookie, variables: { input } },
        )
      ).data!.createRole;
    expect((await create({ name: text(TEXT_LIMITS.roleName), description: text(TEXT_LIMITS.roleDescription) })).__typename).toBe('RolePayload');
    expect(problemsOf(await create({ name: text(TEXT_LIMITS.roleName + 1), description: text(TEXT_LIMITS.roleDescription + 1) }))).toEqual([
      ['name', '角色名称最多 30 个字符'],
      ['description', '角色描述最多 200 个字符'],
    ]);
  });

  it('limits an agent’s description and prompt', async () => {
    const create = async (description: string, systemPrompt: string) =>
      (
        await app.graphql<{ createAgent: Problems }>(
          `mutation ($input: AgentInput!) { createAgent(scope: PERSONAL, input: $input) { __typename ... on ValidationError { problems { field message } } } }`,
          { cookie, variables: { input: { name: '限长助手', avatar: '🤖', description, systemPrompt } } },
        )
      ).data!.createAgent;
    expect((await create(text(TEXT_LIMITS.agentDescription), text(TEXT_LIMITS.systemPrompt))).__typename).toBe('AgentPayload');
    expect(problemsOf(await create(text(TEXT_LIMITS.agentDescription + 1), text(TEXT_LIMITS.systemPrompt + 1)))).toEqual([
      ['description', '智能体简介最多 500 个字符'],
      ['systemPrompt', '提示词最多 4000 个字符'],
    ]);
  });

  it('limits a conversation’s title', async () => {
    const conversationId = (await ask(app, cookie, '年假有几天？')).conversation!.id;
    const rename = async (title: string) =>
      (
        await app.graphql<{ renameConversation: Problems }>(
          'mutation ($id: ID!, $title: String!) { renameConversation(conversationId: $id, title: $title) { __typename ... on ValidationError { problems { field message } } } }',
          { cookie, variables: { id: conversationId, title } },
        )
      ).data!.renameConversation;
    expect(problemsOf(await rename(text(TEXT_LIMITS.conversationTitle)))).toEqual([]);
    expect(problemsOf(await rename(text(TEXT_LIMITS.conversationTitle + 1)))).toEqual([['title', '会话标题最多 100 个字符']]);
  });
});
