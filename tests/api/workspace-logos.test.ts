import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { uploadFile } from '../support/files.ts';
import { solidPng } from '../support/png.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn(await app.demoCreatorId());
});
afterAll(() => app.stop());

const upload = async (bytes: Buffer, name: string, type = 'image/png'): Promise<string> =>
  (await uploadFile(app, cookie, bytes, name, type)).body.data.id;

const setLogos = (input: Record<string, unknown>) =>
  app.graphql<{ updateWorkspace: { __typename: string; problems?: { field: string; message: string }[]; workspace?: { logoSquareUrl: string; logoRectUrl: string } } }>(
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename ... on ValidationError { problems { field message } } ... on WorkspacePayload { workspace { logoSquareUrl logoRectUrl } } } }',
    { cookie, variables: { input } },
  );

describe('workspace logos', () => {
  it('accepts a 105×105 square and a 420×105 rectangle PNG, and shows them to anyone', async () => {
    const square = await upload(solidPng(105, 105), 'square.png');
    const rect = await upload(solidPng(420, 105), 'rect.png');
    const result = await setLogos({ logoSquareUploadId: square, logoRectUploadId: rect });
    expect(result.data?.updateWorkspace.__typename).toBe('WorkspacePayload');
    const { logoSquareUrl, logoRectUrl } = result.data!.updateWorkspace.workspace!;
    expect(logoSquareUrl).toBe(`/api/files/${square}`);
    expect(logoRectUrl).toBe(`/api/files/${rect}`);
    // The invitation page shows the logo to people who are not signed in.
    const anonymous = await fetch(`${app.url}${logoSquareUrl}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
  });

  it('refuses wrong sizes, other types and someone else’s upload, field by field', async () => {
    const wrongSize = await upload(solidPng(100, 100), 'small.png');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="105" height="105"/>'), 'logo.svg', 'image/svg+xml');
    const result = await setLogos({ logoSquareUploadId: wrongSize, logoRectUploadId: svg });
    expect(result.data?.updateWorkspace.problems).toEqual([
      { field: 'logoSquareUploadId', message: '方形 Logo 须为 105×105 的 PNG 图片' },
      { field: 'logoRectUploadId', message: '长方形 Logo 须为 420×105 的 PNG 图片' },
    ]);
    expect((await setLogos({ logoSquareUploadId: '00000000-0000-0000-0000-000000000000' })).data?.updateWorkspace.__typename).toBe(
      'ValidationError',
    );
    // An upload that is no logo stays its uploader's alone (refused as if missing).
    expect((await fetch(`${app.url}/api/files/${wrongSize}`)).status).toBe(404);
    expect((await setLogos({ logoSquareUploadId: '' })).data?.updateWorkspace.workspace?.logoSquareUrl).toBeNull();
  });
});
