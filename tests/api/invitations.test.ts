import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';

let app: TestApp;
let mailbox: Mailbox;
let now = new Date('2026-11-22T08:00:00Z');
const later = (days: number) => (now = new Date(now.getTime() + days * 86_400_000));

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://zhiwen.example' }, { clock: () => now });
});
afterAll(async () => {
  await app.stop();
  await mailbox.close();
});

const db = () => app.deps.database.db;

async function invite(cookie: string, args = '') {
  const result = await app.graphql<{ createInvitation: { link: string; invitation: { id: string; state: string; codeHint: string } } }>(
    `mutation { createInvitation${args} { ... on CreateInvitationPayload { link invitation { id state codeHint } } ... on Error { message } } }`,
    { cookie },
  );
  const { link, invitation } = result.data!.createInvitation;
  return { link, invitation, code: link.split('/invitation/')[1]! };
}

const preview = (code: string, cookie?: string) =>
  app.graphql<{ invitation: { workspaceName: string | null; inviterName: string | null; state: string; viewerIsMember?: boolean } | null }>(
    `query ($code: String!) { invitation(code: $code) { workspaceName inviterName state ${cookie ? 'viewerIsMember' : ''} } }`,
    { variables: { code }, cookie },
  );

const accept = (cookie: string, code: string) =>
  app.graphql<{ acceptInvitation: { __typename: string; message?: string; reason?: string; joined?: boolean; viewer?: { currentWorkspace: { name: string } } } }>(
    'mutation ($code: String!) { acceptInvitation(code: $code) { __typename ... on InvitationRefusedError { reason } ... on Error { message } ... on AcceptInvitationPayload { joined viewer { currentWorkspace { name } } } } }',
    { cookie, variables: { code } },
  );

describe('invitations', () => {
  it('makes a random link shown once, previewed publicly, joined after sign-in', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), 'Invite Co');
    const cookie = await app.signIn(creator.id);
    const { link, code, invitation } = await invite(cookie);
    expect(link).toMatch(/^https:\/\/zhiwen\.example\/invitation\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({ state: 'VALID', codeHint: code.slice(0, 6) });

    expect((await preview(code)).data?.invitation).toEqual({ workspaceName: 'Invite Co', inviterName: 'Invite Co creator', state: 'VALID' });
    expect((await preview('nope')).data?.invitation).toBeNull();

    const chatsLeft = async () =>
      (await app.graphql<{ viewer: { currentWorkspace: { remainingChatsToday: number } } }>('{ viewer { currentWorkspace { remainingChatsToday } } }', { cookie }))
        .data!.viewer.currentWorkspace.remainingChatsToday;
    const chatsBefore = await chatsLeft();
    const newcomer = await app.signIn((await createUser(db(), 'Newcomer')).id);
    expect((await accept(newcomer, code)).data?.acceptInvitation).toEqual({
      __typename: 'AcceptInvitationPayload',
      joined: true,
      viewer: { currentWorkspace: { name: 'Invite Co' } },
    });
    // Each person who joins earns the workspace 200 free chats.
    expect(await chatsLeft()).toBe(chatsBefore + 200);
    // Joining twice is harmless, spends nothing and earns nothing, and the answer says it made no
    // member (the page tells a person who joined, not one who already belonged).
    expect((await accept(newcomer, code)).data?.acceptInvitation).toMatchObject({ __typename: 'AcceptInvitationPayload', joined: false });
    expect(await chatsLeft()).toBe(chatsBefore + 200);
    const uses = await app.graphql<{ viewer: { currentWorkspace: { invitations: { edges: { node: { uses: number } }[] } } } }>(
      '{ viewer { currentWorkspace { invitations(first: 10) { edges { node { uses } } } } } }',
      { cookie },
    );
    expect(uses.data?.viewer.currentWorkspace.invitations.edges[0]?.node.uses).toBe(1);
    // Already in: the preview says so (with the workspace), and joining again only opens it.
    expect((await preview(code, newcomer)).data?.invitation).toMatchObject({ workspaceName: 'Invite Co', viewerIsMember: true });
    expect((await preview(code, await app.signIn((await createUser(db())).id))).data?.invitation?.viewerIsMember).toBe(false);
    expect((await accept(newcomer, 'made-up-code')).data?.acceptInvitation).toEqual({
      __typename: 'InvitationRefusedError',
      reason: 'NOT_FOUND',
      message: '获取邀请详情失败',
    });
  });

  it('refuses expired, revoked and used-up links with a clear message', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), 'Closing Co');
    const cookie = await app.signIn(creator.id);
    const person = async () => app.signIn((await createUser(db())).id);

    const once = await invite(cookie, '(maxUses: 1)');
    expect((await accept(await person(), once.code)).data?.acceptInvitation.__typename).toBe('AcceptInvitationPayload');
    expect((await accept(await person(), once.code)).data?.acceptInvitation).toMatchObject({ reason: 'USED_UP', message: '邀请链接的使用次数已用完' });
    // A link that lets nobody in tells its state, and nothing of the workspace or who made it.
    expect((await preview(once.code)).data?.invitation).toEqual({ workspaceName: null, inviterName: null, state: 'USED_UP' });

    const revoked = await invite(cookie);
    const revoke = await app.graphql<{ revokeInvitation: { __typename: string } }>(
      'mutation ($id: ID!) { revokeInvitation(invitationId: $id) { __typename } }',
      { cookie, variables: { id: revoked.invitation.id } },
    );
    expect(revoke.data?.revokeInvitation.__typename).toBe('RevokeInvitationPayload');
    expect((await accept(await person(), revoked.code)).data?.acceptInvitation).toMatchObject({ reason: 'REVOKED', message: '邀请链接已被撤销' });
    expect((await preview(revoked.code)).data?.invitation).toEqual({ workspaceName: null, inviterName: null, state: 'REVOKED' });

    const short = await invite(cookie, '(expiresInDays: 1)');
    later(2);
    expect((await accept(await person(), short.code)).data?.acceptInvitation).toMatchObject({ reason: 'EXPIRED', message: '邀请链接已过期' });
    expect((await preview(short.code)).data?.invitation).toEqual({ workspaceName: null, inviterName: null, state: 'EXPIRED' });
    // The creator, a member, still sees which workspace an expired link was for.
    expect((await preview(short.code, await app.signIn(creator.id))).data?.invitation).toMatchObject({ workspaceName: 'Closing Co', state: 'EXPIRED', viewerIsMember: true });

    const open = await app.graphql<{ viewer: { currentWorkspace: { invitations: { totalCount: number } } } }>(
      '{ viewer { currentWorkspace { invitations(first: 10) { totalCount } } } }',
      { cookie: await app.signIn(creator.id) },
    );
    // Used-up links stay listed (an admin may revoke them); expired and revoked ones do not.
    expect(open.data?.viewer.currentWorkspace.invitations.totalCount).toBe(1);

    const bad = await app.graphql<{ createInvitation: { __typename: string; problems: { field: string }[] } }>(
      'mutation { createInvitation(expiresInDays: 90, maxUses: 0) { __typename ... on ValidationError { problems { field } } } }',
      { cookie: await app.signIn(creator.id) },
    );
    expect(bad.data?.createInvitation.__typename).toBe('ValidationError');
  });

  it('lets two people race for the last use: one gets in', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), 'Race Invite Co');
    const { code } = await invite(await app.signIn(creator.id), '(maxUses: 1)');
    const [a, b] = await Promise.all([app.signIn((await createUser(db())).id), app.signIn((await createUser(db())).id)]);
    const results = await Promise.all([accept(a, code), accept(b, code)]);
    expect(results.map((r) => r.data?.acceptInvitation.__typename).sort()).toEqual(['AcceptInvitationPayload', 'InvitationRefusedError']);
  });

  it('turns an addition by e-mail into a membership at first sign-in', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), 'Pending Co');
    await app.graphql('mutation { addMembers(contacts: [{ email: "first.time@example.com" }]) { __typename } }', {
      cookie: await app.signIn(creator.id),
    });
    await app.rest('POST', '/auth/code', { body: { email: 'first.time@example.com' } });
    const signIn = await app.rest('POST', '/auth/sign_in', {
      body: { email: 'first.time@example.com', code: await mailbox.codeFor('first.time@example.com') },
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const info = await app.rest('GET', '/user/info', { cookie });
    expect(info.body.data.current_workspace).toMatchObject({ name: 'Pending Co', ws_user_type: 1 });
  });
});
