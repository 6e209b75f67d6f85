import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { loadLdapConfig } from '../../bff/src/identity/ldap/config.ts';
import { signInToDirectory } from '../../bff/src/identity/ldap/directory.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { READER_DN, READER_PASSWORD, startSlapd, SUFFIX } from '../support/slapd.ts';

const PEOPLE = `ou=people,${SUFFIX}`;
const GROUPS = `ou=groups,${SUFFIX}`;
const ENGINEERING = `cn=Engineering,${GROUPS}`;
const dnOf = (uid: string) => `uid=${uid},${PEOPLE}`;

/** People: alice (e-mail, in Engineering), bob (a mobile number only), dave (neither), and a decoy in every group. */
const ENTRIES = `
dn: ${PEOPLE}
objectClass: organizationalUnit
ou: people

dn: ${GROUPS}
objectClass: organizationalUnit
ou: groups

dn: ${dnOf('alice')}
objectClass: inetOrgPerson
uid: alice
cn: Alice Li
sn: Li
displayName: 李爱丽
mail: Alice.Li@Example.com
userPassword: alice-password

dn: ${dnOf('bob')}
objectClass: inetOrgPerson
uid: bob
cn: Bob
sn: Wang
mobile: +86 139 0000 0002
userPassword: bob-password

dn: ${dnOf('dave')}
objectClass: inetOrgPerson
uid: dave
cn: Dave
sn: Zhou
userPassword: dave-password

dn: ${dnOf('decoy')}
objectClass: inetOrgPerson
uid: decoy
cn: Decoy
sn: Decoy
mail: decoy@example.com
userPassword: decoy-password

dn: ${ENGINEERING}
objectClass: groupOfNames
cn: Engineering
member: ${dnOf('alice')}
member: ${dnOf('decoy')}

dn: cn=Finance,${GROUPS}
objectClass: groupOfNames
cn: Finance
member: ${dnOf('decoy')}
`;

let slapd: Awaited<ReturnType<typeof startSlapd>>;
let app: TestApp;
let adminCookie: string;
let workspaceId: string;
let workspaceGlobalId: string;

const directoryEnv = () => ({
  LDAP_URL: slapd.url,
  LDAP_START_TLS: 'true',
  LDAP_TLS_CA_FILE: slapd.caFile,
  LDAP_BIND_DN: READER_DN,
  LDAP_BIND_PASSWORD: READER_PASSWORD,
  LDAP_USER_BASE_DN: PEOPLE,
  LDAP_GROUP_BASE_DN: GROUPS,
  LDAP_NAME: '公司目录',
});

const signIn = (username: string, password: string, language = 'zh-CN') =>
  fetch(`${app.url}/api/auth/ldap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ username, password, callback_url: '/search' }),
  });

const cookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('sid='))?.split(';')[0];

beforeAll(async () => {
  slapd = await startSlapd(ENTRIES);
  app = await startTestApp(directoryEnv());
  adminCookie = await app.signIn(await app.demoCreatorId());
  const { db } = app.deps.database;
  workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
  const current = await app.graphql<{ viewer: { currentWorkspace: { id: string } } }>('{ viewer { currentWorkspace { id } } }', { cookie: adminCookie });
  workspaceGlobalId = current.data!.viewer.currentWorkspace.id;
});
afterAll(async () => {
  await app?.stop();
  await slapd?.close();
});

describe('signing in with the company directory (LDAP, StartTLS)', () => {
  it('is offered on the sign-in page under its name', async () => {
    expect((await app.rest('GET', '/auth/providers')).body.data).toEqual({ oidc: null, ldap: { name: '公司目录' }, workplace: [] });
  });

  it('signs a new person up by the directory’s e-mail address, then holds a role that follows their group until they leave it', async () => {
    // The admin adds alice by address before she ever signs in, and lets a role follow Engineering.
    const added = await app.graphql<{ addMembers: { __typename: string } }>(
      'mutation { addMembers(contacts: [{ email: "alice.li@example.com" }]) { __typename } }',
      { cookie: adminCookie },
    );
    expect(added.errors).toBeUndefined();
    const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "工程师" }) { ... on RolePayload { role { id } } } }', {
      cookie: adminCookie,
    });
    const roleId = made.data!.createRole.role.id;
    const set = await app.graphql<{ setRoleSourceGroup: { __typename: string } }>(
      'mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) { __typename } }',
      // Typed as the directory spells it: DNs compare without case.
      { cookie: adminCookie, variables: { input: { roleId, sourceGroup: `ldap:group:${ENGINEERING}` } } },
    );
    expect(set.data!.setRoleSourceGroup.__typename).toBe('RolePayload');

    const response = await signIn('alice', 'alice-password');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toEqual({ is_active: false, redirect_url: '/guide?callback_url=%2Fsearch' });
    const cookie = cookieOf(response)!;
    const info = (await app.rest('GET', '/user/info', { cookie })).body.data;
    expect(info).toMatchObject({ email: 'alice.li@example.com', display_name: '李爱丽' });

    const rolesOfAlice = async () => {
      const MEMBERS = '{ viewer { currentWorkspace { members(first: 50) { edges { node { email rolesThroughSourceGroups { roleName groupName } } } } } } }';
      const listed = await app.graphql<{ viewer: { currentWorkspace: { members: { edges: { node: { email: string | null; rolesThroughSourceGroups: unknown[] } }[] } } } }>(MEMBERS, {
        cookie: adminCookie,
      });
      expect(listed.errors).toBeUndefined();
      return listed.data!.viewer.currentWorkspace.members.edges.find((edge) => edge.node.email === 'alice.li@example.com')!.node.rolesThroughSourceGroups;
    };
    expect(await rolesOfAlice()).toEqual([{ roleName: '工程师', groupName: 'Engineering' }]);
    const groups = await app.graphql<{ viewer: { currentWorkspace: { sourceGroups: unknown[] } } }>('{ viewer { currentWorkspace { sourceGroups(search: "ldap:") { principal provider name memberCount } } } }', {
      cookie: adminCookie,
    });
    expect(groups.data!.viewer.currentWorkspace.sourceGroups).toEqual([
      { principal: `ldap:group:${ENGINEERING.toLowerCase()}`, provider: 'LDAP', name: 'Engineering', memberCount: 1 },
    ]);

    // She works in the workspace from now on, and leaves Engineering in the directory: her next
    // sign-in drops the role, and is recorded there with the way she signed in.
    const switched = await app.graphql<{ switchWorkspace: { __typename: string } }>('mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { __typename } }', {
      cookie,
      variables: { id: workspaceGlobalId },
    });
    expect(switched.errors).toBeUndefined();
    await slapd.modify(ENGINEERING, 'delete', 'member', [dnOf('alice')]);
    expect((await signIn('alice', 'alice-password')).status).toBe(200);
    expect(await rolesOfAlice()).toEqual([]);
    const { db } = app.deps.database;
    const entries = await db.select().from(auditEntries).where(eq(auditEntries.workspaceId, workspaceId));
    expect(entries.filter((entry) => entry.action === 'session.signed_in' && (entry.detail as { method?: string }).method === 'ldap')).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown name alike, and records the failure for a known person', async () => {
    const wrong = await signIn('alice', 'not-her-password');
    const unknown = await signIn('nobody', 'whatever');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('用户名或密码错误');
      expect(cookieOf(response)).toBeUndefined();
    }
    expect((await (await signIn('alice', 'nope', 'en')).json()).message).toBe('The user name or password is wrong');
    const { db } = app.deps.database;
    const failed = await db.select().from(auditEntries).where(eq(auditEntries.action, 'session.sign_in_failed'));
    expect(failed.map((entry) => entry.detail)).toContainEqual({ method: 'ldap', reason: 'directorySignInRefused' });
  });

  it('never takes an empty password for an anonymous bind, and names each missing field', async () => {
    const response = await signIn('alice', '');
    expect(response.status).toBe(400);
    expect((await response.json()).data.errors).toEqual({ password: '请输入密码' });
    const neither = await signIn('  ', '');
    expect((await neither.json()).data.errors).toEqual({ username: '请输入用户名', password: '请输入密码' });
  });

  it('finds no one through LDAP filter syntax in the name', async () => {
    // Each would match alice or everyone if it reached the filter unescaped; with her password or the decoy's.
    const hostile = ['*', 'a*', 'alice)(uid=*', '*)(uid=*))(|(uid=*', 'alice)(|(objectClass=*)', '\\2a', 'alice\\00', '(uid=alice)', 'alice*'];
    for (const username of hostile) {
      for (const password of ['alice-password', 'decoy-password']) {
        const response = await signIn(username, password);
        expect(response.status, username).toBe(400);
      }
    }
  });

  it('tells a locked account from a wrong password, and lets it in again once unlocked', async () => {
    await slapd.modify(dnOf('alice'), 'add', 'pwdAccountLockedTime', ['000001010000Z']);
    const locked = await signIn('alice', 'alice-password');
    expect(locked.status).toBe(403);
    expect((await locked.json()).message).toBe('该目录账号已被锁定或停用，请联系公司的目录管理员');
    await slapd.modify(dnOf('alice'), 'delete', 'pwdAccountLockedTime', []);
    expect((await signIn('alice', 'alice-password')).status).toBe(200);
  });

  it('signs a person in by the directory’s mobile number, and refuses one with neither address', async () => {
    const bob = await signIn('bob', 'bob-password');
    expect(bob.status).toBe(200);
    const info = (await app.rest('GET', '/user/info', { cookie: cookieOf(bob)! })).body.data;
    expect(info).toMatchObject({ country_code: '+86', phone: '13900000002', email: null, display_name: 'Bob' });

    const dave = await signIn('dave', 'dave-password');
    expect(dave.status).toBe(403);
    expect((await dave.json()).message).toContain('没有邮箱或手机号');
    const { db } = app.deps.database;
    expect(await db.$count(users, eq(users.displayName, 'Dave'))).toBe(0);
  });

  it('says the directory is unreachable while it is down, while other ways of signing in still work', async () => {
    await slapd.stop();
    try {
      const response = await signIn('alice', 'alice-password');
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe('目录服务暂时无法连接，请稍后重试，或使用验证码登录');
      const cookie = await app.signIn(await app.demoCreatorId());
      expect((await app.rest('GET', '/user/info', { cookie })).status).toBe(200);
    } finally {
      await slapd.start();
    }
    expect((await signIn('alice', 'alice-password')).status).toBe(200);
  });
});

describe('the directory over LDAPS, below the HTTP surface', () => {
  const config = (env: Record<string, string>) => loadLdapConfig({ ...directoryEnv(), LDAP_START_TLS: '', ...env })!;

  it('signs in over LDAPS with the configured CA, reading groups from the person’s entry', async () => {
    const answer = await signInToDirectory(config({ LDAP_URL: slapd.secureUrl, LDAP_GROUP_BASE_DN: '' }), 'bob', 'bob-password');
    expect(answer).toMatchObject({ outcome: 'signed_in', person: { login: 'bob', phone: '+86 139 0000 0002', groups: [] } });
    expect((answer as { person: { externalId: string } }).person.externalId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a directory whose certificate the CA does not vouch for', async () => {
    await expect(signInToDirectory(config({ LDAP_URL: slapd.secureUrl, LDAP_TLS_CA_FILE: '' }), 'bob', 'bob-password')).rejects.toThrow(/could not find the person/);
  });

  it('refuses a service account the directory refuses as unavailable, not as the person’s fault', async () => {
    await expect(signInToDirectory(config({ LDAP_BIND_PASSWORD: 'wrong' }), 'bob', 'bob-password')).rejects.toThrow(/could not find the person/);
  });

  it('refuses configurations that would send passwords in the clear or cannot work', () => {
    expect(() => loadConfig({ LDAP_URL: 'ldap://directory.example.com', LDAP_USER_BASE_DN: PEOPLE })).toThrow(/LDAP_START_TLS: must be true/);
    expect(() => loadConfig({ LDAP_URL: 'https://directory.example.com' })).toThrow(/LDAP_URL: must be an ldap:\/\/ or ldaps:\/\/ URL\n {2}LDAP_USER_BASE_DN: required/);
    expect(() => loadConfig({ LDAP_URL: 'ldaps://directory.example.com', LDAP_USER_BASE_DN: PEOPLE, LDAP_BIND_DN: READER_DN })).toThrow(/LDAP_BIND_PASSWORD: required/);
    expect(() => loadConfig({ LDAP_URL: 'ldaps://directory.example.com', LDAP_USER_BASE_DN: PEOPLE, LDAP_USER_FILTER: '(uid=*)' })).toThrow(/must hold \{username\}/);
    expect(loadConfig({}).ldap).toBeUndefined();
  });
});
