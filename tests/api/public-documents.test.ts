import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDocumentToken } from '../../bff/src/apps/public-documents.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { documentsOf, installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * A document whose app's protected-document level is "public on the internet" opens for anyone
 * with its link, and nothing else does: every other document, level, workspace or token is
 * answered exactly as a token that names nothing.
 */
const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', autoSync: false };

const READ = `query ($token: String!, $q: String!) { publicDocument(token: $token) {
  title sourceType updatedAt body { format text matches(query: $q) { ranges { start end } passage } }
} }`;

type Read = { publicDocument: { title: string; sourceType: string; updatedAt: string; body: { format: string; text: string; matches: { ranges: { start: number; end: number }[]; passage: number | null } } } | null };

const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

describe('public documents', () => {
  let app: TestApp;
  const cookies: Record<'creatorA' | 'memberA' | 'roleless' | 'creatorB', string> = { creatorA: '', memberA: '', roleless: '', creatorB: '' };
  const ws = { A: '', B: '' };
  /** One document per app, by the app's key: its global ID, its row key and its token. */
  const docs: Record<string, { id: string; row: string; token: string; publicUrl: string | null }> = {};

  const read = (token: string, cookie?: string, q = 'lighthouse') => app.graphql<Read>(READ, { cookie, variables: { token, q } });

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const a = await createWorkspaceWithCreator(db, '灯塔');
    const b = await createWorkspaceWithCreator(db, '别家');
    ws.A = a.workspace.id;
    ws.B = b.workspace.id;
    cookies.creatorA = await app.signIn(a.creator.id);
    cookies.memberA = await app.signIn((await addMember(db, a.workspace.id)).id);
    cookies.roleless = await app.signIn((await addMember(db, a.workspace.id)).id);
    cookies.creatorB = await app.signIn(b.creator.id);

    const role = await app.graphql<{ createRole: { role: { id: string } } }>(
      'mutation ($input: RoleInput!) { createRole(input: $input) { ... on RolePayload { role { id } } } }',
      { cookie: cookies.creatorA, variables: { input: { name: '守塔人', memberIds: [] } } },
    );
    const roleId = role.data!.createRole.role.id;

    const apps: [string, string, Record<string, unknown>, 'WORKSPACE' | 'PERSONAL'][] = [
      ['public', cookies.creatorA, { protectedPermission: 'PUBLIC' }, 'WORKSPACE'],
      ['matchApp', cookies.creatorA, { protectedPermission: 'MATCH_APP' }, 'WORKSPACE'],
      ['allMembers', cookies.creatorA, { protectedPermission: 'ALL_MEMBERS' }, 'WORKSPACE'],
      ['private', cookies.creatorA, { protectedPermission: 'PRIVATE' }, 'WORKSPACE'],
      ['onlyRole', cookies.creatorA, { protectedPermission: 'PUBLIC', dataPermission: 'SPECIFIED_ROLES', roleScope: 'ONLY_SPECIFIED_ROLE', roleIds: [roleId] }, 'WORKSPACE'],
      ['personal', cookies.memberA, {}, 'PERSONAL'],
      ['publicB', cookies.creatorB, { protectedPermission: 'PUBLIC' }, 'WORKSPACE'],
    ];
    for (const [key, cookie, input, scope] of apps) {
      const appId = await installApp(app, cookie, 'files', { ...FILES, ...input, title: `灯塔 ${key}` }, scope);
      // Front matter is page-building data: the view shows the text under it.
      await uploadToApp(app, cookie, appId, `${key}.md`, `---\ntitle: Lighthouse ${key}\n---\n\n# The ${key} lighthouse\n\nThe lighthouse keeper of ${key} logs every ship.\n`);
      expect((await waitForRun(app, cookie, appId)).latestRun).toMatchObject({ status: 'SUCCEEDED', added: 1 });
      const [document] = await documentsOf(app, cookie, appId);
      const found = await app.graphql<{ node: { publicUrl: string | null } }>('query ($id: ID!) { node(id: $id) { ... on Document { publicUrl } } }', {
        cookie,
        variables: { id: document!.id },
      });
      const row = rowOf(document!.id as string);
      docs[key] = { id: document!.id as string, row, token: publicDocumentToken(key === 'publicB' ? ws.B : ws.A, row), publicUrl: found.data!.node.publicUrl };
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('gives a link only to documents public on the internet', () => {
    expect(docs.public!.publicUrl).toBe(`/public/document/${docs.public!.token}`);
    expect(docs.publicB!.publicUrl).toBe(`/public/document/${docs.publicB!.token}`);
    for (const key of ['matchApp', 'allMembers', 'private', 'onlyRole', 'personal']) expect(docs[key]!.publicUrl, key).toBeNull();
  });

  it('opens a public document for anyone with its link: signed out, another workspace’s member, its own members', async () => {
    for (const cookie of [undefined, cookies.creatorB, cookies.memberA]) {
      const result = await read(docs.public!.token, cookie);
      expect(result.errors).toBeUndefined();
      const document = result.data!.publicDocument!;
      expect(document).toMatchObject({ title: 'Lighthouse public', sourceType: 'markdown', body: { format: 'MARKDOWN' } });
      expect(document.body.text).toBe('\n# The public lighthouse\n\nThe lighthouse keeper of public logs every ship.\n');
      // The words of the search that led here, marked as search marks them.
      const marked = document.body.matches.ranges.map(({ start, end }) => document.body.text.slice(start, end));
      expect(marked).toEqual(['lighthouse', 'lighthouse']);
      expect(document.body.matches.passage).toBe(0);
    }
  });

  it('answers every other document, level, workspace and token as it answers a token that names nothing', async () => {
    const nothing = await read(publicDocumentToken(ws.A, randomUUID()));
    expect(nothing).toEqual({ data: { publicDocument: null } });
    const refused = [
      ...['matchApp', 'allMembers', 'private', 'onlyRole', 'personal'].map((key) => publicDocumentToken(ws.A, docs[key]!.row)),
      // A public document named with another workspace's key.
      publicDocumentToken(ws.B, docs.public!.row),
      publicDocumentToken(ws.A, docs.publicB!.row),
      // Malformed tokens, and the document's own global ID.
      '',
      'not-a-token',
      docs.public!.token.slice(1),
      `${docs.public!.token}A`,
      docs.public!.id,
    ];
    for (const token of refused) {
      for (const cookie of [undefined, cookies.creatorA, cookies.memberA, cookies.creatorB]) {
        expect(await read(token, cookie), token).toEqual(nothing);
      }
    }
  });

  it('keeps a document’s link to its level: another level closes it, and a deleted document is gone', async () => {
    const apps = await app.graphql<{ viewer: { currentWorkspace: { apps: { edges: { node: { id: string; title: string } }[] } } } }>(
      '{ viewer { currentWorkspace { apps(first: 20) { edges { node { id title } } } } } }',
      { cookie: cookies.creatorA },
    );
    const publicApp = apps.data!.viewer.currentWorkspace.apps.edges.find((e) => e.node.title === '灯塔 public')!.node.id;
    const update = (level: string) =>
      app.graphql('mutation ($id: ID!, $input: AppInput!) { updateApp(appId: $id, input: $input) { __typename } }', {
        cookie: cookies.creatorA,
        variables: { id: publicApp, input: { protectedPermission: level } },
      });
    await update('ALL_MEMBERS');
    expect(await read(docs.public!.token)).toEqual({ data: { publicDocument: null } });
    await update('PUBLIC');
    expect((await read(docs.public!.token)).data!.publicDocument?.title).toBe('Lighthouse public');

    const files = await app.graphql<{ node: { files: { edges: { node: { id: string } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { files(first: 5) { edges { node { id } } } } } }',
      { cookie: cookies.creatorA, variables: { id: publicApp } },
    );
    await app.graphql('mutation ($app: ID!, $file: ID!) { deleteAppFile(appId: $app, fileId: $file) { __typename } }', {
      cookie: cookies.creatorA,
      variables: { app: publicApp, file: files.data!.node.files.edges[0]!.node.id },
    });
    expect(await read(docs.public!.token)).toEqual({ data: { publicDocument: null } });
  });

  it('shows members a document’s body only by the Document rule: a member outside its app’s role finds nothing', async () => {
    const body = 'query ($id: ID!) { node(id: $id) { ... on Document { title body { format text } } } }';
    const creator = await app.graphql<{ node: { title: string; body: { format: string; text: string } } | null }>(body, { cookie: cookies.creatorA, variables: { id: docs.onlyRole!.id } });
    expect(creator.data!.node).toMatchObject({ title: 'Lighthouse onlyRole', body: { format: 'MARKDOWN' } });
    for (const cookie of [cookies.roleless, cookies.creatorB]) {
      expect(await app.graphql(body, { cookie, variables: { id: docs.onlyRole!.id } })).toEqual({ data: { node: null } });
    }
  });
});
