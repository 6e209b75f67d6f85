import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { installApp, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeFeishu, type FakeFeishu } from '../support/fake-feishu.ts';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';

type Person = { externalId: string; name: string; handle: string | null; email: string | null; status: string };
type Directory = { truncated: boolean; problem: string | null; people: Person[] } | null;
type DirectoryApps = { totalCount: number; edges: { node: { title: string; platform: string; peopleDirectory: Directory } }[] };

const TOKEN_INPUT = { authType: 'TOKEN', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };

const DIRECTORY_APPS = `{ viewer { currentWorkspace { directoryApps(first: 10) { totalCount edges { node {
  title platform peopleDirectory { truncated problem people { externalId name handle email status } }
} } } } } }`;

let app: TestApp;
let github: FakeGitHub;
let feishu: FakeFeishu;
let yuque: FakeYuque;

beforeAll(async () => {
  [github, feishu, yuque] = await Promise.all([startFakeGitHub(), startFakeFeishu(), startFakeYuque()]);
  app = await startTestApp({ GITHUB_API_URL: github.url, GITHUB_WEB_URL: github.url, FEISHU_API_URL: feishu.url, YUQUE_API_URL: yuque.url });
});
afterAll(async () => {
  await app?.stop();
  await Promise.all([github?.close(), feishu?.close(), yuque?.close()]);
});

const db = () => app.deps.database.db;

async function directories(cookie: string) {
  const result = await app.graphql<{ viewer: { currentWorkspace: { directoryApps: DirectoryApps } } }>(DIRECTORY_APPS, { cookie });
  expect(result.errors).toBeUndefined();
  const apps = result.data!.viewer.currentWorkspace.directoryApps;
  return { apps, byTitle: Object.fromEntries(apps.edges.map((e) => [e.node.title, e.node.peopleDirectory])) };
}

const statusByName = (directory: Directory) => Object.fromEntries(directory!.people.map((p) => [p.name, p.status]));

describe('importing members from an app’s directory', () => {
  it('lists the people of GitHub organisations, Feishu contacts and Yuque groups, with where each stands', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), 'Directory Co');
    const cookie = await app.signIn(creator.id);
    // Someone already in the workspace, whom GitHub lists with the same address (in capitals).
    const colleague = await addMember(db(), workspace.id);

    github.tokens.add('ghp_directory');
    github.orgs.set('acme', ['alice', 'bob', 'carol', 'dave', 'erin']);
    github.users.set('alice', { name: 'Alice Liddell', email: 'Alice@Acme.example' });
    github.users.set('bob', { name: null, email: null });
    github.users.set('carol', { name: 'Carol', email: colleague.email!.toUpperCase() });
    github.users.set('dave', { name: 'Dave', email: 'not an address' });
    github.users.set('erin', { name: 'Erin', email: 'erin@acme.example' });
    await installApp(app, cookie, 'github', {
      ...TOKEN_INPUT,
      title: 'Acme on GitHub',
      credentials: { token: 'ghp_directory' },
      // `solo` is a person, not an organisation: nobody to list there.
      settings: { repositories: ['acme/handbook', 'solo/notes', 'acme/wiki'] },
    });

    feishu.contacts = {
      departments: [
        { id: 'od-sales', name: '销售部', parent: '0' },
        { id: 'od-east', name: '华东区', parent: 'od-sales' },
      ],
      people: [
        { openId: 'ou_1', name: '张三', department: '0', email: 'zhang.san@qq.example', enterpriseEmail: 'zhangsan@corp.example' },
        { openId: 'ou_2', name: '李四', department: 'od-sales', email: 'lisi@corp.example' },
        { openId: 'ou_3', name: '王五', department: 'od-east' },
        { openId: 'ou_4', name: '赵六', department: 'od-east', email: 'zhaoliu@corp.example', resigned: true },
      ],
    };
    await installApp(app, cookie, 'feishu', { ...TOKEN_INPUT, title: '飞书通讯录', credentials: { appId: feishu.app.id, appSecret: feishu.app.secret } });

    yuque.tokens.add('yuque-directory');
    yuque.groups.set('team', [
      { login: 'xiaoming', name: '小明' },
      { login: 'xiaohong', name: '小红' },
      { login: 'xiaogang', name: '小刚' },
    ]);
    await installApp(app, cookie, 'yuque', {
      ...TOKEN_INPUT,
      title: '团队语雀',
      credentials: { token: 'yuque-directory' },
      settings: { books: ['team/handbook', 'someone/diary'] },
    });

    // Apps without a directory, and a member's own GitHub app, are not offered.
    await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: 'Website', settings: { startUrls: ['https://example.com/'], delayMs: 0 } });
    await installApp(app, cookie, 'github', { ...TOKEN_INPUT, title: 'My own GitHub', credentials: { token: 'ghp_directory' }, settings: { repositories: ['acme/handbook'] } }, 'PERSONAL');

    const { apps, byTitle } = await directories(cookie);
    expect(apps.totalCount).toBe(3);
    expect(apps.edges.map((e) => [e.node.title, e.node.platform])).toEqual([
      ['Acme on GitHub', 'github'],
      ['团队语雀', 'yuque'],
      ['飞书通讯录', 'feishu'],
    ]);

    // GitHub: every member across pages of two, with their public profile; a login stands in for a missing name.
    expect(byTitle['Acme on GitHub']).toEqual({
      truncated: false,
      problem: null,
      people: [
        { externalId: 'alice', name: 'Alice Liddell', handle: 'alice', email: 'alice@acme.example', status: 'ADDABLE' },
        { externalId: 'bob', name: 'bob', handle: 'bob', email: null, status: 'NO_ADDRESS' },
        { externalId: 'carol', name: 'Carol', handle: 'carol', email: colleague.email, status: 'MEMBER' },
        { externalId: 'dave', name: 'Dave', handle: 'dave', email: null, status: 'NO_ADDRESS' },
        { externalId: 'erin', name: 'Erin', handle: 'erin', email: 'erin@acme.example', status: 'ADDABLE' },
      ],
    });
    expect(github.requests.filter((r) => r.startsWith('/orgs/'))).toEqual([
      '/orgs/acme/members?per_page=100',
      '/orgs/acme/members?per_page=100&page=2',
      '/orgs/acme/members?per_page=100&page=3',
      '/orgs/solo/members?per_page=100',
    ]);

    // Feishu: the root and every department below it; the business address first; who left is not listed.
    expect(byTitle['飞书通讯录']!.people).toEqual([
      { externalId: 'ou_1', name: '张三', handle: null, email: 'zhangsan@corp.example', status: 'ADDABLE' },
      { externalId: 'ou_2', name: '李四', handle: null, email: 'lisi@corp.example', status: 'ADDABLE' },
      { externalId: 'ou_3', name: '王五', handle: null, email: null, status: 'NO_ADDRESS' },
    ]);

    // Yuque tells no addresses: its people are listed, none can be added from here.
    expect(byTitle['团队语雀']!.people.map((p) => [p.name, p.handle, p.status])).toEqual([
      ['小明', 'xiaoming', 'NO_ADDRESS'],
      ['小红', 'xiaohong', 'NO_ADDRESS'],
      ['小刚', 'xiaogang', 'NO_ADDRESS'],
    ]);

    // Adding people by the addresses listed: one with an account joins at once, one without waits for their first sign-in.
    const erin = await createUser(db(), 'Erin');
    await db().update(users).set({ email: 'erin@acme.example' }).where(eq(users.id, erin.id));
    const added = await app.graphql<{ addMembers: { added: number; pending: number } }>(
      'mutation ($contacts: [MemberContactInput!]!) { addMembers(contacts: $contacts) { ... on AddMembersPayload { added pending } } }',
      { cookie, variables: { contacts: [{ email: 'alice@acme.example' }, { email: 'erin@acme.example' }] } },
    );
    expect(added.data?.addMembers).toEqual({ added: 1, pending: 1 });
    expect(statusByName((await directories(cookie)).byTitle['Acme on GitHub']!)).toMatchObject({
      'Alice Liddell': 'PENDING',
      Erin: 'MEMBER',
    });
  });

  it('says why a source cannot be read, in the reader’s language, and keeps the directory from members', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), 'Refused Co');
    const cookie = await app.signIn(creator.id);
    await installApp(app, cookie, 'github', { ...TOKEN_INPUT, title: 'Old token', credentials: { token: 'ghp_revoked' }, settings: { repositories: ['acme/handbook'] } });
    await installApp(app, cookie, 'feishu', { ...TOKEN_INPUT, title: 'Wrong secret', credentials: { appId: feishu.app.id, appSecret: 'wrong' } });

    const zh = (await directories(cookie)).byTitle;
    expect(zh['Old token']).toEqual({ truncated: false, problem: '授权已失效，请重新授权', people: [] });
    expect(zh['Wrong secret']!.problem).toBe('授权已失效，请重新授权');
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creator.id));
    const en = (await directories(cookie)).byTitle;
    expect(en['Old token']!.problem).toBe('The authorization has expired; please authorize again');

    // A plain member reads neither the list of apps nor anyone's directory.
    const member = await app.signIn((await addMember(db(), workspace.id)).id);
    const refused = await app.graphql<{ viewer: { currentWorkspace: { directoryApps: DirectoryApps | null } | null } }>(DIRECTORY_APPS, { cookie: member });
    expect(refused.data?.viewer.currentWorkspace?.directoryApps ?? null).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
  });
});
