import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { conversations, messages } from '../../bff/src/chat/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { page as sitePage, startTestSite, type TestSite } from '../support/test-site.ts';

let app: TestApp;
let browser: Browser;
let model: FakeModel;
let site: TestSite;

const TOKENS = ['根据', '员工手册，', '年假为', '每年', '十五天', '。[1]'];

beforeAll(async () => {
  requireBuiltWebApp();
  [model, site, browser] = await Promise.all([startFakeModel({ kind: 'stream', tokens: TOKENS, intervalMs: 400 }), startTestSite(), launchBrowser()]);
  app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
  site.pages.set('/', sitePage('员工年假管理制度', '员工入职满一年后享有带薪年假，年假为每年十五天。'));
  const cookie = await app.signIn(await app.demoCreatorId());
  const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '员工手册', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
  await syncAndWait(app, cookie, appId);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.close();
  await site?.close();
});

async function signedIn(): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

/** Asks in a conversation area, watches the answer stream in, and opens its citation. */
async function askAndOpenCitation(page: Page, scope: ReturnType<Page['getByRole']> | Page) {
  await scope.getByRole('textbox', { name: '您的问题' }).fill('年假有几天？');
  await scope.getByRole('button', { name: '发送' }).click();
  const answer = scope.getByRole('article', { name: '回答' }).last();
  // It streams: some text shows while the answer is still being written. Status and text are
  // read in one step, so a slow poll cannot pair the text of one moment with the status of the next.
  const shown = () => answer.evaluate((element) => ({ status: element.getAttribute('data-status'), partial: element.textContent?.includes('员工手册') ?? false }));
  await expect.poll(shown, { timeout: 10_000, interval: 50 }).toEqual({ status: 'STREAMING', partial: true });
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('DONE');
  expect(await answer.textContent()).toContain('年假为每年十五天。');

  // A citation opens its document inside the product.
  const citation = answer.getByRole('link', { name: '来源 1：员工年假管理制度' });
  const [opened] = await Promise.all([page.context().waitForEvent('page'), citation.click()]);
  await opened.getByRole('heading', { level: 1, name: '员工年假管理制度' }).waitFor();
  expect(new URL(opened.url()).pathname).toMatch(/^\/document\//);
  expect(await opened.getByRole('link', { name: '在来源处打开' }).getAttribute('href')).toBe(`${site.url}/`);
  await opened.close();
}

describe('chat in the browser', () => {
  it('asks on /chat, sees the answer stream in, and opens a citation', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    await askAndOpenCitation(page, page);
    // The conversation is in the history, titled by its question.
    await page.getByRole('list', { name: '对话列表' }).getByText('年假有几天？').waitFor();
    await page.context().close();
  });

  it('takes files in a new conversation before its first question, and answers from them', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    await page.getByText('最多 10 个文件，每个不超过 20 MB。').waitFor();
    await page.getByLabel('选择要附加的文件').setInputFiles([
      { name: '远程办公.txt', mimeType: 'text/plain', buffer: Buffer.from('远程办公规定：每周可远程办公两天。') },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\u0000\u0001 not a document') },
    ]);
    // The files start the conversation: it opens with those taken and says which were refused; the
    // history holds it only once it is asked in, not as an empty "新对话" before (nor after a reload).
    await page.getByRole('list', { name: '已附加的文件' }).getByText('远程办公.txt').waitFor();
    await page.getByText('不支持的文件类型', { exact: false }).first().waitFor();
    expect(await page.getByRole('list', { name: '已附加的文件' }).getByText('setup.exe').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('c')).toBeTruthy();
    const history = page.getByRole('list', { name: '对话列表' });
    expect(await history.getByText('新对话').count()).toBe(0);
    await page.reload();
    await page.getByRole('list', { name: '已附加的文件' }).getByText('远程办公.txt').waitFor();
    await history.getByTestId('conversation-item').first().waitFor();
    expect(await history.getByText('新对话').count()).toBe(0);

    const asked = model.requests.length;
    await page.getByRole('textbox', { name: '您的问题' }).fill('远程办公几天？');
    await page.getByRole('button', { name: '发送' }).click();
    const answer = page.getByRole('article', { name: '回答' }).last();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('DONE');
    // The file's text went to the model with the question, and the question named the conversation.
    expect(JSON.stringify(model.requests.slice(asked))).toContain('每周可远程办公两天');
    await history.getByText('远程办公几天？').waitFor();
    await page.context().close();
  });

  it('leaves no conversation behind when every file chosen for a new one is refused', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    await page.getByText('最多 10 个文件，每个不超过 20 MB。').waitFor();
    const countConversations = () => app.deps.database.db.$count(conversations);
    const before = await countConversations();
    await page.getByLabel('选择要附加的文件').setInputFiles([
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\u0000\u0001 not a document') },
    ]);
    // The refusal stays in view on the new conversation, and nothing was started for it.
    await page.getByTestId('chat-file-errors').getByText('setup.exe: 不支持的文件类型', { exact: false }).waitFor();
    await expect.poll(countConversations).toBe(before);
    expect(new URL(page.url()).searchParams.get('c')).toBeNull();
    await expect.poll(() => page.getByRole('list', { name: '对话列表' }).getByText('新对话').count()).toBe(0);
    // Attaching again still works (the button is not left busy).
    await expect.poll(() => page.getByRole('button', { name: '附加文件' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('keeps the older conversations and earlier messages it loaded when one is opened or asked in', async () => {
    const { db } = app.deps.database;
    const userId = await app.demoCreatorId();
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const hour = 3_600_000;
    const old = Date.now() - 1000 * hour;
    const rows = await db
      .insert(conversations)
      .values(Array.from({ length: 25 }, (_, i) => ({ workspaceId: workspace.id, userId, title: `旧对话 ${i + 1}`, updatedAt: new Date(old + i * hour), createdAt: new Date(old + i * hour) })))
      .returning();
    // Each was asked in once; the oldest holds 40 messages (20 questions and answers).
    await db.insert(messages).values(
      rows.slice(1).map((row) => ({ workspaceId: workspace.id, conversationId: row.id, role: 'user' as const, content: row.title, createdAt: row.createdAt, updatedAt: row.createdAt })),
    );
    const long = rows[0]!;
    await db.insert(messages).values(
      Array.from({ length: 40 }, (_, i) => ({
        workspaceId: workspace.id,
        conversationId: long.id,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: i % 2 === 0 ? `问题 ${i / 2 + 1}` : `回答 ${(i + 1) / 2}`,
        createdAt: new Date(old + i * 1000),
        updatedAt: new Date(old + i * 1000),
      })),
    );

    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    const history = page.getByRole('list', { name: '对话列表' });
    const items = history.getByTestId('conversation-item');
    await items.first().waitFor();
    await page.getByRole('button', { name: '加载更多' }).click();
    await history.getByText('旧对话 1', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('c')).not.toBeNull();
    await page.getByText('回答 20', { exact: true }).waitFor();
    // The conversation opened from the loaded page is still listed, as are the others.
    expect(await history.getByText('旧对话 1', { exact: true }).count()).toBe(1);
    expect(await items.count()).toBeGreaterThanOrEqual(25);

    // Earlier messages loaded stay once a question is asked.
    await page.getByRole('button', { name: '加载更早的消息' }).click();
    await page.getByText('问题 1', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: '您的问题' }).fill('再问一次');
    await page.getByRole('button', { name: '发送' }).click();
    const answer = page.getByRole('article', { name: '回答' }).last();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('DONE');
    expect(await page.getByText('问题 1', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('offers the ways on when today’s chats are used up: top-up and invitations for an admin', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const cookie = await app.signIn(await app.demoCreatorId());
    const left = await app.graphql<{ viewer: { currentWorkspace: { remainingChatsToday: number } } }>('{ viewer { currentWorkspace { remainingChatsToday } } }', { cookie });
    const remaining = left.data!.viewer.currentWorkspace.remainingChatsToday;
    await db.execute(sql`insert into usage_records (workspace_id, user_id, type, count) values (${workspace.id}, null, 'chat', ${remaining})`);
    try {
      const page = await signedIn();
      await page.goto(`${app.url}/chat`);
      await page.getByRole('textbox', { name: '您的问题' }).fill('还能问吗？');
      await page.getByRole('button', { name: '发送' }).click();
      const choices = page.getByTestId('quota-choices');
      await choices.waitFor();
      expect(await choices.getByText('充值', { exact: true }).count()).toBe(1);
      expect(await choices.getByRole('link', { name: '创建邀请链接' }).count()).toBe(1);
      // An admin is not told to contact the admin.
      expect(await choices.getByText('联系管理员').count()).toBe(0);
      await page.context().close();
    } finally {
      await db.execute(sql`delete from usage_records where workspace_id = ${workspace.id} and user_id is null and count = ${remaining}`);
    }
  });

  it('has the theme switch and the account menu of the rest of the product, in both languages', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/chat`);
    await page.getByRole('button', { name: '切换到夜间模式' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toMatch(/\bdark\b/);
    await page.getByRole('button', { name: '账号菜单： 演示管理员' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('button', { name: 'Switch to day mode' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toMatch(/\blight\b/);
    await page.getByRole('button', { name: 'Account menu: 演示管理员' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.context().close();
    // The account keeps the choices: give the other tests their default language back.
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: ZH_HANS, theme: LIGHT }) { __typename } }', {
      cookie: await app.signIn(await app.demoCreatorId()),
    });
  });

  it('does the same from the side panel of /search', async () => {
    const page = await signedIn();
    await page.goto(`${app.url}/search`);
    const panel = page.getByRole('complementary', { name: '助手' });
    await panel.waitFor();
    await askAndOpenCitation(page, panel);
    await panel.getByRole('link', { name: '在对话页打开' }).waitFor();
    await page.context().close();
  });
});
