import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const updateWorkspace = `
  mutation ($input: UpdateWorkspaceInput!) {
    updateWorkspace(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { field message } }
      ... on WorkspacePayload { workspace { name primaryColor } }
    }
  }`;

describe('workspace through GraphQL', () => {
  it('answers viewer null when signed out', async () => {
    expect(await app.graphql('{ viewer { user { id } } }')).toEqual({ data: { viewer: null } });
  });

  it('reads the demo workspace and its members in one request', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const { data } = await app.graphql<{
      viewer: { currentWorkspace: { name: string; primaryColor: string; members: { totalCount: number; edges: { node: { wsUserType: string } }[] } } };
    }>(
      `{ viewer { currentWorkspace { name primaryColor members(first: 10) { totalCount edges { node { wsUserType user { displayName } } } } } } }`,
      { cookie },
    );
    expect(data?.viewer.currentWorkspace).toMatchObject({
      name: '演示工作区',
      primaryColor: '#5B3ED6',
      members: { totalCount: 1, edges: [{ node: { wsUserType: 'CREATOR' } }] },
    });
  });

  it('pages through members with cursors', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(app.deps.database.db, 'Paging Co');
    for (let i = 0; i < 3; i++) await addMember(app.deps.database.db, workspace.id);
    const cookie = await app.signIn(creator.id);
    const page = (after?: string) =>
      app.graphql<{ viewer: { currentWorkspace: { members: { totalCount: number; pageInfo: { endCursor: string; hasNextPage: boolean }; edges: { node: { id: string } }[] } } } }>(
        `query ($after: String) { viewer { currentWorkspace { members(first: 3, after: $after) { totalCount pageInfo { endCursor hasNextPage } edges { node { id } } } } } }`,
        { cookie, variables: { after } },
      );
    const first = (await page()).data!.viewer.currentWorkspace.members;
    expect(first.totalCount).toBe(4);
    expect(first.edges).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await page(first.pageInfo.endCursor)).data!.viewer.currentWorkspace.members;
    expect(second.edges).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = new Set([...first.edges, ...second.edges].map((e) => e.node.id));
    expect(ids.size).toBe(4);
  });

  it('validates settings with a message per field, in the caller’s language', async () => {
    const cookie = await app.signIn(await app.demoCreatorId());
    const zh = await app.graphql(updateWorkspace, { cookie, variables: { input: { name: 'x', primaryColor: 'red' } } });
    expect(zh.data?.updateWorkspace).toEqual({
      __typename: 'ValidationError',
      message: '公司名称长度为 2 到 100 个字符',
      problems: [
        { field: 'name', message: '公司名称长度为 2 到 100 个字符' },
        { field: 'primaryColor', message: '主题色必须是 #RRGGBB 格式的颜色' },
      ],
    });

    // A signed-in user's own language wins over the browser's.
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: EN }) { __typename } }', { cookie });
    const en = await app.graphql(updateWorkspace, { cookie, language: 'zh-CN', variables: { input: { name: '  ' } } });
    expect(en.data?.updateWorkspace).toMatchObject({ problems: [{ field: 'name', message: 'Please enter the company name' }] });
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: ZH_HANS }) { __typename } }', { cookie });
  });

  it('refuses a company name another workspace has, whatever its case', async () => {
    await createWorkspaceWithCreator(app.deps.database.db, 'Acme Trading');
    const cookie = await app.signIn(await app.demoCreatorId());
    const result = await app.graphql(updateWorkspace, { cookie, variables: { input: { name: 'ACME trading' } } });
    expect(result.data?.updateWorkspace).toEqual({ __typename: 'NameTakenError', message: '该公司名称已被使用' });
  });

  it('saves valid settings for admins, and refuses members', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, 'Settings Co');
    const admin = await addMember(db, workspace.id, 2);
    const member = await addMember(db, workspace.id, 1);

    const asAdmin = await app.graphql(updateWorkspace, {
      cookie: await app.signIn(admin.id),
      variables: { input: { name: 'Settings Company', primaryColor: '#67c23a' } },
    });
    expect(asAdmin.data?.updateWorkspace).toEqual({
      __typename: 'WorkspacePayload',
      workspace: { name: 'Settings Company', primaryColor: '#67C23A' },
    });

    const asMember = await app.graphql(updateWorkspace, {
      cookie: await app.signIn(member.id),
      variables: { input: { name: 'Hijacked' } },
    });
    expect(asMember.data).toBeNull();
    expect(asMember.errors?.[0]).toMatchObject({ message: '没有权限访问该资源', extensions: { code: 'FORBIDDEN' } });

    const check = await app.graphql<{ viewer: { currentWorkspace: { name: string } } }>(
      '{ viewer { currentWorkspace { name } } }',
      { cookie: await app.signIn(creator.id) },
    );
    expect(check.data?.viewer.currentWorkspace.name).toBe('Settings Company');
  });

  it('answers null for nodes of another workspace', async () => {
    const { db } = app.deps.database;
    const other = await createWorkspaceWithCreator(db, 'Other Co');
    const otherCookie = await app.signIn(other.creator.id);
    const ids = await app.graphql<{ viewer: { currentWorkspace: { id: string }; currentMember: { id: string }; user: { id: string } } }>(
      '{ viewer { currentWorkspace { id } currentMember { id } user { id } } }',
      { cookie: otherCookie },
    );
    const { currentWorkspace, currentMember, user } = ids.data!.viewer;

    // The owner reads them through node…
    const own = await app.graphql<{ nodes: ({ __typename: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
      { cookie: otherCookie, variables: { ids: [currentWorkspace.id, currentMember.id, user.id] } },
    );
    expect(own.data?.nodes.map((n) => n?.__typename)).toEqual(['Workspace', 'Member', 'User']);

    // …the demo creator, in another workspace, gets null for each, and so does a stranger.
    const demoCookie = await app.signIn(await app.demoCreatorId());
    for (const cookie of [demoCookie, undefined]) {
      for (const id of [currentWorkspace.id, currentMember.id, user.id]) {
        const result = await app.graphql('query ($id: ID!) { node(id: $id) { id } }', { cookie, variables: { id } });
        expect(result).toEqual({ data: { node: null } });
      }
    }
    const malformed = await app.graphql('{ node(id: "V29ya3NwYWNlOm5vdC1hLXV1aWQ=") { id } }', { cookie: demoCookie });
    expect(malformed).toEqual({ data: { node: null } });
  });
});

describe('version and allowances', () => {
  it('answers the limits of the version, days remaining and chats left today', async () => {
    const { db } = app.deps.database;
    const { workspaces, usageRecords } = await import('../../bff/src/workspaces/tables.ts');
    const { eq } = await import('drizzle-orm');
    const { workspace, creator } = await createWorkspaceWithCreator(db, 'Allowance Co');
    const now = Date.now();
    await db
      .update(workspaces)
      .set({ version: 'team', expiresAt: new Date(now + 10.5 * 86_400_000), chatCredits: 198 })
      .where(eq(workspaces.id, workspace.id));
    await db.insert(usageRecords).values([
      { workspaceId: workspace.id, userId: creator.id, type: 'chat', count: 3 },
      { workspaceId: workspace.id, userId: creator.id, type: 'chat', count: 2 },
      // Two days ago: yesterday's chats do not count against today.
      { workspaceId: workspace.id, userId: creator.id, type: 'chat', count: 50, createdAt: new Date(now - 2 * 86_400_000) },
    ]);
    const result = await app.graphql<{ viewer: { currentWorkspace: Record<string, unknown> } }>(
      '{ viewer { currentWorkspace { version remainingDays documentLimit memberLimit memberCount invitableCount chatLimitPerDay allowanceLeftToday chatCredits remainingChatsToday } } }',
      { cookie: await app.signIn(creator.id) },
    );
    expect(result.data?.viewer.currentWorkspace).toEqual({
      version: 'TEAM',
      remainingDays: 11,
      documentLimit: 50_000,
      memberLimit: 50,
      memberCount: 1,
      invitableCount: 49,
      chatLimitPerDay: 2_000,
      // The allowance and the earned chats apart, and together (never "2,193 of 2,000").
      allowanceLeftToday: 1_995,
      chatCredits: 198,
      remainingChatsToday: 2_193,
    });
  });
});
