import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { searchChunks } from '../../bff/src/search/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

// A question's words are found wherever a document holds them: a handbook answers a five-word
// question from five sections, each holding one of the words, above pages that hold one or two
// of them many times or in their titles.

const FILLER = {
  en: [
    'Write down what you did in the ticket so that the next person can follow it.',
    'If a step does not apply to your team, mark it as skipped and say why.',
    'Ask in the #it-help channel when something on this page is unclear or out of date.',
    'Most steps take a few minutes; the whole list usually takes less than an afternoon.',
    'Keep screenshots out of tickets: they age badly and cannot be searched.',
    'The security team reviews a sample of closed tickets every month.',
    'When two steps disagree, the later one on this page wins.',
    'Managers can see the progress of every step on the team dashboard.',
    'Links in this handbook point to the internal wiki, which needs a VPN connection.',
    'Changes to this page are reviewed by the platform team before they are published.',
    'Steps that fail are tried again the next working day, and escalated after three tries.',
    'Weekend work is not expected for anything described here.',
  ],
  zh: [
    '如有疑问，请先查阅内部知识库的常见问题。',
    '办理结果会通过邮件通知本人和直属主管。',
    '相关表格可以在行政服务台领取，也可以在线填写。',
    '每个步骤完成后，请在系统中勾选对应的事项。',
    '节假日期间提交的申请，顺延到下一个工作日处理。',
    '材料不全的申请会被退回，请补齐后重新提交。',
    '各部门的联系人名单每季度更新一次。',
    '本手册由人事部维护，修改前需经部门负责人审核。',
    '远程办公的同事可以通过视频会议办理相关事项。',
    '请妥善保管个人信息，不要在群聊中发送身份证号码。',
    '流程中的时间均以北京时间为准。',
    '如果系统无法登录，请联系信息技术部重置密码。',
  ],
};

type Language = keyof typeof FILLER;

/** Paragraphs of what a section says, padded with everyday detail to at least `length` characters. */
function paragraphs(language: Language, says: string[], length: number): string[] {
  const sentences = [...says];
  const filler = FILLER[language];
  for (let i = 0; sentences.join('').length < length; i++) sentences.push(filler[i % filler.length]!);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) out.push(sentences.slice(i, i + 3).join(language === 'en' ? ' ' : ''));
  return out;
}

type Section = { heading?: string; says: string[] };

/** A wiki page: its title, then its sections, each padded to `length` characters. */
function wikiPage(language: Language, title: string, sections: Section[], length: number) {
  const body = sections
    .map(({ heading, says }) => `${heading ? `<h2>${heading}</h2>` : ''}${paragraphs(language, says, length).map((p) => `<p>${p}</p>`).join('')}`)
    .join('\n');
  return `<!doctype html><html lang="${language}"><head><title>${title}</title></head><body><article><h1>${title}</h1>${body}</article></body></html>`;
}

const HANDBOOK = 'Engineering Handbook';
/** Its sections, each holding one of the question's words (the stems the search matches them by). */
const HANDBOOK_SECTIONS: Required<Section>[] = [
  {
    heading: 'Offboarding',
    says: [
      'Offboarding starts on a person’s last working day, once their manager files the leaver form.',
      'The offboarding ticket lists every system the person used, and each owner closes their part within two days.',
    ],
  },
  {
    heading: 'Rotating signing keys',
    says: [
      'Rotate the signing keys of every service the person could deploy, starting with the payment service.',
      'A key is rotated by publishing the new one beside the old, waiting a day, then withdrawing the old one.',
    ],
  },
  {
    heading: 'Vault',
    says: [
      'Vault holds the database passwords and API tokens that services read when they start.',
      'Remove the person’s vault policy and revoke any tokens issued to them; vault keeps an audit log of both.',
    ],
  },
  {
    heading: 'Secrets in CI',
    says: [
      'CI pipelines keep their own secrets, apart from the ones services use at run time.',
      'Replace every secret the person could read in the pipeline settings, then build the main branch again.',
    ],
  },
  {
    heading: 'Contractors',
    says: [
      'Contractors have accounts that expire with their contract, but the end date is often extended.',
      'Check the contractor’s end date in the staffing sheet, and disable the account on that day.',
    ],
  },
];
const HANDBOOK_WORDS = ['offboard', 'rotat', 'vault', 'secret', 'contractor'];

const MANUAL = '人事服务手册';
const MANUAL_SECTIONS: Required<Section>[] = [
  { heading: '离职手续', says: ['员工提出离职后，由直属主管在系统中确认最后工作日。', '离职证明在最后工作日当天由人事部开具。'] },
  { heading: '门禁管理', says: ['门禁卡在入职当天发放，挂失请联系前台。', '最后工作日下班后，门禁权限会被自动关闭。'] },
  { heading: '工资发放', says: ['工资每月十日发放到员工本人的银行卡。', '最后一个月的工资按实际出勤天数计算。'] },
  { heading: '公积金缴存', says: ['公积金按员工上一年度月平均收入的百分之十二缴存。', '公积金账户在最后工作日的次月封存，可以转入新单位。'] },
  { heading: '工作交接', says: ['交接清单由直属主管确认，所有文档需要移交给指定同事。', '未完成交接的，不予办理后续手续。'] },
];
const MANUAL_WORDS = ['离职', '门禁', '工资', '公积金', '交接'];

/** Pages that hold one or two of the question's words many times, or in their titles. */
const DECOYS: { path: string; language: Language; title: string; says: string[] }[] = [
  {
    path: '/vault',
    language: 'en',
    title: 'Vault Secrets Reference',
    says: [
      'Vault is where the platform team keeps database passwords.',
      'Every service reads its vault path at start-up, and a vault path is named after its service.',
      'Ask in #platform before adding a vault path; vault policies are reviewed weekly.',
    ],
  },
  {
    path: '/key-rotation',
    language: 'en',
    title: 'Key Rotation Schedule',
    says: [
      'Signing keys are rotated every ninety days.',
      'Rotation happens on the first Monday of the quarter, and a rotation that fails is rotated again the next morning.',
      'Rotating a key never needs downtime.',
    ],
  },
  {
    path: '/contractor-agreements',
    language: 'en',
    title: 'Contractor Agreements',
    says: [
      'Every contractor signs the standard agreement before their first day.',
      'A contractor’s agreement names the manager who approves their hours, and contractor invoices go to finance monthly.',
    ],
  },
  {
    path: '/offboarding-survey',
    language: 'en',
    title: 'Offboarding Survey Results',
    says: ['The offboarding survey asks leavers six questions.', 'This year, offboarding answers praised the farewell lunch and asked for a shorter offboarding checklist.'],
  },
  {
    path: '/secret-santa',
    language: 'en',
    title: 'Secret Santa Rules',
    says: ['Secret Santa gifts stay under thirty dollars.', 'Names for Secret Santa are drawn on the first of December; keep yours a secret until the party.'],
  },
  {
    path: '/faq',
    language: 'zh',
    title: '门禁与工资常见问题',
    says: ['门禁卡刷不开怎么办？先到前台确认门禁权限。', '工资条在哪里看？每月工资发放后，工资条会发到邮箱。', '门禁卡可以借给别人吗？不可以。'],
  },
  {
    path: '/housing-fund',
    language: 'zh',
    title: '公积金提取指南',
    says: ['租房、购房都可以提取公积金。', '公积金提取需要本人身份证和公积金联名卡，每年可以提取一次。'],
  },
  {
    path: '/exit-interviews',
    language: 'zh',
    title: '离职面谈记录',
    says: ['离职面谈由人事部安排，在最后工作日前完成。', '离职原因按季度汇总，离职率高的部门会收到改进建议。'],
  },
  {
    path: '/handover',
    language: 'zh',
    title: '交接清单模板',
    says: ['交接清单包括在办事项、账号和文档三部分。', '交接双方在清单上签字，交接记录保存一年。'],
  },
];

let app: TestApp;
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser, site] = await Promise.all([startTestApp(), launchBrowser(), startTestSite()]);
  site.pages.set('/handbook', wikiPage('en', HANDBOOK, HANDBOOK_SECTIONS, 950));
  site.pages.set('/manual', wikiPage('zh', MANUAL, MANUAL_SECTIONS, 950));
  for (const decoy of DECOYS) site.pages.set(decoy.path, wikiPage(decoy.language, decoy.title, [{ says: decoy.says }], 400));
  const cookie = await app.signIn(await app.demoCreatorId());
  const startUrls = [...site.pages.keys()].map((path) => `${site.url}${path}`);
  const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: 'Team wiki', settings: { startUrls, maxDepth: 0, delayMs: 0 } });
  const synced = await syncAndWait(app, cookie, appId);
  expect(synced.docCount).toBe(startUrls.length);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await site?.close();
});

async function signedIn(): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  await page.goto(`${app.url}/search`);
  return page;
}

/** Types a query into the search box and submits it. */
async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: '搜索' });
  await box.fill(query);
  await box.press('Enter');
}

/** The titles of the results shown, in order (each result's first link; the others open its source). */
const titles = (page: Page) => page.getByTestId('search-result').evaluateAll((results) => results.map((result) => result.querySelector('a')?.textContent ?? ''));

/** The marked words of a result's passage (the line under its title and source). */
const passageMarks = (page: Page, title: string) =>
  page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: title, exact: true }) }).locator(':scope > p mark').allTextContents();

describe('search ranks a document by every word of a question', () => {
  it('indexes each of the question’s words in chunks of its own section', async () => {
    // What the tests below rest on: no chunk of the long documents holds two of the words.
    const { db } = app.deps.database;
    for (const [title, words] of [
      [HANDBOOK, HANDBOOK_WORDS],
      [MANUAL, MANUAL_WORDS],
    ] as const) {
      const document = (await db.query.documents.findFirst({ where: { title } }))!;
      const chunks = await db.select({ heading: searchChunks.heading, text: searchChunks.text }).from(searchChunks).where(eq(searchChunks.documentId, document.id));
      const held = chunks.map(({ heading, text }) => words.filter((word) => `${heading}\n${text}`.toLowerCase().includes(word)));
      expect(held.filter((found) => found.length > 1)).toEqual([]);
      expect(new Set(held.flat())).toEqual(new Set(words));
    }
  });

  it('finds a handbook whose sections each answer one word of an English question', async () => {
    const page = await signedIn();
    await search(page, 'how should I rotate vault secrets when offboarding a contractor');
    await expect.poll(async () => (await titles(page)).slice(0, 3)).toContain(HANDBOOK);
    const marks = await passageMarks(page, HANDBOOK);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(HANDBOOK_WORDS.some((word) => mark.toLowerCase().startsWith(word))).toBe(true);
    await page.context().close();
  });

  it('finds a manual whose sections each answer one word of a Chinese question', async () => {
    const page = await signedIn();
    await search(page, '离职时门禁、工资和公积金怎么交接？');
    await expect.poll(async () => (await titles(page)).slice(0, 3)).toContain(MANUAL);
    const marks = await passageMarks(page, MANUAL);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(MANUAL_WORDS).toContain(mark);
    await page.context().close();
  });

  it('still requires a quoted phrase', async () => {
    const page = await signedIn();
    // The handbook holds both words, in different sections: found for the words…
    await search(page, 'vault secrets');
    await expect.poll(() => titles(page)).toContain(HANDBOOK);
    // …but not for the phrase, which only one page holds.
    await search(page, '"vault secrets"');
    await expect.poll(() => titles(page)).toEqual(['Vault Secrets Reference']);
    await page.context().close();
  });
});
