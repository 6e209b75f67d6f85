import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../bff/src/db/client.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember } from '../support/fixtures.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { say } from '../support/say.ts';
import { page as sitePage, startTestSite, type TestSite } from '../support/test-site.ts';

let app: TestApp;
let browser: Browser;
let model: FakeModel;
let site: TestSite;
let creatorCookie: string;
let memberId: string;

beforeAll(async () => {
  requireBuiltWebApp();
  // No model for the workspace to begin with: answers are digests.
  [model, site, browser] = await Promise.all([startFakeModel(), startTestSite(), launchBrowser()]);
  app = await startTestApp();
  site.pages.set('/', sitePage('员工年假管理制度', '员工入职满一年后享有带薪年假，年假为每年十五天。\n公司食堂位于二楼。', ['/en']));
  site.pages.set('/en', sitePage('Annual leave policy', 'Employees earn annual leave after one year. Annual leave is fifteen days a year.\nThe canteen is on the second floor.'));
  creatorCookie = await app.signIn(await app.demoCreatorId());
  const appId = await installApp(app, creatorCookie, 'website', { ...WEBSITE_INPUT, title: '员工手册', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
  await syncAndWait(app, creatorCookie, appId);
  const { db } = app.deps.database;
  const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
  memberId = (await addMember(db, workspace.id, 1)).id;
  const memberCookie = await app.signIn(memberId);
  expect((await app.rest('PUT', '/user/base_info', { cookie: memberCookie, body: { preferred_language: 'en' } })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.close();
  await site?.close();
});

/** Signed in in a browser of its own; `audited` pages let the accessibility audit's script in (CSP bypassed). */
async function signedIn(userId: string, locale: string, audited = false): Promise<Page> {
  const context = await browser.newContext({ locale, bypassCSP: audited });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

/** Asks on /chat and waits for the whole answer. */
async function ask(page: Page, question: string, labels: { question: string; send: string; answer: string }): Promise<Locator> {
  await page.goto(`${app.url}/chat`);
  await page.getByRole('textbox', { name: labels.question }).fill(question);
  await page.getByRole('button', { name: labels.send }).click();
  const answer = page.getByRole('article', { name: labels.answer }).last();
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('DONE');
  return answer;
}

/** What the answer's text shows, without its sources list and buttons. */
const shownText = (answer: Locator) => answer.locator('blockquote, p').allTextContents().then((texts) => texts.join('\n'));

/** Sets the workspace's model (the local fake's address), or none with an empty one. */
const setModel = (baseUrl: string) =>
  app.graphql('mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { __typename } }', {
    cookie: creatorCookie,
    variables: { input: { llmBaseUrl: baseUrl, llmModel: baseUrl ? 'fake-model' : '', llmApiKey: '' } },
  });

describe('answers in the browser', () => {
  it('shows a clean digest with citation chips when no model is configured (zh-hans, for an admin)', async () => {
    const page = await signedIn(await app.demoCreatorId(), 'zh-CN');
    const answer = await ask(page, '年假有几天？', { question: '您的问题', send: '发送', answer: '回答' });
    const quote = answer.locator('blockquote').first();
    await quote.waitFor();
    // One entry for the source: its title, a chip to it, its best sentence quoted, the question's word in bold.
    const chip = answer.getByRole('link', { name: '来源 1：员工年假管理制度' });
    expect(await chip.count()).toBe(1);
    expect(await chip.getAttribute('href')).toMatch(/^\/document\/[^/?]+$/);
    expect(await chip.getAttribute('rel')).toContain('noopener');
    expect(await quote.textContent()).toContain('年假为每年十五天。');
    expect(await quote.textContent()).not.toContain('食堂');
    expect(await quote.locator('strong').allTextContents()).toContain('年假');
    const text = await shownText(answer);
    expect(text).not.toMatch(/\*\*|##|^>|\\/m);
    // The note, and the way to the model settings.
    expect(text).toContain('当前未配置 AI 模型');
    const settings = answer.getByRole('link', { name: '模型设置' });
    expect(await settings.getAttribute('href')).toBe('/manage/settings/model');
    expect(await settings.getAttribute('target')).toBeNull();
    // The sources under the answer do not repeat the passage.
    const sources = answer.getByRole('region', { name: '来源' });
    expect(await sources.textContent()).not.toContain('十五天');
    // A question only some of whose words the documents hold: what was found comes first, the caveat after it.
    const partialAnswer = await ask(page, '潜水艇上的年假有几天？', { question: '您的问题', send: '发送', answer: '回答' });
    await partialAnswer.locator('blockquote').first().waitFor();
    const partial = await shownText(partialAnswer);
    expect(partial).toContain('年假为每年十五天。');
    expect(partial.indexOf('以上摘录只包含问题中的部分词语')).toBeGreaterThan(partial.indexOf('年假为每年十五天。'));
    await page.context().close();
  });

  it('shows the digest in English, telling a member to ask an admin', async () => {
    const page = await signedIn(memberId, 'en-US');
    const answer = await ask(page, 'How many days of annual leave?', { question: 'Your question', send: 'Send', answer: 'Answer' });
    const quote = answer.locator('blockquote').first();
    await quote.waitFor();
    expect(await answer.getByRole('link', { name: 'Source 1: Annual leave policy' }).count()).toBe(1);
    expect(await quote.textContent()).toContain('Annual leave is fifteen days a year.');
    expect(await quote.textContent()).not.toContain('canteen');
    expect(await quote.locator('strong').allTextContents()).toEqual(expect.arrayContaining(['annual leave', 'Annual leave']));
    const text = await shownText(answer);
    expect(text).not.toMatch(/\*\*|##|^>|\\/m);
    expect(text).toContain('No AI model is configured');
    expect(text).toContain('ask a workspace admin to add a model');
    expect(await answer.getByRole('link', { name: 'model settings' }).count()).toBe(0);
    const partialAnswer = await ask(page, 'How many days of annual leave on a submarine?', { question: 'Your question', send: 'Send', answer: 'Answer' });
    await partialAnswer.locator('blockquote').first().waitFor();
    const partial = await shownText(partialAnswer);
    expect(partial).toContain('Annual leave is fifteen days a year.');
    expect(partial.indexOf('These excerpts hold some of the question’s words')).toBeGreaterThan(partial.indexOf('Annual leave is fifteen days a year.'));
    await page.context().close();
  });

  it('renders a model’s Markdown, and nothing of its HTML or unsafe links runs or renders as markup', async () => {
    model.behaviour = {
      kind: 'stream',
      intervalMs: 5,
      tokens: [
        '## 年假\n\n年假为每年十五天 [1]。\n\n',
        '- 第一项\n- 第二项\n\n',
        '```\nconst days = 15;\n```\n\n',
        '| 类型 | 天数 |\n|---|---|\n| 年假 | 15 |\n\n',
        '<script>window.__pwned = "script"</script>\n\n',
        'Inline <img src="x" onerror="window.__pwned = \'img\'"> and <b onclick="window.__pwned = \'b\'">raw</b> HTML.\n\n',
        '[click me](javascript:window.__pwned=%22link%22) and [data](data:text/html,<script>alert(1)</script>) and [far](//evil.example/x)\n\n',
        '![tracker](http://127.0.0.1:9/tracker.png)\n\n',
        '<a href="javascript:window.__pwned=1">html link</a> [docs](https://example.com/docs)',
      ],
    };
    expect((await setModel(model.baseUrl)).errors).toBeUndefined();
    try {
      const page = await signedIn(await app.demoCreatorId(), 'zh-CN');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const answer = await ask(page, '年假有几天？', { question: '您的问题', send: '发送', answer: '回答' });

      // The Markdown renders: a heading, a list, code, a table, a safe link, a citation chip.
      await answer.getByRole('heading', { name: '年假' }).waitFor();
      expect(await answer.getByRole('listitem').filter({ hasText: '第二项' }).count()).toBe(1);
      expect(await answer.locator('pre code').textContent()).toBe('const days = 15;\n');
      expect(await answer.getByRole('table').getByRole('cell', { name: '15' }).count()).toBe(1);
      const docs = answer.getByRole('link', { name: 'docs' });
      expect(await docs.getAttribute('href')).toBe('https://example.com/docs');
      expect(await docs.getAttribute('target')).toBe('_blank');
      expect(await docs.getAttribute('rel')).toContain('noopener');
      expect(await answer.getByRole('link', { name: '来源 1：员工年假管理制度' }).count()).toBe(1);

      // Its HTML is text: nothing ran, no element of it exists, nothing loaded.
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await answer.locator('script, img, iframe, object, embed, b').count()).toBe(0);
      const text = (await answer.textContent()) ?? '';
      expect(text).toContain('<script>window.__pwned = "script"</script>');
      expect(text).toContain('<b onclick="window.__pwned = \'b\'">raw</b>');
      const handlers = await answer.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on'))),
      );
      expect(handlers).toEqual([]);
      // Unsafe links are their text, not links; the image is a link to it, never loaded.
      const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|\/[^/\\])/);
      expect(await answer.getByRole('link', { name: 'click me' }).count()).toBe(0);
      expect(await answer.getByRole('link', { name: 'data' }).count()).toBe(0);
      expect(await answer.getByRole('link', { name: 'far' }).count()).toBe(0);
      expect(text).toContain('click me');
      expect(await answer.getByRole('link', { name: 'tracker' }).getAttribute('href')).toBe('http://127.0.0.1:9/tracker.png');
      expect(requested.filter((url) => url.includes('tracker.png'))).toEqual([]);
      await page.context().close();
    } finally {
      await setModel('');
    }
  });

  it('exports a conversation as Markdown and shares it read-only with a colleague, until taken back (zh-hans, then en)', async () => {
    const page = await signedIn(await app.demoCreatorId(), 'zh-CN', true);
    // The share dialog's code comes when it is first opened, not with every conversation shown.
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const shareDialogCode = () => scripts.filter((path) => /\/ShareConversationDialog-[^/]+\.js$/.test(path));
    await ask(page, '食堂在几楼？', { question: '您的问题', send: '发送', answer: '回答' });
    await page.getByRole('button', { name: '共享', exact: true }).waitFor();
    expect(shareDialogCode()).toEqual([]);
    await expect.poll(() => new URL(page.url()).searchParams.get('c')).toBeTruthy();
    const conversationId = new URL(page.url()).searchParams.get('c')!;

    // Exported from the history: the question, the answer and its sources with their addresses.
    const item = page.getByTestId('conversation-item').filter({ hasText: '食堂在几楼？' });
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: '将“食堂在几楼？”导出为 Markdown' }).click()]);
    expect(download.suggestedFilename()).toBe('食堂在几楼？.md');
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown).toMatch(/^# 食堂在几楼？\n\n## 问题\n\n食堂在几楼？\n\n## 回答\n\n/);
    expect(markdown).toContain('二楼');
    expect(markdown).toMatch(/\*\*来源\*\*\n\n1\. \[员工年假管理制度\]\(http:\/\/127\.0\.0\.1:\d+\/\)/);

    // Shared, by its link.
    await page.getByRole('button', { name: '共享', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '共享此对话' });
    await dialog.getByText('以只读方式共享给工作区成员').click();
    expect(shareDialogCode()).toHaveLength(1);
    const link = await dialog.getByRole('textbox', { name: '链接' }).inputValue();
    expect(new URL(link).pathname).toBe(`/conversation/${encodeURIComponent(conversationId)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '关闭' }).click();
    // Closed, the focus is back on the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('已共享');

    // A colleague reads it, in English, and can do nothing in it.
    const colleague = await signedIn(memberId, 'en-US', true);
    await colleague.goto(`${app.url}${new URL(link).pathname}`);
    await colleague.getByRole('heading', { level: 1, name: '食堂在几楼？' }).waitFor();
    await colleague.getByText(/^Shared by .+, read-only\.$/).waitFor();
    const answer = colleague.getByRole('article', { name: 'Answer' });
    await answer.getByText(/二楼/).first().waitFor();
    // The chip renders with the answer's Markdown, which loads on its own.
    await answer.getByRole('link', { name: 'Source 1: 员工年假管理制度' }).waitFor();
    expect(await colleague.getByRole('textbox', { name: 'Your question' }).count()).toBe(0);
    expect(await colleague.getByRole('button', { name: 'Helpful' }).count()).toBe(0);
    expect(await seriousA11yViolations(colleague)).toEqual([]);

    // Taken back: the link shows nothing.
    await page.getByRole('button', { name: '已共享', exact: true }).click();
    await page.getByRole('dialog', { name: '共享此对话' }).getByText('以只读方式共享给工作区成员').click();
    await page.getByRole('dialog', { name: '共享此对话' }).getByRole('textbox', { name: '链接' }).waitFor({ state: 'detached' });
    await colleague.reload();
    await colleague.getByText('Conversation not found').waitFor();
    await Promise.all([page.context().close(), colleague.context().close()]);
  });

  for (const { who, locale, language } of [
    { who: 'creator', locale: 'zh-CN', language: 'zh-hans' },
    { who: 'member', locale: 'en-US', language: 'en' },
  ] as const) {
    it(`opens with the agent’s words and suggested questions, takes a vote, and suggests what to ask next (${language})`, async () => {
      const name = `入职助手 ${language}`;
      // The workspace's model answers, and suggests two questions when asked what comes next.
      await setModel(model.baseUrl);
      model.behaviour = { kind: 'stream', tokens: ['年假为每年', '十五天。'] };
      model.route = (request) =>
        /接下来最可能问|most likely to ask next/.test(request.messages.at(-1)!.content) ? { kind: 'stream', tokens: ['年假怎么申请？\n', '病假有几天？'] } : null;
      try {
        const created = await app.graphql<{ createAgent: { agent: { id: string } } }>(
          'mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } } } }',
          {
            cookie: creatorCookie,
            variables: {
              input: {
                name,
                avatar: '/avatars/avatar-2.svg',
                visibleRange: 'ALL_MEMBERS',
                openingMessage: '欢迎！Welcome aboard.',
                suggestedQuestions: ['年假有几天？', 'Where is the canteen?'],
                suggestFollowUps: true,
              },
            },
          },
        );
        const page = await signedIn(who === 'creator' ? await app.demoCreatorId() : memberId, locale);
        await page.goto(`${app.url}/chat`);
        await page.getByRole('combobox', { name: say('Agent') }).selectOption({ label: name });
        const conversation = page.getByTestId('chat-conversation');
        await conversation.getByText('欢迎！Welcome aboard.').waitFor();
        await conversation.getByRole('list', { name: say('Suggested questions') }).getByRole('button', { name: '年假有几天？' }).click();
        const answer = page.getByRole('article', { name: say('Answer') }).last();
        await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('DONE');
        // Asked, the agent still opens the conversation, without the suggestions.
        await conversation.getByText('欢迎！Welcome aboard.').waitFor();
        expect(await conversation.getByRole('list', { name: say('Suggested questions') }).count()).toBe(0);

        const helpful = answer.getByRole('button', { name: say('Helpful') });
        await helpful.click();
        await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
        // Voting down asks what went wrong; the reasons and the comment are kept.
        await answer.getByRole('button', { name: say('Not helpful') }).click();
        await answer.getByRole('group', { name: say('What went wrong?') }).getByText(say('Did not find it')).click();
        await answer.getByRole('textbox', { name: say('Comment (optional)') }).fill('缺少食堂信息');
        await answer.getByRole('button', { name: say('Send feedback') }).click();
        await page.getByText(say('Thanks for the feedback')).first().waitFor();
        expect(await helpful.getAttribute('aria-pressed')).toBe('false');
        // The vote is there after a reload.
        await page.reload();
        const again = page.getByRole('article', { name: say('Answer') }).last();
        await expect.poll(() => again.getByRole('button', { name: say('Not helpful') }).getAttribute('aria-pressed')).toBe('true');
        const agentRow = Buffer.from(created.data!.createAgent.agent.id, 'base64').toString().split(':')[1]!;
        const votes = await app.deps.database.db.execute<{ vote: string; reasons: string[]; comment: string }>(
          sql`select f.vote, f.reasons, f.comment from answer_feedback f join messages m on m.workspace_id = f.workspace_id and m.id = f.message_id
            join conversations c on c.workspace_id = m.workspace_id and c.id = m.conversation_id where c.agent_id = ${agentRow}`,
        );
        expect(rowsOf(votes)).toEqual([{ vote: 'down', reasons: ['not_found'], comment: '缺少食堂信息' }]);
        // What to ask next, under the last answer; a click asks it.
        const next = again.getByRole('list', { name: say('Ask next') });
        await next.getByRole('button', { name: '病假有几天？' }).click();
        await page.getByRole('article', { name: say('Answer') }).nth(1).waitFor();
        await expect.poll(() => page.getByRole('article', { name: say('Answer') }).last().getAttribute('data-status'), { timeout: 20_000 }).toBe('DONE');
        expect(await page.getByText('病假有几天？', { exact: true }).count()).toBeGreaterThan(0);
        await page.context().close();
      } finally {
        model.route = undefined;
        await setModel('');
      }
    });
  }
});
