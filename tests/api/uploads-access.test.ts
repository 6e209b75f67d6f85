import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TINY_PNG, uploadFile } from '../support/files.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { solidPng } from '../support/png.ts';

type Who = 'uploader' | 'colleague' | 'outsider' | 'signedOut';

let app: TestApp;
let cookies: Record<Who, string | undefined>;
let outsiderId: string;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.deps.database;
  // The uploader is the creator (an admin) of 华山派; the colleague a member there; the outsider
  // the creator of another workspace.
  const huashan = await createWorkspaceWithCreator(db, '华山派');
  const colleague = await addMember(db, huashan.workspace.id);
  const songshan = await createWorkspaceWithCreator(db, '嵩山派');
  outsiderId = songshan.creator.id;
  cookies = {
    uploader: await app.signIn(huashan.creator.id),
    colleague: await app.signIn(colleague.id),
    outsider: await app.signIn(songshan.creator.id),
    signedOut: undefined,
  };
});
afterAll(() => app.stop());

/** The answer for a file, read whole: an unread body would keep its connection busy, and the server from closing. */
const fetchFile = async (url: string, cookie?: string, language?: string) => {
  const response = await fetch(`${app.url}${url}`, { headers: { ...(cookie && { cookie }), ...(language && { 'accept-language': language }) } });
  return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
};

/** The status each person gets for the file. */
async function whoReads(url: string) {
  const statuses = await Promise.all(Object.values(cookies).map(async (cookie) => (await fetchFile(url, cookie)).status));
  return Object.fromEntries(Object.keys(cookies).map((who, i) => [who, statuses[i]]));
}

const ONLY_UPLOADER = { uploader: 200, colleague: 404, outsider: 404, signedOut: 404 };
const EVERYONE = { uploader: 200, colleague: 200, outsider: 200, signedOut: 200 };

const upload = async (who: Who, bytes: Buffer, name = 'image.png') => {
  const { status, body } = await uploadFile(app, cookies[who]!, bytes, name);
  expect(status).toBe(200);
  return body.data as { id: string; url: string };
};

const setWorkspace = (who: Who, input: Record<string, unknown>) =>
  app.graphql<{ updateWorkspace: { __typename: string } }>(
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename } }',
    { cookie: cookies[who], variables: { input } },
  );

const setAvatar = (who: Who, avatar: string) => app.rest('PUT', '/user/base_info', { cookie: cookies[who], body: { avatar } });

const createAgent = (who: Who, name: string, avatar: string) =>
  app.graphql<{ createAgent: { __typename: string } }>(
    'mutation ($input: AgentInput!) { createAgent(scope: PERSONAL, input: $input) { __typename } }',
    { cookie: cookies[who], variables: { input: { name, avatar, systemPrompt: '你好' } } },
  );

describe('who may read an upload', () => {
  it('keeps a fresh upload to its uploader, refusing everyone else as if it were missing', async () => {
    const { url } = await upload('uploader', TINY_PNG, 'receipt.png');
    expect(await whoReads(url)).toEqual(ONLY_UPLOADER);

    // Refused and missing answer the same envelope, in the caller's language.
    const refused = await fetchFile(url, cookies.outsider);
    const missing = await fetchFile('/api/files/00000000-0000-4000-8000-000000000000', cookies.outsider);
    expect(await refused.json()).toEqual({ code: 404, message: '文件不存在，或您无权查看', data: null });
    expect(await missing.json()).toEqual({ code: 404, message: '文件不存在，或您无权查看', data: null });
    expect(await (await fetchFile(url, undefined, 'en')).json()).toEqual({
      code: 404,
      message: 'This file does not exist, or you may not see it',
      data: null,
    });

    // Served inert to its uploader.
    const served = await fetchFile(url, cookies.uploader);
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('shows a workspace logo to anyone, signed out too, while it is the logo', async () => {
    const square = await upload('uploader', solidPng(105, 105, [10, 20, 30]), 'square.png');
    const rect = await upload('uploader', solidPng(420, 105, [10, 20, 30]), 'rect.png');
    expect(await whoReads(square.url)).toEqual(ONLY_UPLOADER);
    expect((await setWorkspace('uploader', { logoSquareUploadId: square.id, logoRectUploadId: rect.id })).data?.updateWorkspace.__typename).toBe(
      'WorkspacePayload',
    );
    expect(await whoReads(square.url)).toEqual(EVERYONE);
    expect(await whoReads(rect.url)).toEqual(EVERYONE);

    // The invitation page shows it to a visitor who is not signed in, still served inert.
    const invitation = await app.graphql<{ createInvitation: { link: string } }>(
      'mutation { createInvitation { ... on CreateInvitationPayload { link } } }',
      { cookie: cookies.uploader },
    );
    const code = invitation.data!.createInvitation.link.split('/invitation/')[1]!;
    const preview = await app.graphql<{ invitation: { workspaceLogoUrl: string } }>(
      'query ($code: String!) { invitation(code: $code) { workspaceLogoUrl } }',
      { variables: { code } },
    );
    expect(preview.data!.invitation.workspaceLogoUrl).toBe(square.url);
    const shown = await fetchFile(square.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-security-policy')).toContain('sandbox');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    // The address as written in capitals names the same logo.
    expect((await fetchFile(square.url.toUpperCase().replace('/API/FILES/', '/api/files/'))).status).toBe(200);

    // Removed, it is the uploader's alone again.
    expect((await setWorkspace('uploader', { logoSquareUploadId: '' })).data?.updateWorkspace.__typename).toBe('WorkspacePayload');
    expect(await whoReads(square.url)).toEqual(ONLY_UPLOADER);
    expect(await whoReads(rect.url)).toEqual(EVERYONE);
  });

  it('shows a person’s avatar to anyone while it is their avatar', async () => {
    const avatar = await upload('uploader', solidPng(64, 64, [200, 10, 10]), 'me.png');
    expect(await whoReads(avatar.url)).toEqual(ONLY_UPLOADER);
    expect((await setAvatar('uploader', avatar.url)).status).toBe(200);
    expect(await whoReads(avatar.url)).toEqual(EVERYONE);

    expect((await setAvatar('uploader', '/avatars/avatar-2.svg')).status).toBe(200);
    expect(await whoReads(avatar.url)).toEqual(ONLY_UPLOADER);
  });

  it('shows an agent’s avatar to anyone when the agent’s maker uploaded it', async () => {
    const avatar = await upload('uploader', solidPng(64, 64, [10, 200, 10]), 'agent.png');
    expect(await whoReads(avatar.url)).toEqual(ONLY_UPLOADER);
    expect((await createAgent('uploader', '画像助手', avatar.url)).data?.createAgent.__typename).toBe('AgentPayload');
    expect(await whoReads(avatar.url)).toEqual(EVERYONE);
  });

  it('never publishes someone else’s upload by naming it as one’s logo or avatar', async () => {
    const { id, url } = await upload('uploader', solidPng(105, 105, [1, 2, 3]), 'private.png');

    const asAvatar = await setAvatar('outsider', url);
    expect(asAvatar).toMatchObject({ status: 400, body: { data: { errors: { avatar: '请选择头像' } } } });
    const asLogo = await app.graphql<{ updateWorkspace: { __typename: string; problems: { field: string }[] } }>(
      'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename ... on ValidationError { problems { field } } } }',
      { cookie: cookies.outsider, variables: { input: { logoSquareUploadId: id } } },
    );
    expect(asLogo.data?.updateWorkspace.problems).toEqual([{ field: 'logoSquareUploadId' }]);
    // Saving an agent does not look at whose upload its avatar is; the file stays private anyway.
    expect((await createAgent('colleague', '借图助手', url)).data?.createAgent.__typename).toBe('AgentPayload');
    // Nor does an avatar written past the account service.
    await app.deps.database.db.update(users).set({ avatar: url }).where(eq(users.id, outsiderId));

    expect(await whoReads(url)).toEqual(ONLY_UPLOADER);
  });

  it('checks by row and uploader: the same bytes uploaded twice are two uploads', async () => {
    const bytes = solidPng(33, 33, [7, 7, 7]);
    const mine = await upload('uploader', bytes);
    const theirs = await upload('outsider', bytes);
    expect(theirs.id).not.toBe(mine.id);
    expect(await whoReads(mine.url)).toEqual(ONLY_UPLOADER);
    expect(await whoReads(theirs.url)).toEqual({ uploader: 404, colleague: 404, outsider: 200, signedOut: 404 });
  });

  it('answers 404, never 5xx, to unknown and malformed ids', async () => {
    const ids = [
      '00000000-0000-0000-0000-000000000000',
      'not-an-id',
      '-'.repeat(36),
      '0000000000000000000000000000000000000',
      '00000000-0000-0000-0000-00000000000g',
      `${'a'.repeat(8)}-${'a'.repeat(4)}-${'a'.repeat(4)}-${'a'.repeat(4)}-${'a'.repeat(12)}.png`,
      '%E6%96%87%E4%BB%B6',
      'x'.repeat(100),
      "'; select 1; --",
    ];
    for (const id of ids) {
      for (const cookie of [cookies.uploader, undefined]) {
        const response = await fetchFile(`/api/files/${id}`, cookie);
        expect({ id, status: response.status }).toEqual({ id, status: 404 });
        expect(await response.json()).toMatchObject({ code: 404, data: null });
      }
    }
    // A NUL, or an id longer than the router takes, is refused before the route looks at it; still no server error.
    expect((await fetchFile('/api/files/%00', cookies.uploader)).status).toBeLessThan(500);
    expect((await fetchFile(`/api/files/${'x'.repeat(2000)}`, cookies.uploader)).status).toBeLessThan(500);
  });
});

describe('how long a browser keeps an upload', () => {
  const cacheControl = async (url: string, who: Who) => (await fetchFile(url, cookies[who])).headers.get('cache-control');
  const LONG = 'private, max-age=86400, immutable';

  it('keeps only files anyone may read; its uploader’s own files are not stored for the next person on the browser', async () => {
    const avatar = await upload('uploader', solidPng(48, 48, [90, 90, 200]), 'cached.png');
    expect(await cacheControl(avatar.url, 'uploader')).toBe('private, no-store');

    // Made public as an avatar, it may be kept, by whoever reads it.
    expect((await setAvatar('uploader', avatar.url)).status).toBe(200);
    for (const who of ['uploader', 'colleague', 'signedOut'] as const) expect(await cacheControl(avatar.url, who), who).toBe(LONG);

    // Private again, it is not stored any more.
    expect((await setAvatar('uploader', '/avatars/avatar-3.svg')).status).toBe(200);
    expect(await cacheControl(avatar.url, 'uploader')).toBe('private, no-store');
  });
});
