import { expect } from 'vitest';
import type { users } from '../../../bff/src/identity/tables.ts';
import type { TokenAccess } from '../../../bff/src/request/token-scopes.ts';
import type { TestApp } from '../app.ts';
import { installApp, syncAndWait } from '../apps.ts';
import type { FakeFeishu } from '../fake-feishu.ts';
import type { FakeGitHub } from '../fake-github.ts';
import { actingIn, encode, set, SHARED_WORD, type Actor, type Person, type Space } from './actors.ts';

/** What the world lends the source apps: its people and workspaces, and how it records a secret. */
export type SourceWorldParts = {
  app: TestApp;
  github: FakeGitHub;
  feishu: FakeFeishu;
  cookies: Record<Actor, string | undefined>;
  spaces: Record<Space, { id: string }>;
  people: Record<Person, typeof users.$inferSelect>;
  apps: Record<string, string>;
  /** The settings every app of the world is installed with. */
  files: Record<string, unknown>;
  canary: (word: string, label: string, readers: Set<Actor>, tokens: TokenAccess, asMembers?: Set<Actor>, quoted?: boolean) => void;
  globalId: (id: string, label: string, readers: Set<Actor>, tokens: TokenAccess) => void;
  /** Marks a document as having no stored original. */
  noOriginal: (id: string) => void;
  /** Role R of A, which roleA holds: it follows the department too. */
  roleA: string;
};

/**
 * Apps of A "as in the source", whose documents are read by one person, by a team, by a
 * department and by everyone, and the linked source accounts that let them.
 */
export async function addSourceApps({ app, github, feishu, cookies, spaces, people, apps, files, canary, globalId, noOriginal, roleA }: SourceWorldParts) {
  const adminsOfA = set('creatorA', 'adminA');
  // A GitHub app of A "as in the source", one document in each of three repositories: a private
  // one read by memberA alone, whom an admin linked to its one collaborator; a private one read by
  // a team, whose one member an admin linked to roleA; a public one, which every member reads.
  // The app itself is every member's, and its admins manage it without reading what the source
  // keeps from them.
  github.tokens.add('kxghtoken');
  const handbook = (file: string, part: string, whose: string) => new Map([[`${file}.md`, `# ${part} title\n\nThe ${SHARED_WORD} handbook, part ${part}: ${whose}.\n`]]);
  github.repos.set('kxorg/kxrepo', { private: true, files: handbook('kxfilesrca', 'kxdocsrca', 'read by one person'), issues: [], collaborators: ['kxghlogina'] });
  github.repos.set('kxorg/kxteamrepo', { private: true, files: handbook('kxfilesrcteam', 'kxdocsrcteam', 'read by a team'), issues: [], collaborators: [], teams: ['kxteam'] });
  github.teams.set('kxorg/kxteam', { id: 4242, name: 'kxteam', members: ['kxghloginteam'] });
  github.repos.set('kxorg/kxpublicrepo', { private: false, files: handbook('kxfilesrcorg', 'kxdocsrcorg', 'read by everyone'), issues: [] });
  const sourceApp = await installApp(app, cookies.creatorA!, 'github', {
    ...files,
    title: 'kxappsrca',
    authType: 'TOKEN',
    dataPermission: 'AS_IN_SOURCE',
    credentials: { token: 'kxghtoken' },
    settings: { repositories: ['kxorg/kxrepo', 'kxorg/kxteamrepo', 'kxorg/kxpublicrepo'], includeIssues: false },
  });
  apps.srca = sourceApp;
  expect((await syncAndWait(app, cookies.creatorA!, sourceApp)).latestRun).toMatchObject({ status: 'SUCCEEDED', added: 3 });
  const linkedTeam = await app.graphql<{ linkSourceAccount: { __typename: string; sourceAccount: { id: string } } }>(
    'mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) { __typename ... on LinkSourceAccountPayload { sourceAccount { id } } } }',
    { cookie: cookies.creatorA!, variables: { input: { memberId: encode('Member', JSON.stringify([spaces.A.id, people.roleA.id])), provider: 'GITHUB', account: 'kxghloginteam' } } },
  );
  expect(linkedTeam.data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');
  const linked = await app.graphql<{ linkSourceAccount: { __typename: string; sourceAccount: { id: string } } }>(
    'mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) { __typename ... on LinkSourceAccountPayload { sourceAccount { id } } } }',
    { cookie: cookies.creatorA!, variables: { input: { memberId: encode('Member', JSON.stringify([spaces.A.id, people.memberA.id])), provider: 'GITHUB', account: 'kxghlogina' } } },
  );
  expect(linked.data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');
  const sourceRun = await app.graphql<{ node: { latestRun: { id: string } } }>('query ($id: ID!) { node(id: $id) { ... on App { latestRun { id } } } }', {
    cookie: cookies.creatorA!,
    variables: { id: sourceApp },
  });
  const documentOf = async (person: Person, title: string) => {
    const readable = await app.graphql<{ documents: { edges: { node: { id: string; title: string } }[] } }>('{ documents(first: 50) { edges { node { id title } } } }', {
      cookie: cookies[person]!,
    });
    return readable.data!.documents.edges.find((edge) => edge.node.title === title)!.node.id;
  };
  const sourceDocument = await documentOf('memberA', 'kxorg/kxrepo/kxfilesrca.md');
  canary('kxappsrca', 'app srca', set(...actingIn('A')), ['documents:read', 'manage']);
  canary('kxdocsrca', 'document of app srca', set('memberA'), 'documents:read', set('memberA'), true);
  canary('kxfilesrca', 'file of app srca', set('memberA'), 'documents:read', set('memberA'), true);
  canary('kxghlogina', "memberA's GitHub login", set(...adminsOfA, 'memberA'), 'manage');
  globalId(sourceApp, 'app srca', set(...actingIn('A')), ['documents:read', 'manage']);
  globalId(sourceDocument, 'document of app srca', set('memberA'), 'documents:read');
  noOriginal(sourceDocument);
  const sourceOf = async (key: string, title: string, readers: Set<Actor>, reader: Person) => {
    canary(`kxdoc${key}`, `source document read by ${key.slice(3)}`, readers, 'documents:read', readers, true);
    canary(`kxfile${key}`, `source file read by ${key.slice(3)}`, readers, 'documents:read', readers, true);
    const id = await documentOf(reader, title);
    globalId(id, `source document read by ${key.slice(3)}`, readers, 'documents:read');
    noOriginal(id);
  };
  await sourceOf('srcteam', 'kxorg/kxteamrepo/kxfilesrcteam.md', set('roleA'), 'roleA');
  await sourceOf('srcorg', 'kxorg/kxpublicrepo/kxfilesrcorg.md', set(...actingIn('A')), 'memberA');
  canary('kxghloginteam', "roleA's GitHub login", set(...adminsOfA, 'roleA'), 'manage');

  // A Feishu app of A "as in the source": its one document is read by a department, whose one
  // person has roleA's address. (AdminA's answers quote six passages: adminA reads six already.)
  feishu.contacts = {
    departments: [{ id: 'od_kxdept', name: 'kxdeptname', parent: '0' }],
    people: [{ openId: 'ou_kxrolea', name: 'Harbour clerk', department: 'od_kxdept', enterpriseEmail: people.roleA.email! }],
  };
  feishu.spaces = [
    {
      id: 'sp_kx',
      name: 'Harbour space',
      visibility: 'private',
      members: [{ type: 'opendepartmentid', id: 'od_kxdept' }],
      nodes: [{ token: 'kxn1', title: 'kxfilesrcdept', type: 'docx', edit: '1767300000', content: `kxdocsrcdept: the ${SHARED_WORD} handbook, read by a department.` }],
    },
  ];
  const feishuApp = await installApp(app, cookies.creatorA!, 'feishu', {
    title: 'kxappsrcfs',
    authType: 'TOKEN',
    dataPermission: 'AS_IN_SOURCE',
    protectedPermission: 'MATCH_APP',
    autoSync: false,
    credentials: { appId: feishu.app.id, appSecret: feishu.app.secret },
  });
  apps.srcfs = feishuApp;
  expect((await syncAndWait(app, cookies.creatorA!, feishuApp)).latestRun).toMatchObject({ status: 'SUCCEEDED', added: 1 });
  canary('kxappsrcfs', 'app srcfs', set(...actingIn('A')), ['documents:read', 'manage']);
  globalId(feishuApp, 'app srcfs', set(...actingIn('A')), ['documents:read', 'manage']);
  await sourceOf('srcdept', 'kxfilesrcdept', set('roleA'), 'roleA');
  // A source account is its workspace's admins' to see, and its own member's.
  globalId(linkedTeam.data!.linkSourceAccount.sourceAccount.id, "roleA's GitHub account", set(...adminsOfA, 'roleA'), 'manage');
  globalId(sourceRun.data!.node.latestRun.id, 'run of app srca', adminsOfA, 'manage');
  globalId(linked.data!.linkSourceAccount.sourceAccount.id, "memberA's GitHub account", set(...adminsOfA, 'memberA'), 'manage');

  // The department's name, which admins see among the groups the syncs met and on role R, which follows it.
  const followed = await app.graphql<{ setRoleSourceGroup: { __typename: string } }>(
    'mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) { __typename } }',
    { cookie: cookies.creatorA!, variables: { input: { roleId: roleA, sourceGroup: 'feishu:department:od_kxdept' } } },
  );
  expect(followed.data!.setRoleSourceGroup.__typename).toBe('RolePayload');
  canary('kxdeptname', "A's Feishu department's name", adminsOfA, 'manage');
}
