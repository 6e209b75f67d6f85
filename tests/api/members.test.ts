import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const db = () => app.deps.database.db;
const ids = async (cookie: string) =>
  (await app.graphql<{ viewer: { currentMember: { id: string }; currentWorkspace: { id: string } } }>(
    '{ viewer { currentMember { id } currentWorkspace { id } } }',
    { cookie },
  )).data!.viewer;

/** A workspace with one person of each kind, and their cookies and Member IDs. */
async function team(name: string) {
  const { workspace, creator } = await createWorkspaceWithCreator(db(), name);
  const admin = await addMember(db(), workspace.id, 2);
  const member = await addMember(db(), workspace.id, 1);
  const cookies = { creator: await app.signIn(creator.id), admin: await app.signIn(admin.id), member: await app.signIn(member.id) };
  const memberIds = {
    creator: (await ids(cookies.creator)).currentMember.id,
    admin: (await ids(cookies.admin)).currentMember.id,
    member: (await ids(cookies.member)).currentMember.id,
  };
  return { workspace, cookies, memberIds };
}

const typeOf = async (cookie: string, memberId: string) =>
  (await app.graphql<{ node: { wsUserType: string } | null }>('query ($id: ID!) { node(id: $id) { ... on Member { wsUserType } } }', {
    cookie,
    variables: { id: memberId },
  })).data?.node?.wsUserType;

const changeType = (cookie: string | undefined, memberId: string, wsUserType: string) =>
  app.graphql<{ updateMemberType: { __typename: string; message?: string } } | null>(
    'mutation ($id: ID!, $t: WorkspaceUserType!) { updateMemberType(memberId: $id, wsUserType: $t) { __typename ... on Error { message } } }',
    { cookie, variables: { id: memberId, t: wsUserType } },
  );

describe('rights over members (spec section 6)', () => {
  it('lets only the creator change admins, and nobody change the creator in place', async () => {
    const { cookies, memberIds } = await team('Rights Co');
    // An admin cannot demote an admin, promote a member to admin, or touch the creator.
    expect((await changeType(cookies.admin, memberIds.admin, 'MEMBER')).data?.updateMemberType).toEqual({
      __typename: 'ActionError',
      message: '只有创建者可以变更管理员',
    });
    expect((await changeType(cookies.admin, memberIds.member, 'ADMIN')).data?.updateMemberType.__typename).toBe('ActionError');
    expect((await changeType(cookies.admin, memberIds.creator, 'MEMBER')).data?.updateMemberType.message).toMatch(/不能变更创建者/);
    expect(await typeOf(cookies.creator, memberIds.admin)).toBe('ADMIN');
    expect(await typeOf(cookies.creator, memberIds.creator)).toBe('CREATOR');

    // A member cannot change anyone; signed-out callers neither.
    for (const [cookie, code, message] of [
      [cookies.member, 'FORBIDDEN', '没有权限访问该资源'],
      [undefined, 'UNAUTHENTICATED', '401，无访问权限'],
    ] as const) {
      const result = await changeType(cookie, memberIds.member, 'ADMIN');
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    // The creator can.
    expect((await changeType(cookies.creator, memberIds.member, 'ADMIN')).data?.updateMemberType.__typename).toBe('MemberPayload');
    expect(await typeOf(cookies.creator, memberIds.member)).toBe('ADMIN');
  });

  it('removes members at once, within the rights', async () => {
    const { cookies, memberIds } = await team('Removal Co');
    const remove = (cookie: string, id: string) =>
      app.graphql<{ removeMember: { __typename: string } }>('mutation ($id: ID!) { removeMember(memberId: $id) { __typename } }', {
        cookie,
        variables: { id },
      });
    expect((await remove(cookies.admin, memberIds.admin)).data?.removeMember.__typename).toBe('ActionError');
    expect((await remove(cookies.admin, memberIds.creator)).data?.removeMember.__typename).toBe('ActionError');
    expect((await remove(cookies.member, memberIds.admin)).data).toBeNull();

    expect((await remove(cookies.admin, memberIds.member)).data?.removeMember.__typename).toBe('RemoveMemberPayload');
    // Their browsers are signed out with it: nothing of the workspace stays open in them.
    const after = await app.graphql<{ viewer: null }>('{ viewer { currentWorkspace { name } } }', { cookie: cookies.member });
    expect(after.data?.viewer).toBeNull();
  });

  it('transfers the creator role; the former creator stays as admin', async () => {
    const { cookies, memberIds } = await team('Transfer Co');
    const transfer = (cookie: string, id: string) =>
      app.graphql('mutation ($id: ID!) { transferCreator(memberId: $id) { __typename } }', { cookie, variables: { id } });
    expect((await transfer(cookies.admin, memberIds.admin)).data).toBeNull();
    expect((await transfer(cookies.creator, memberIds.member)).data).toEqual({ transferCreator: { __typename: 'MemberPayload' } });
    expect(await typeOf(cookies.member, memberIds.member)).toBe('CREATOR');
    expect(await typeOf(cookies.member, memberIds.creator)).toBe('ADMIN');
  });

  it('shows manage data to admins only', async () => {
    const { cookies } = await team('Manage Data Co');
    const query = '{ viewer { currentWorkspace { name memberCount members(first: 10) { totalCount edges { node { email } } } } } }';
    const asAdmin = await app.graphql<{ viewer: { currentWorkspace: { members: { totalCount: number } } } }>(query, { cookie: cookies.admin });
    expect(asAdmin.data?.viewer.currentWorkspace.members.totalCount).toBe(3);
    const asMember = await app.graphql(query, { cookie: cookies.member });
    expect(asMember.errors?.[0]).toMatchObject({ message: '没有权限访问该资源', extensions: { code: 'FORBIDDEN' } });
    const ok = await app.graphql<{ viewer: { currentWorkspace: { memberCount: number } } }>('{ viewer { currentWorkspace { memberCount } } }', {
      cookie: cookies.member,
    });
    expect(ok.data?.viewer.currentWorkspace.memberCount).toBe(3);
  });

  it('refuses anything of workspace B to a member of workspace A, by global ID', async () => {
    const a = await team('Alpha Co');
    const b = await team('Beta Co');
    expect(await typeOf(a.cookies.creator, b.memberIds.member)).toBeUndefined();
    const change = await changeType(a.cookies.creator, b.memberIds.member, 'ADMIN');
    expect(change.data?.updateMemberType).toEqual({ __typename: 'ActionError', message: '该成员不在此工作空间' });
    expect(await typeOf(b.cookies.creator, b.memberIds.member)).toBe('MEMBER');

    const invitation = await app.graphql<{ createInvitation: { invitation: { id: string } } }>(
      'mutation { createInvitation { ... on CreateInvitationPayload { invitation { id } } } }',
      { cookie: b.cookies.admin },
    );
    const invitationId = invitation.data!.createInvitation.invitation.id;
    const revoke = await app.graphql<{ revokeInvitation: { __typename: string } }>(
      'mutation ($id: ID!) { revokeInvitation(invitationId: $id) { __typename } }',
      { cookie: a.cookies.creator, variables: { id: invitationId } },
    );
    expect(revoke.data?.revokeInvitation.__typename).toBe('ActionError');
    const node = await app.graphql('query ($id: ID!) { node(id: $id) { id } }', { cookie: a.cookies.creator, variables: { id: invitationId } });
    expect(node).toEqual({ data: { node: null } });
  });
});

describe('creating workspaces and adding people', () => {
  it('lets the database decide between two concurrent creations of one name', async () => {
    const [first, second] = await Promise.all([createUser(db()), createUser(db())]);
    const results = await Promise.allSettled([
      createWorkspace(db(), { name: 'Race Co', creator: first }),
      createWorkspace(db(), { name: 'race co', creator: second }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(String((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.key)).toBe('companyNameTaken');
  });

  it('adds people by e-mail: now if they have an account, else at first sign-in; within the member limit', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), 'Limit Co');
    const cookie = await app.signIn(creator.id);
    const existing = await createUser(db());
    const add = (contacts: object[]) =>
      app.graphql<{ addMembers: { __typename: string; added?: number; pending?: number; message?: string } }>(
        'mutation ($c: [MemberContactInput!]!) { addMembers(contacts: $c) { __typename ... on AddMembersPayload { added pending } ... on Error { message } } }',
        { cookie, variables: { c: contacts } },
      );
    expect((await add([{ email: existing.email }, { email: 'later@example.com' }])).data?.addMembers).toEqual({
      __typename: 'AddMembersPayload',
      added: 1,
      pending: 1,
    });
    expect((await add([{ email: 'broken' }])).data?.addMembers.__typename).toBe('ValidationError');

    const seven = Array.from({ length: 7 }, (_, i) => ({ email: `p${i}@limit.example` }));
    expect((await add(seven)).data?.addMembers.pending).toBe(7);
    // 1 creator + 1 member + 8 pending = 10, the free version's limit.
    expect((await add([{ email: 'one.too.many@example.com' }])).data?.addMembers).toEqual({
      __typename: 'ActionError',
      message: '成员数量已达当前版本上限，请升级版本',
    });
    const count = await app.graphql<{ viewer: { currentWorkspace: { invitableCount: number; memberLimit: number } } }>(
      '{ viewer { currentWorkspace { invitableCount memberLimit } } }',
      { cookie },
    );
    expect(count.data?.viewer.currentWorkspace).toEqual({ invitableCount: 0, memberLimit: 10 });
    void workspace;
  });

  it('searches members by name, e-mail and phone, and filters by type and role', async () => {
    const { cookies, memberIds } = await team('Search Co');
    const search = async (args: string) =>
      (await app.graphql<{ viewer: { currentWorkspace: { members: { totalCount: number } } } }>(
        `{ viewer { currentWorkspace { members(first: 10${args}) { totalCount } } } }`,
        { cookie: cookies.admin },
      )).data!.viewer.currentWorkspace.members.totalCount;
    expect(await search(', search: "creator"')).toBe(1);
    expect(await search(', search: "@example.com"')).toBe(3);
    expect(await search(', search: "%"')).toBe(0);
    expect(await search(', wsUserType: ADMIN')).toBe(1);

    const role = await app.graphql<{ createRole: { role: { id: string; members: { id: string }[] } } }>(
      'mutation ($m: [ID!]) { createRole(input: { name: "Finance", description: "Money", memberIds: $m }) { ... on RolePayload { role { id members { id } } } } }',
      { cookie: cookies.admin, variables: { m: [memberIds.member] } },
    );
    const roleId = role.data!.createRole.role.id;
    expect(role.data!.createRole.role.members).toEqual([{ id: memberIds.member }]);
    expect(await search(`, roleId: "${roleId}"`)).toBe(1);

    const duplicate = await app.graphql<{ createRole: { __typename: string; message: string } }>(
      'mutation { createRole(input: { name: "Finance" }) { __typename ... on Error { message } } }',
      { cookie: cookies.admin },
    );
    expect(duplicate.data?.createRole).toEqual({ __typename: 'NameTakenError', message: '该角色名称已存在' });
    const emptied = await app.graphql<{ updateRole: { role: { name: string; members: unknown[] } } }>(
      'mutation ($id: ID!) { updateRole(roleId: $id, input: { name: "Treasury", memberIds: [] }) { ... on RolePayload { role { name members { id } } } } }',
      { cookie: cookies.admin, variables: { id: roleId } },
    );
    expect(emptied.data?.updateRole.role).toEqual({ name: 'Treasury', members: [] });
    const asMember = await app.graphql('mutation { createRole(input: { name: "Sneaky" }) { __typename } }', { cookie: cookies.member });
    expect(asMember.data).toBeNull();
    const deleted = await app.graphql<{ deleteRole: { deletedRoleId: string } }>(
      'mutation ($id: ID!) { deleteRole(roleId: $id) { ... on DeleteRolePayload { deletedRoleId } } }',
      { cookie: cookies.admin, variables: { id: roleId } },
    );
    expect(deleted.data?.deleteRole.deletedRoleId).toBe(roleId);
  });
});
