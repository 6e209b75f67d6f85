import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { wsClient } from '../support/chat.ts';
import { addMember } from '../support/fixtures.ts';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';

type Session = { id: string; browser: string | null; os: string | null; deviceType: string; ip: string | null; lastSeenAt: string; current: boolean };
const SESSIONS = '{ viewer { sessions { id browser os deviceType ip lastSeenAt current } } }';

/**
 * Signed-in devices: a person lists their browsers and signs any of them out (connections close at
 * once); an admin signs a member out everywhere; removing a member ends their sessions, tokens and
 * bot bindings, none of which revives when they come back.
 */
describe('sessions', () => {
  let app: TestApp;
  let now = new Date('2026-11-30T08:00:00Z');
  let workspaceId: string;
  let creator: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock: () => now });
    workspaceId = (await app.deps.database.db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    creator = await app.signIn(await app.demoCreatorId());
  });
  afterAll(() => app?.stop());

  /** Signs a person in from a browser that names itself `userAgent`. */
  const signInFrom = async (userId: string, userAgent: string) => {
    const link = await createSignInLink(app.deps.database.db, userId, now, 5);
    const response = await fetch(`${app.url}/api/auth/link/${link}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  };
  const sessionsOf = async (cookie: string) => (await app.graphql<{ viewer: { sessions: Session[] } }>(SESSIONS, { cookie })).data!.viewer.sessions;
  const signedIn = async (cookie: string) => (await app.graphql<{ viewer: { user: { id: string } } | null }>('{ viewer { user { id } } }', { cookie })).data!.viewer !== null;
  const END = 'mutation ($id: ID!) { endSession(input: { sessionId: $id }) { __typename ... on EndSessionPayload { endedSessionId } ... on Error { message } } }';
  const end = async (cookie: string, id: string) => (await app.graphql<{ endSession: { __typename: string; endedSessionId?: string; message?: string } }>(END, { cookie, variables: { id } })).data!.endSession;

  it('lists the person’s browsers, most recently used first, named as people know them', async () => {
    const person = await addMember(app.deps.database.db, workspaceId);
    const laptop = await signInFrom(person.id, CHROME_MAC);
    now = new Date(now.getTime() + 60_000);
    const phone = await signInFrom(person.id, WECHAT_IPHONE);
    const listed = await sessionsOf(laptop);
    expect(listed.map(({ browser, os, deviceType, current }) => ({ browser, os, deviceType, current }))).toEqual([
      { browser: 'WeChat 8', os: 'iOS 17.1', deviceType: 'MOBILE', current: false },
      { browser: 'Chrome 120', os: 'macOS 10.15.7', deviceType: 'DESKTOP', current: true },
    ]);
    expect(listed[0]!.ip).toMatch(/127\.0\.0\.1/);
    // The other browser sees the same two, itself the current one.
    expect((await sessionsOf(phone)).map((s) => s.current)).toEqual([true, false]);

    // Use is recorded now and then, not at every request: within ten minutes nothing is written.
    const before = (await sessionsOf(laptop)).find((s) => s.current)!.lastSeenAt;
    now = new Date(now.getTime() + 5 * 60_000);
    expect((await sessionsOf(laptop)).find((s) => s.current)!.lastSeenAt).toBe(before);
    now = new Date(now.getTime() + 6 * 60_000);
    await signedIn(laptop);
    const after = await sessionsOf(laptop);
    expect(new Date(after.find((s) => s.current)!.lastSeenAt).getTime()).toBe(now.getTime());
    expect(after[0]!.current).toBe(true);
  });

  it('signs out one browser, or every other one; no one else’s, and not twice', async () => {
    const person = await addMember(app.deps.database.db, workspaceId);
    const stranger = await addMember(app.deps.database.db, workspaceId);
    const [laptop, phone, tablet] = [await signInFrom(person.id, CHROME_MAC), await signInFrom(person.id, WECHAT_IPHONE), await signInFrom(person.id, CHROME_MAC)];
    const strangers = await signInFrom(stranger.id, CHROME_MAC);
    const phoneSession = (await sessionsOf(phone)).find((s) => s.current)!;

    // Another person, or an ID of anything else, ends nothing.
    expect(await end(strangers, phoneSession.id)).toEqual({ __typename: 'ActionError', message: '该登录设备不存在或已退出' });
    expect((await end(laptop, 'not an id')).__typename).toBe('ActionError');
    const memberId = (await app.graphql<{ viewer: { currentMember: { id: string } } }>('{ viewer { currentMember { id } } }', { cookie: laptop })).data!.viewer.currentMember.id;
    expect((await end(laptop, memberId)).__typename).toBe('ActionError');
    expect(await signedIn(phone)).toBe(true);

    expect(await end(laptop, phoneSession.id)).toEqual({ __typename: 'EndSessionPayload', endedSessionId: phoneSession.id });
    expect(await signedIn(phone)).toBe(false);
    expect((await end(laptop, phoneSession.id)).__typename).toBe('ActionError');
    expect((await sessionsOf(laptop)).length).toBe(2);

    const others = await app.graphql<{ endOtherSessions: { endedCount: number } }>('mutation { endOtherSessions { endedCount } }', { cookie: laptop });
    expect(others.data!.endOtherSessions.endedCount).toBe(1);
    expect([await signedIn(laptop), await signedIn(tablet), await signedIn(strangers)]).toEqual([true, false, true]);
    // Its own session too: then it is signed out.
    const own = (await sessionsOf(laptop))[0]!;
    expect((await end(laptop, own.id)).__typename).toBe('EndSessionPayload');
    expect(await signedIn(laptop)).toBe(false);
  });

  it('closes a browser’s open connection the moment its session is ended elsewhere', async () => {
    const person = await addMember(app.deps.database.db, workspaceId);
    const [laptop, phone] = [await signInFrom(person.id, CHROME_MAC), await signInFrom(person.id, WECHAT_IPHONE)];
    const client = wsClient(app, phone);
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const unsubscribe = client.subscribe({ query: 'subscription { workspaceUpdated { id } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    await connected;
    const phoneSession = (await sessionsOf(phone)).find((s) => s.current)!;
    await end(laptop, phoneSession.id);
    expect(await closed).toBe(4401);
    unsubscribe();
    await client.dispose();
  });

  it('keeps sessions to the browser: an access token neither lists nor ends them', async () => {
    const made = await app.graphql<{ createAccessToken: { secret: string } }>(
      'mutation { createAccessToken(input: { name: "会话", scopes: [MANAGE] }) { ... on CreateAccessTokenPayload { secret } } }',
      { cookie: creator },
    );
    const secret = made.data!.createAccessToken.secret;
    const asToken = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: 'mutation { endOtherSessions { endedCount } }' }),
    });
    const body = (await asToken.json()) as { data: unknown; errors?: unknown[] };
    expect(body.errors).toBeDefined();
    expect(await signedIn(creator)).toBe(true);
  });

  const memberIdOf = async (cookie: string) => (await app.graphql<{ viewer: { currentMember: { id: string } } }>('{ viewer { currentMember { id } } }', { cookie })).data!.viewer.currentMember.id;
  const SIGN_OUT = 'mutation ($id: ID!) { signOutMember(memberId: $id) { __typename ... on SignOutMemberPayload { endedSessionCount } ... on Error { message } } }';
  const signOutMember = async (as: string, memberId: string) =>
    (await app.graphql<{ signOutMember: { __typename: string; endedSessionCount?: number; message?: string } }>(SIGN_OUT, { cookie: as, variables: { id: memberId } })).data?.signOutMember;

  it('lets an admin sign a member out everywhere, not someone above them', async () => {
    const db = app.deps.database.db;
    const member = await addMember(db, workspaceId);
    const admin = await addMember(db, workspaceId, 2);
    const [one, two] = [await signInFrom(member.id, CHROME_MAC), await signInFrom(member.id, WECHAT_IPHONE)];
    const adminCookie = await signInFrom(admin.id, CHROME_MAC);
    const memberId = await memberIdOf(one);

    // A member may not; an admin may not sign the creator out.
    expect((await app.graphql(SIGN_OUT, { cookie: one, variables: { id: await memberIdOf(adminCookie) } })).errors).toBeDefined();
    expect((await signOutMember(adminCookie, await memberIdOf(creator)))!.__typename).not.toBe('SignOutMemberPayload');
    expect(await signedIn(creator)).toBe(true);

    expect(await signOutMember(adminCookie, memberId)).toEqual({ __typename: 'SignOutMemberPayload', endedSessionCount: 2 });
    expect([await signedIn(one), await signedIn(two), await signedIn(adminCookie)]).toEqual([false, false, true]);
    // They are still a member, and sign in again.
    expect(await signedIn(await signInFrom(member.id, CHROME_MAC))).toBe(true);
  });

  it('ends a removed member’s sessions, access tokens and bot bindings, none of which revives if they come back', async () => {
    const db = app.deps.database.db;
    const leaver = await addMember(db, workspaceId, 2);
    const cookie = await signInFrom(leaver.id, CHROME_MAC);
    const leaverId = await memberIdOf(cookie);
    const made = await app.graphql<{ createAccessToken: { secret: string } }>(
      'mutation { createAccessToken(input: { name: "离职", scopes: [DOCUMENTS_READ] }) { ... on CreateAccessTokenPayload { secret } } }',
      { cookie },
    );
    const secret = made.data!.createAccessToken.secret;
    const tokenWorks = async () => (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: '{"query":"{ viewer { user { id } } }"}' })).status === 200;
    expect(await tokenWorks()).toBe(true);
    await app.graphql('mutation ($id: ID!) { linkDingTalkStaff(memberId: $id, staffId: "staff-leaver") { __typename } }', { cookie: creator, variables: { id: leaverId } });
    const staffOf = async () =>
      (await app.graphql<{ node: { dingTalkStaffId: string | null } | null }>('query ($id: ID!) { node(id: $id) { ... on Member { dingTalkStaffId } } }', { cookie: creator, variables: { id: leaverId } })).data!.node;
    expect(await staffOf()).toEqual({ dingTalkStaffId: 'staff-leaver' });

    const removed = await app.graphql<{ removeMember: { __typename: string } }>('mutation ($id: ID!) { removeMember(memberId: $id) { __typename } }', { cookie: creator, variables: { id: leaverId } });
    expect(removed.data!.removeMember.__typename).toBe('RemoveMemberPayload');
    expect(await signedIn(cookie)).toBe(false);
    expect(await tokenWorks()).toBe(false);

    // Invited back, they start afresh: the old token stays revoked, the old binding gone.
    await db.insert(workspaceMembers).values({ workspaceId, userId: leaver.id, wsUserType: 2, wsUsername: 'Back' });
    expect(await tokenWorks()).toBe(false);
    expect(await staffOf()).toEqual({ dingTalkStaffId: null });
  });
});
