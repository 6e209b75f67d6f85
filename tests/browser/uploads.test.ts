import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { uploadFile } from '../support/files.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { solidPng } from '../support/png.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

/** The width the browser decoded the image at (0 while it has not loaded, or when it failed). */
const loadedWidth = (page: Page, src: string) =>
  page.locator(`img[src="${src}"]`).first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe('uploaded images in Chromium', () => {
  it('shows a workspace logo to a signed-out invitee and to members, and an uploaded avatar in the menu', async () => {
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '泰山派');
    const colleague = await addMember(db, workspace.id);
    const cookie = await app.signIn(creator.id);
    const colleagueCookie = await app.signIn(colleague.id);

    const logo = (await uploadFile(app, cookie, solidPng(105, 105, [0, 128, 64]), 'logo.png')).body.data as { id: string; url: string };
    await app.graphql('mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename } }', {
      cookie,
      variables: { input: { logoSquareUploadId: logo.id } },
    });
    const avatar = (await uploadFile(app, colleagueCookie, solidPng(48, 48, [220, 40, 40]), 'me.png')).body.data as { url: string };
    expect((await app.rest('PUT', '/user/base_info', { cookie: colleagueCookie, body: { avatar: avatar.url } })).status).toBe(200);
    const invitation = await app.graphql<{ createInvitation: { link: string } }>(
      'mutation { createInvitation { ... on CreateInvitationPayload { link } } }',
      { cookie },
    );

    // A visitor holding the invitation, not signed in, sees the workspace's logo.
    const visitor = await browser.newContext({ locale: 'zh-CN' });
    const landing = await visitor.newPage();
    await landing.goto(`${app.url}${new URL(invitation.data!.createInvitation.link).pathname}`);
    await landing.getByTestId('invitation-workspace').filter({ hasText: '泰山派' }).waitFor();
    await expect.poll(() => loadedWidth(landing, logo.url)).toBe(105);
    await visitor.close();

    // A member who did not upload it sees it in the header, and their own uploaded avatar in the menu.
    const member = await browser.newContext({ locale: 'zh-CN' });
    const page = await member.newPage();
    await signInAs(page, colleague.id);
    await expect.poll(() => loadedWidth(page, logo.url)).toBe(105);
    await expect.poll(() => loadedWidth(page, avatar.url)).toBe(48);
    await member.close();
  });
});
