import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';
import { sharedKey } from '../support/share-links.ts';

/**
 * The chat bubble on another site: a page of a listed site (another origin than the product's:
 * `localhost` against the product's `127.0.0.1`) includes the loader, opens the bubble and asks;
 * the same snippet on a site not listed gets a frame the browser refuses to fill.
 */
let app: TestApp;
let browser: Browser;
const sites: Server[] = [];

/** A site of its own on a free port, serving one page whatever is asked; answers its origin. */
async function site(html: string): Promise<string> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sites.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  for (const server of sites) server.close();
});

describe('the chat bubble on another site', () => {
  for (const { language, locale } of [
    { language: 'zh-hans', locale: 'zh-CN' },
    { language: 'en', locale: 'en-US' },
  ] as const) {
    it(`chats from a listed site’s page, and is refused to any other (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `嵌入 ${language}`);
      const cookie = await app.signIn(creator.id);
      const files = await installApp(app, cookie, 'files', { title: '港口手册', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'PUBLIC', autoSync: false });
      await uploadToApp(app, cookie, files, 'harbour.md', '---\ntitle: Harbour handbook\n---\n\n# Lighthouse\n\nThe lighthouse keeper lights the lamp at dusk.\n');
      await waitForRun(app, cookie, files);
      const created = await app.graphql<{ createAgent: { agent: { id: string } } }>(
        'mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } } } }',
        { cookie, variables: { input: { name: '港口助手', avatar: '/avatars/avatar-5.svg', visibleRange: 'ALL_MEMBERS', openingMessage: 'Ask me about the harbour.' } } },
      );
      const agentId = created.data!.createAgent.agent.id;
      const key = await sharedKey(app, cookie, agentId);
      const page = (title: string) =>
        `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>` +
        `<script src="${app.url}/embed.js" data-chat="${key}" data-color="#aa3300" data-label="Ask us" async></script></body></html>`;
      const listed = await site(page('Harbour shop'));
      const unlisted = await site(page('Copycat'));
      const saved = await app.graphql<{ updateAgentEmbed: { __typename: string } }>(
        'mutation ($id: ID!, $origins: [String!]!) { updateAgentEmbed(agentId: $id, input: { origins: $origins, color: "#aa3300", position: RIGHT }) { __typename } }',
        { cookie, variables: { id: agentId, origins: [listed] } },
      );
      expect(saved.data!.updateAgentEmbed.__typename).toBe('AgentShareLinkPayload');

      // The listed site: the bubble opens the chat, which answers from the public handbook.
      const context = await browser.newContext({ locale });
      const shop = await context.newPage();
      await shop.goto(`${listed}/`);
      const bubble = shop.getByRole('button', { name: 'Ask us' });
      await bubble.click();
      expect(await bubble.getAttribute('aria-expanded')).toBe('true');
      const chat = shop.frameLocator('iframe[data-zhiwen-chat]');
      await chat.getByRole('heading', { level: 1, name: '港口助手' }).waitFor();
      await chat.getByText('Ask me about the harbour.').waitFor();
      await chat.getByRole('textbox', { name: say('Your question') }).fill('When does the lighthouse keeper light the lamp?');
      await chat.getByRole('button', { name: say('Send') }).click();
      await chat.getByRole('log').getByRole('link', { name: 'Harbour handbook' }).last().waitFor({ timeout: 30_000 });
      await chat.getByRole('log').getByText(/dusk/).first().waitFor();
      // Answered with no cookie of the product: the browser keeps none for a frame of another site.
      expect(await context.cookies(app.url)).toEqual([]);
      await bubble.click();
      expect(await bubble.getAttribute('aria-expanded')).toBe('false');

      // A site not listed: the browser refuses to show the chat in its page.
      const copycat = await context.newPage();
      const refusals: string[] = [];
      copycat.on('console', (message) => refusals.push(message.text()));
      await copycat.goto(`${unlisted}/`);
      await copycat.getByRole('button', { name: 'Ask us' }).click();
      await expect.poll(() => refusals.some((text) => text.includes(`frame-ancestors ${listed}`) && /blocked|Refused/.test(text))).toBe(true);
      const frame = copycat.frames().find((f) => f !== copycat.mainFrame())!;
      await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
      expect(await frame.locator('textarea').count()).toBe(0);
      await context.close();
    });
  }
});
