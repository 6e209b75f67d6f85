import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { roleMembers, roles } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { documentsOf, installApp, uploadToApp, waitForRun } from '../support/apps.ts';
import { seedTurns, shanghaiDate, shanghaiTime } from '../support/chat-analytics-seed.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

const ANALYTICS = `query ($days: Int!, $agentId: ID, $general: Boolean, $roleId: ID) { viewer { currentWorkspace {
  conversationAnalytics(days: $days, agentId: $agentId, generalAssistant: $general, roleId: $roleId) {
    days askers questions activeMembers answers answersWithoutCitation upVotes downVotes
    daily { date questions activeMembers answers answersWithoutCitation upVotes downVotes }
    worstRatedAnswers { question answer reasons comment askerName agent { name } sources { title } hiddenSources }
    topQuestions { question times }
    agents { agent { name } generalAssistant questions answers answersWithoutCitation upVotes downVotes }
    apps { app { title } citations }
  } } } }`;

type Day = { date: string; questions: number; activeMembers: number; answers: number; answersWithoutCitation: number; upVotes: number; downVotes: number };
type Analytics = Omit<Day, 'date'> & {
  days: number;
  askers: string;
  daily: Day[];
  worstRatedAnswers: { question: string | null; answer: string; reasons: string[]; comment: string; askerName: string | null; agent: { name: string } | null; sources: { title: string }[]; hiddenSources: number }[];
  topQuestions: { question: string; times: number }[];
  agents: { agent: { name: string } | null; generalAssistant: boolean; questions: number; answers: number; answersWithoutCitation: number; upVotes: number; downVotes: number }[];
  apps: { app: { title: string }; citations: number }[];
};

const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

/**
 * Conversation analytics over seeded conversations whose days, askers, agents and votes are known:
 * each day of the period in the workspace's time zone, the filters, the worst-rated answers with
 * only what the admin may read, the workspace's choice of what it shows of the questions, and
 * nothing of it for members or another workspace's admins.
 */
describe('conversation analytics', () => {
  let app: TestApp;
  let admin: string;
  let member: { id: string; cookie: string };
  let other: string;
  let agentId: string;
  let roleId: string;
  const now = new Date();

  const analytics = async (variables: Record<string, unknown>, cookie = admin) => {
    const result = await app.graphql<{ viewer: { currentWorkspace: { conversationAnalytics: Analytics } } }>(ANALYTICS, { cookie, variables: { days: 7, ...variables } });
    return { data: result.data?.viewer?.currentWorkspace?.conversationAnalytics, errors: result.errors };
  };

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const { workspace, creator } = await createWorkspaceWithCreator(db, '分析');
    admin = await app.signIn(creator.id);
    const asker = await addMember(db, workspace.id);
    member = { id: asker.id, cookie: await app.signIn(asker.id) };
    const colleague = await addMember(db, workspace.id);
    other = await app.signIn((await createWorkspaceWithCreator(db, '别家分析')).creator.id);

    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '销售' }).returning();
    await db.insert(roleMembers).values({ workspaceId: workspace.id, roleId: role!.id, userId: asker.id });
    roleId = Buffer.from(`Role:${role!.id}`).toString('base64');
    const made = await app.graphql<{ createAgent: { agent: { id: string } } }>(
      'mutation { createAgent(scope: WORKSPACE, input: { name: "销售助手", avatar: "/avatars/avatar-1.svg", visibleRange: ALL_MEMBERS }) { ... on AgentPayload { agent { id } } } }',
      { cookie: admin },
    );
    agentId = made.data!.createAgent.agent.id;

    // A workspace app the admin reads, and a member's personal app the admin may not.
    const shared = await installApp(app, admin, 'files', { title: '销售手册', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false });
    await uploadToApp(app, admin, shared, 'price.md', '# 价格表\n\n标准版每年一万元。\n');
    await waitForRun(app, admin, shared);
    const priceDoc = rowOf((await documentsOf(app, admin, shared))[0]!.id as string);
    const own = await installApp(app, member.cookie, 'files', { title: '我的笔记', authType: 'NONE', autoSync: false }, 'PERSONAL');
    await uploadToApp(app, member.cookie, own, 'notes.md', '# 客户笔记\n\n某客户想要折扣。\n');
    await waitForRun(app, member.cookie, own);
    const noteDoc = rowOf((await documentsOf(app, member.cookie, own))[0]!.id as string);

    const at = (days: number, hour: number, minute = 0) => shanghaiTime(now, days, hour, minute);
    await seedTurns(db, workspace.id, [
      // Today: three questions by two members (one through the agent), one voted down.
      { userId: asker.id, agentId: rowOf(agentId), question: '标准版多少钱？', documentIds: [priceDoc, noteDoc], at: at(0, 0, 30), vote: { vote: 'down', reasons: ['outdated'], comment: '已涨价' } },
      { userId: asker.id, question: '标准版多少钱？', documentIds: [priceDoc], at: at(0, 0, 40), vote: { vote: 'up' } },
      { userId: colleague.id, question: '年假有几天？', at: at(0, 0, 50) },
      // Two days ago: a visitor of a public link, and a member's answer without a source.
      { userId: null, agentId: rowOf(agentId), question: 'Do you ship abroad?', documentIds: [priceDoc], at: at(2, 10) },
      { userId: colleague.id, question: '报销流程', at: at(2, 23, 59), vote: { vote: 'down', reasons: ['not_found'] } },
      // Six days ago, the first day of a 7-day period; eight days ago, before it.
      { userId: colleague.id, question: '标准版多少钱', documentIds: [priceDoc], at: at(6, 0, 1) },
      { userId: colleague.id, question: '很久以前的问题', at: at(8, 12) },
    ]);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('counts each day of the period in the workspace’s time zone, questions, members, answers without a source and votes', async () => {
    const { data } = await analytics({});
    expect(data!.daily.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((days) => shanghaiDate(now, days)));
    expect(data!.daily.map((d) => d.questions)).toEqual([1, 0, 0, 0, 2, 0, 3]);
    expect(data!.daily.at(-1)).toMatchObject({ questions: 3, activeMembers: 2, answers: 3, answersWithoutCitation: 1, upVotes: 1, downVotes: 1 });
    // The visitor is a question, not a member.
    expect(data!.daily[4]).toMatchObject({ questions: 2, activeMembers: 1, answersWithoutCitation: 1, downVotes: 1 });
    expect(data).toMatchObject({ days: 7, askers: 'ANONYMOUS', questions: 6, activeMembers: 2, answers: 6, answersWithoutCitation: 2, upVotes: 1, downVotes: 2 });
    // The totals are the days' sums.
    for (const key of ['questions', 'answers', 'answersWithoutCitation', 'upVotes', 'downVotes'] as const) {
      expect(data![key]).toBe(data!.daily.reduce((sum, d) => sum + d[key], 0));
    }
    // Thirty days take the older question in too; an unknown period is refused.
    expect((await analytics({ days: 30 })).data!.questions).toBe(7);
    expect((await analytics({ days: 8 })).errors![0]!.message).toBe('统计周期只能是 7、30、90 或 365 天');
  });

  it('lists the top questions, each agent’s share and each app’s citations', async () => {
    const { data } = await analytics({});
    expect(data!.topQuestions[0]).toEqual({ question: '标准版多少钱？', times: 2 });
    expect(data!.topQuestions.map((q) => q.question)).toEqual(expect.arrayContaining(['标准版多少钱', '年假有几天？', '报销流程', 'Do you ship abroad?']));
    const general = data!.agents.find((a) => a.generalAssistant)!;
    const sales = data!.agents.find((a) => a.agent?.name === '销售助手')!;
    expect(general).toMatchObject({ questions: 4, answers: 4, answersWithoutCitation: 2, upVotes: 1, downVotes: 1 });
    expect(sales).toMatchObject({ questions: 2, answers: 2, answersWithoutCitation: 0, downVotes: 1 });
    // Only the app the admin reads: the member's notes are theirs.
    expect(data!.apps).toEqual([{ app: { title: '销售手册' }, citations: 4 }]);
  });

  it('filters by agent, by the general assistant and by a role’s members', async () => {
    expect((await analytics({ agentId })).data).toMatchObject({ questions: 2, activeMembers: 1 });
    expect((await analytics({ general: true })).data).toMatchObject({ questions: 4, activeMembers: 2 });
    const sales = (await analytics({ roleId })).data!;
    expect(sales).toMatchObject({ questions: 2, activeMembers: 1 });
    expect(sales.topQuestions).toEqual([{ question: '标准版多少钱？', times: 2 }]);
    // Another workspace's role, or something that is not a role, keeps nothing.
    expect((await analytics({ roleId: Buffer.from('Role:00000000-0000-4000-8000-000000000000').toString('base64') })).data!.questions).toBe(0);
    expect((await analytics({ roleId: agentId })).data!.questions).toBe(0);
  });

  it('shows the worst-rated answers with their questions, sources the admin may read, and askers only as the workspace chooses', async () => {
    const worst = (await analytics({})).data!.worstRatedAnswers;
    expect(worst.map((w) => w.question)).toEqual(['标准版多少钱？', '报销流程']);
    // It cites the member's own notes too, which it may quote: the admin sees its sources they read, not its text.
    expect(worst[0]).toMatchObject({ answer: null, reasons: ['OUTDATED'], comment: '已涨价', askerName: null, agent: { name: '销售助手' }, sources: [{ title: 'price.md' }], hiddenSources: 1 });
    expect(worst[1]).toMatchObject({ answer: '关于“报销流程”的回答', reasons: ['NOT_FOUND'], agent: null, sources: [], hiddenSources: 0 });

    const SET = 'mutation ($askers: AnalyticsAskers!) { setAnalyticsAskers(askers: $askers) { __typename ... on AnalyticsAskersPayload { askers } } }';
    expect((await app.graphql(SET, { cookie: member.cookie, variables: { askers: 'NAMED' } })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await app.graphql<{ setAnalyticsAskers: { askers: string } }>(SET, { cookie: admin, variables: { askers: 'NAMED' } })).data!.setAnalyticsAskers.askers).toBe('NAMED');
    const named = (await analytics({})).data!;
    expect(named.askers).toBe('NAMED');
    expect(named.worstRatedAnswers[0]!.askerName).toBe('Member');

    await app.graphql(SET, { cookie: admin, variables: { askers: 'HIDDEN' } });
    const hidden = (await analytics({})).data!;
    expect(hidden.worstRatedAnswers.map((w) => [w.question, w.askerName])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(hidden.topQuestions).toEqual([]);
    const { db } = app.deps.database;
    const changes = await db.select().from(auditEntries).where(eq(auditEntries.action, 'analytics.askers_changed'));
    expect(changes.map((e) => e.detail)).toEqual([
      { before: 'anonymous', after: 'named' },
      { before: 'named', after: 'hidden' },
    ]);
    await app.graphql(SET, { cookie: admin, variables: { askers: 'ANONYMOUS' } });
  });

  it('is the admins’ alone, each workspace’s its own', async () => {
    const asMember = await analytics({}, member.cookie);
    expect(asMember.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const elsewhere = (await analytics({}, other)).data!;
    expect(elsewhere).toMatchObject({ questions: 0, activeMembers: 0, worstRatedAnswers: [], topQuestions: [], agents: [], apps: [] });
    // An agent of another workspace filters to nothing there.
    expect((await analytics({ agentId }, other)).data!.questions).toBe(0);
    const { db } = app.deps.database;
    expect(await db.$count(auditEntries, and(eq(auditEntries.action, 'analytics.askers_changed')))).toBe(3);
  });
});
