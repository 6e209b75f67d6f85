import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';

/**
 * A SCIM client written from RFC 7643/7644's own examples and the request shapes Okta and
 * Microsoft Entra ID document, provisioning and deprovisioning through the real endpoint.
 */
let app: TestApp;
let adminCookie: string;
let token: string;
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

type Answer = { status: number; type: string | null; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function scim(method: string, path: string, body?: unknown, secret: string | null = token, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app.url}/scim/v2${path}`, {
    method,
    headers: {
      ...(secret && { authorization: `Bearer ${secret}` }),
      ...(body !== undefined && { 'content-type': 'application/scim+json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: text ? JSON.parse(text) : {} };
}

const rotate = async (cookie: string) => {
  const rotated = await app.graphql<{ rotateScimToken: { secret: string; provisioning: { tokenHint: string; endpoint: string } } }>(
    'mutation { rotateScimToken { ... on RotateScimTokenPayload { secret provisioning { tokenHint endpoint } } } }',
    { cookie },
  );
  expect(rotated.errors).toBeUndefined();
  return rotated.data!.rotateScimToken;
};

const memberEmails = async () => {
  const listed = await app.graphql<{ viewer: { currentWorkspace: { members: { edges: { node: { email: string | null } }[] } } } }>(
    '{ viewer { currentWorkspace { members(first: 100) { edges { node { email } } } } } }',
    { cookie: adminCookie },
  );
  return listed.data!.viewer.currentWorkspace.members.edges.map((edge) => edge.node.email);
};

/** RFC 7643 §8.2: the full representation of a User (Babs Jensen), as the RFC writes it. */
const babs = {
  schemas: [USER_SCHEMA],
  externalId: '701984',
  userName: 'bjensen@example.com',
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: 'Jensen', givenName: 'Barbara', middleName: 'Jane', honorificPrefix: 'Ms.', honorificSuffix: 'III' },
  displayName: 'Babs Jensen',
  nickName: 'Babs',
  profileUrl: 'https://login.example.com/bjensen',
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  phoneNumbers: [{ value: '+1 555-555-5555', type: 'work' }],
  userType: 'Employee',
  title: 'Tour Guide',
  preferredLanguage: 'en-US',
  locale: 'en-US',
  timezone: 'America/Los_Angeles',
  active: true,
  password: 't1meMa$heen',
};

/** Okta's "Create User" request (Okta SCIM 2.0 guide). */
const oktaUser = (login: string) => ({
  schemas: [USER_SCHEMA],
  userName: login,
  name: { givenName: 'Test', familyName: 'User' },
  emails: [{ primary: true, value: login, type: 'work' }],
  displayName: 'Test User',
  locale: 'en-US',
  externalId: `00u${login.length}okta`,
  groups: [],
  password: '1mz050nq',
  active: true,
});

/** Microsoft Entra ID's "Create User" request (its SCIM provisioning guide), with the enterprise extension. */
const entraUser = (login: string) => ({
  schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
  externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
  userName: login,
  active: true,
  emails: [{ primary: true, type: 'work', value: login }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { employeeNumber: '701984', department: 'Tour Operations' },
});

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await app.signIn(await app.demoCreatorId());
  token = (await rotate(adminCookie)).secret;
});
afterAll(async () => {
  await app?.stop();
});

describe('SCIM 2.0 provisioning', () => {
  it('shows admins the endpoint and the token’s ending, and refuses every other credential', async () => {
    const shown = await app.graphql<{ viewer: { currentWorkspace: { scimProvisioning: { endpoint: string; tokenHint: string } } } }>(
      '{ viewer { currentWorkspace { scimProvisioning { endpoint tokenHint } } } }',
      { cookie: adminCookie },
    );
    expect(shown.data!.viewer.currentWorkspace.scimProvisioning).toEqual({ endpoint: `${app.deps.config.publicUrl}/scim/v2`, tokenHint: `zwscim_…${token.slice(-4)}` });
    for (const secret of [null, 'zwscim_not-a-token', 'zwt_an-access-token', token.toUpperCase()]) {
      const refused = await scim('GET', '/Users', undefined, secret);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
    }
    // Judged before anything else: a bad filter without a token is a 401 too.
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('(((')}`, undefined, null)).status).toBe(401);
    // A signed-in browser is no identity provider.
    const withCookie = await fetch(`${app.url}/scim/v2/Users`, { headers: { cookie: adminCookie } });
    expect(withCookie.status).toBe(401);
  });

  it('tells what it supports: ServiceProviderConfig, Schemas, ResourceTypes', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.type).toMatch(/^application\/scim\+json/);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false }, etag: { supported: false } });
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.Resources.map((schema: { id: string }) => schema.id)).toEqual(expect.arrayContaining([USER_SCHEMA, GROUP_SCHEMA]));
    expect((await scim('GET', `/Schemas/${USER_SCHEMA}`)).body.attributes.map((a: { name: string }) => a.name)).toContain('userName');
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources.map((type: { endpoint: string }) => type.endpoint)).toEqual(expect.arrayContaining(['/Users', '/Groups']));
  });

  it('creates the RFC’s Babs Jensen as a member, answers her back, and refuses her twice', async () => {
    const created = await scim('POST', '/Users', babs);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userName: 'bjensen@example.com', externalId: '701984', displayName: 'Babs Jensen', active: true, title: 'Tour Guide' });
    expect(created.body.password).toBeUndefined();
    expect(created.body.meta.location).toBe(`${app.deps.config.publicUrl}/scim/v2/Users/${created.body.id}`);
    expect(await memberEmails()).toContain('bjensen@example.com');
    expect((await scim('GET', `/Users/${created.body.id}`)).body.name.givenName).toBe('Barbara');

    const again = await scim('POST', '/Users', { ...babs, userName: 'BJENSEN@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');
    const { db } = app.deps.database;
    const added = await db.select().from(auditEntries).where(eq(auditEntries.action, 'member.added'));
    expect(added.find((entry) => entry.objectLabel === 'Babs Jensen')).toMatchObject({ actorKind: 'system', actorName: 'SCIM' });
  });

  it('finds people as Okta does (userName eq, pages), and pages through the list', async () => {
    const none = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "ronald@example.com"')}&startIndex=1&count=100`);
    expect(none.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, Resources: [] });
    for (const login of ['ronald@example.com', 'ruth@example.com', 'rhea@example.com']) expect((await scim('POST', '/Users', oktaUser(login))).status).toBe(201);
    const found = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "Ronald@Example.com"')}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0]).toMatchObject({ userName: 'ronald@example.com', name: { givenName: 'Test', familyName: 'User' } });
    const page = await scim('GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ startIndex: 2, itemsPerPage: 2, totalResults: 4 });
    expect(page.body.Resources.map((user: { userName: string }) => user.userName)).toEqual(['ronald@example.com', 'ruth@example.com']);
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('(userName eq "x"')}`)).status).toBe(400);
  });

  it('deactivates as Okta and Entra ID do: the person leaves at once with their sessions and tokens, and comes back when reactivated', async () => {
    const created = (await scim('POST', '/Users', entraUser('adele@example.com'))).body;
    expect(created['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']).toMatchObject({ department: 'Tour Operations' });
    const { db } = app.deps.database;
    const [person] = await db.query.users.findMany({ where: { email: 'adele@example.com' } });
    // An admin, who has made an access token of her own.
    const listed = await app.graphql<{ viewer: { currentWorkspace: { members: { edges: { node: { id: string } }[] } } } }>(
      '{ viewer { currentWorkspace { members(first: 1, search: "adele@example.com") { edges { node { id } } } } } }',
      { cookie: adminCookie },
    );
    const memberId = listed.data!.viewer.currentWorkspace.members.edges[0]!.node.id;
    await app.graphql('mutation ($id: ID!) { updateMemberType(memberId: $id, wsUserType: ADMIN) { __typename } }', { cookie: adminCookie, variables: { id: memberId } });
    const cookie = await app.signIn(person!.id);
    await app.graphql('mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { __typename } }', { cookie, variables: { id: await workspaceGlobalId() } });
    const made = await app.graphql<{ createAccessToken: { secret: string } }>(
      'mutation { createAccessToken(input: { name: "mine", scopes: [DOCUMENTS_READ] }) { ... on CreateAccessTokenPayload { secret } } }',
      { cookie },
    );
    expect(made.errors).toBeUndefined();
    const accessToken = made.data!.createAccessToken.secret;
    expect((await fetch(`${app.url}/v1/models`, { headers: { authorization: `Bearer ${accessToken}` } })).status).not.toBe(401);

    // Entra ID: PascalCase op, a path, and the boolean as a string.
    const entra = await scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(entra.status).toBe(200);
    expect(entra.body.active).toBe(false);
    expect(await memberEmails()).not.toContain('adele@example.com');
    expect((await app.rest('GET', '/user/info', { cookie })).status).toBe(401);
    expect((await fetch(`${app.url}/v1/models`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);
    expect((await scim('GET', `/Users/${created.id}`)).body.active).toBe(false);

    // Okta: a value object, no path. Reactivated, she is a member again.
    const okta = await scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(okta.body.active).toBe(true);
    expect(await memberEmails()).toContain('adele@example.com');

    // Entra ID's attribute updates; then Okta's PUT of the whole user.
    const renamed = await scim('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Add', path: 'displayName', value: 'Adele Vance' },
        { op: 'Replace', path: 'name.familyName', value: 'Vance' },
      ],
    });
    expect(renamed.body).toMatchObject({ displayName: 'Adele Vance', name: { familyName: 'Vance' } });
    const replaced = await scim('PUT', `/Users/${created.id}`, { ...oktaUser('adele@example.com'), active: false });
    expect(replaced.body).toMatchObject({ active: false, displayName: 'Test User' });
    expect(await memberEmails()).not.toContain('adele@example.com');
  });

  it('pushes groups whose people hold the roles that follow them, as Entra ID and Okta change them', async () => {
    const ids = Object.fromEntries(
      ((await scim('GET', '/Users')).body.Resources as { id: string; userName: string }[]).map((user) => [user.userName, user.id]),
    ) as Record<string, string>;
    const group = await scim('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'Tour Guides', externalId: 'g-1', members: [{ value: ids['bjensen@example.com'] }] });
    expect(group.status).toBe(201);
    expect(group.body.members).toEqual([{ value: ids['bjensen@example.com'], display: 'Babs Jensen' }]);

    const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "导游" }) { ... on RolePayload { role { id } } } }', { cookie: adminCookie });
    await app.graphql('mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) { __typename } }', {
      cookie: adminCookie,
      variables: { input: { roleId: made.data!.createRole.role.id, sourceGroup: `scim:group:${group.body.id}` } },
    });
    const rolesOf = async (email: string) => {
      const listed = await app.graphql<{ viewer: { currentWorkspace: { members: { edges: { node: { email: string; rolesThroughSourceGroups: { roleName: string }[] } }[] } } } }>(
        '{ viewer { currentWorkspace { members(first: 100) { edges { node { email rolesThroughSourceGroups { roleName } } } } } } }',
        { cookie: adminCookie },
      );
      return listed.data!.viewer.currentWorkspace.members.edges.find((edge) => edge.node.email === email)?.node.rolesThroughSourceGroups.map((role) => role.roleName);
    };
    expect(await rolesOf('bjensen@example.com')).toEqual(['导游']);

    // Entra ID adds a member; Okta removes one by a filtered path and renames the group.
    await scim('PATCH', `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ value: ids['ruth@example.com'] }] }] });
    expect(await rolesOf('ruth@example.com')).toEqual(['导游']);
    const removed = await scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'remove', path: `members[value eq "${ids['bjensen@example.com']}"]` },
        { op: 'replace', value: { id: group.body.id, displayName: 'Senior Tour Guides' } },
      ],
    });
    expect([200, 204]).toContain(removed.status);
    const read = (await scim('GET', `/Groups/${group.body.id}`)).body;
    expect(read).toMatchObject({ displayName: 'Senior Tour Guides', members: [{ value: ids['ruth@example.com'] }] });
    expect(await rolesOf('bjensen@example.com')).toEqual([]);
    expect((await scim('GET', `/Users/${ids['ruth@example.com']}`)).body.groups).toEqual([{ value: group.body.id, display: 'Senior Tour Guides' }]);

    expect((await scim('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'Ghosts', members: [{ value: '00000000-0000-4000-8000-000000000000' }] })).status).toBe(400);
    expect((await scim('DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
    expect(await rolesOf('ruth@example.com')).toEqual([]);
    expect((await scim('GET', `/Groups/${group.body.id}`)).status).toBe(404);
  });

  it('deletes a person: gone from the workspace and from SCIM', async () => {
    const [ruth] = (await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "ruth@example.com"')}`)).body.Resources;
    expect((await scim('DELETE', `/Users/${ruth.id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${ruth.id}`)).status).toBe(404);
    expect((await scim('DELETE', `/Users/${ruth.id}`)).status).toBe(404);
    expect(await memberEmails()).not.toContain('ruth@example.com');
  });

  it('answers bad requests with SCIM errors, never a 500', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/Users', { schemas: [USER_SCHEMA] }, 400],
      ['POST', '/Users', '{"userName": ', 400],
      ['POST', '/Users', { schemas: [USER_SCHEMA], userName: 'x'.repeat(300), emails: [{ value: 'long@example.com' }] }, 400],
      ['POST', '/Users', { schemas: [USER_SCHEMA], userName: 'nul\u0000@example.com' }, 400],
      ['POST', '/Users', { schemas: [USER_SCHEMA], userName: 'no-contact' }, 400],
      ['POST', '/Users', [], 400],
      ['GET', '/Users/not-a-uuid', undefined, 404],
      ['GET', '/Users/00000000-0000-4000-8000-000000000000', undefined, 404],
      ['PUT', '/Users/00000000-0000-4000-8000-000000000000', oktaUser('ghost@example.com'), 404],
      ['PATCH', '/Users/00000000-0000-4000-8000-000000000000', { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] }, 404],
      ['GET', `/Users?filter=${encodeURIComponent('userName zz "x"')}`, undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await scim(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(status);
      expect(answer.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
    }
  });

  it('keeps each workspace’s people to its own token, and never deprovisions the creator', async () => {
    const { db } = app.deps.database;
    const other = await createWorkspaceWithCreator(db, 'SCIM 别家');
    const otherToken = (await rotate(await app.signIn(other.creator.id))).secret;
    const [babsHere] = (await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen@example.com"')}`)).body.Resources;
    expect((await scim('GET', `/Users/${babsHere.id}`, undefined, otherToken)).status).toBe(404);
    expect((await scim('GET', '/Users', undefined, otherToken)).body.totalResults).toBe(0);
    expect((await scim('DELETE', `/Users/${babsHere.id}`, undefined, otherToken)).status).toBe(404);

    const creator = await scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: other.creator.email }, otherToken);
    expect(creator.status).toBe(201);
    const refused = await scim('PATCH', `/Users/${creator.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] }, otherToken);
    expect(refused.status).toBe(403);
  });

  it('stops at once when the token is replaced or revoked', async () => {
    const old = token;
    token = (await rotate(adminCookie)).secret;
    expect((await scim('GET', '/Users', undefined, old)).status).toBe(401);
    expect((await scim('GET', '/Users')).status).toBe(200);
    const revoked = await app.graphql('mutation { revokeScimToken { ... on RevokeScimTokenPayload { provisioning { tokenHint } } } }', { cookie: adminCookie });
    expect(revoked.data).toEqual({ revokeScimToken: { provisioning: { tokenHint: null } } });
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});

async function workspaceGlobalId() {
  const current = await app.graphql<{ viewer: { currentWorkspace: { id: string } } }>('{ viewer { currentWorkspace { id } } }', { cookie: adminCookie });
  return current.data!.viewer.currentWorkspace.id;
}
