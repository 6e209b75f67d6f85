import { Agent } from '../agents/types.ts';
import { agentsIn } from '../agents/service.ts';
import { App, DocumentRef } from '../apps/types.ts';
import { readableDocument } from '../apps/readable-documents.ts';
import { builder } from '../graphql/builder.ts';
import { mayRead } from '../graphql/access.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import type { Context } from '../request/context.ts';
import { badUserInput } from '../request/errors.ts';
import { actorOf } from '../workspaces/acting.ts';
import { membersOf } from '../workspaces/members.ts';
import { Workspace } from '../workspaces/types.ts';
import { analyticsAskers, setAnalyticsAskers } from './analytics-settings.ts';
import { CHAT_ANALYTICS_PERIODS, conversationAnalytics, type AgentUsage, type AnalyticsDay, type AskedQuestion, type ConversationAnalytics, type RatedAnswer } from './analytics.ts';
import { FeedbackReason } from './feedback-types.ts';
import { ANALYTICS_ASKERS } from './tables.ts';

const AnalyticsAskersEnum = builder.enumType('AnalyticsAskers', {
  description: 'What conversation analytics shows of the questions: none of them, the questions with nobody named, or who asked.',
  values: Object.fromEntries(ANALYTICS_ASKERS.map((value) => [value.toUpperCase(), { value }])) as { HIDDEN: { value: 'hidden' }; ANONYMOUS: { value: 'anonymous' }; NAMED: { value: 'named' } },
});

/** An agent of the workspace the admin may see (a member's personal agent is theirs: null). */
async function agentFor(ctx: Context, workspaceId: string, agentId: string | null) {
  if (!agentId) return null;
  const [agent] = await agentsIn(ctx.db, workspaceId, [agentId]);
  return agent && (await mayRead(ctx, 'Agent', agent)) ? agent : null;
}

const AnalyticsDayRef = builder.objectRef<AnalyticsDay>('AnalyticsDay').implement({
  description: 'One day of the period, in the workspace’s time zone.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    questions: t.exposeInt('questions'),
    activeMembers: t.exposeInt('activeMembers', { description: 'Members who asked that day (a public link’s visitors are not members).' }),
    answers: t.exposeInt('answers', { description: 'Answers written (done or stopped).' }),
    answersWithoutCitation: t.exposeInt('withoutCitation'),
    upVotes: t.exposeInt('upVotes'),
    downVotes: t.exposeInt('downVotes'),
  }),
});

/**
 * The documents an answer cited that the viewer may read, by the Document rule (a token without
 * `documents:read` reads none): one query for a response's answers (the loader).
 */
async function citedBy(ctx: Context, answer: RatedAnswer) {
  const documents = await Promise.all(answer.documentIds.map((id) => readableDocument(ctx, id)));
  const allowed = await Promise.all(documents.map((d) => mayRead(ctx, 'Document', d)));
  const readable = documents.filter((d, i) => d !== null && allowed[i]);
  return { readable: readable as NonNullable<(typeof documents)[number]>[], hidden: documents.length - readable.length };
}

const RatedAnswerRef = builder.objectRef<RatedAnswer & { workspaceId: string }>('RatedAnswer').implement({
  description: 'An answer voted down, with what it answered.',
  fields: (t) => ({
    question: t.exposeString('question', { nullable: true, description: 'Null where the workspace shows no questions.' }),
    answer: t.string({
      nullable: true,
      description: 'Its first 300 characters; null when it cites a document the viewer may not read (it may quote it).',
      resolve: async (r, _args, ctx) => ((await citedBy(ctx, r)).hidden > 0 ? null : r.answer),
    }),
    reasons: t.expose('reasons', { type: [FeedbackReason] }),
    comment: t.exposeString('comment'),
    votedAt: t.expose('votedAt', { type: 'DateTime' }),
    askerName: t.string({
      nullable: true,
      description: 'Who asked, where the workspace names askers; null otherwise, and for a public link’s visitors.',
      resolve: async (r, _args, ctx) => {
        if (!r.askerUserId) return null;
        const [member] = await membersOf(ctx.db, r.workspaceId, [r.askerUserId]);
        return member?.wsUsername ?? null;
      },
    }),
    byVisitor: t.exposeBoolean('byVisitor', { description: 'Asked through a public chat link, by no member.' }),
    agent: t.field({ type: Agent, nullable: true, resolve: (r, _args, ctx) => agentFor(ctx, r.workspaceId, r.agentId) }),
    sources: t.field({
      type: [DocumentRef],
      description: 'The documents it cited that the viewer may read.',
      resolve: async (r, _args, ctx) => (await citedBy(ctx, r)).readable,
    }),
    hiddenSources: t.int({
      description: 'The documents it cited that the viewer may not read.',
      resolve: async (r, _args, ctx) => (await citedBy(ctx, r)).hidden,
    }),
  }),
});

const AskedQuestionRef = builder.objectRef<AskedQuestion>('AskedQuestion').implement({
  description: 'A question asked in the period, its spellings in any case counted as one.',
  fields: (t) => ({
    question: t.exposeString('question'),
    times: t.exposeInt('times'),
    lastAskedAt: t.expose('lastAskedAt', { type: 'DateTime' }),
  }),
});

const AgentUsageRef = builder.objectRef<AgentUsage & { workspaceId: string }>('AgentUsage').implement({
  description: 'The questions one agent was asked, and how its answers fared.',
  fields: (t) => ({
    agent: t.field({ type: Agent, nullable: true, description: 'Null for the general assistant, and for a member’s own agent.', resolve: (u, _args, ctx) => agentFor(ctx, u.workspaceId, u.agentId) }),
    generalAssistant: t.boolean({ resolve: (u) => u.agentId === null }),
    questions: t.exposeInt('questions'),
    answers: t.exposeInt('answers'),
    answersWithoutCitation: t.exposeInt('withoutCitation'),
    upVotes: t.exposeInt('upVotes'),
    downVotes: t.exposeInt('downVotes'),
  }),
});

const AppUsageRef = builder.objectRef<{ app: typeof App.$inferType; citations: number }>('AppUsage').implement({
  description: 'How often the answers cited an app’s documents.',
  fields: (t) => ({
    app: t.field({ type: App, resolve: (u) => u.app }),
    citations: t.exposeInt('citations'),
  }),
});

/** The apps whose documents the answers cited, most cited first: only documents and apps the viewer may read. */
async function appUsage(ctx: Context, a: ConversationAnalytics) {
  const documents = await Promise.all(a.citedDocuments.map((d) => readableDocument(ctx, d.documentId)));
  const byApp = new Map<string, number>();
  a.citedDocuments.forEach((d, i) => {
    const appId = documents[i]?.appId;
    if (appId) byApp.set(appId, (byApp.get(appId) ?? 0) + d.citations);
  });
  const apps = await Promise.all([...byApp.keys()].map((id) => ctx.loaders.apps.apps.load(id)));
  const readable = await Promise.all(apps.map((app) => mayRead(ctx, 'App', app)));
  return apps
    .filter((app, i) => app && readable[i])
    .map((app) => ({ app: app!, citations: byApp.get(app!.id)! }))
    .sort((x, y) => y.citations - x.citations)
    .slice(0, 20);
}

type Analytics = ConversationAnalytics & { workspaceId: string };

const ConversationAnalyticsRef = builder.objectRef<Analytics>('ConversationAnalytics').implement({
  description: 'What the workspace’s people asked in the last `days` days, and how the answers fared.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    askers: t.expose('askers', { type: AnalyticsAskersEnum }),
    questions: t.int({ resolve: (a) => a.daily.reduce((sum, d) => sum + d.questions, 0) }),
    activeMembers: t.exposeInt('activeMembers', { description: 'Members who asked in the period.' }),
    answers: t.int({ resolve: (a) => a.daily.reduce((sum, d) => sum + d.answers, 0) }),
    answersWithoutCitation: t.int({ resolve: (a) => a.daily.reduce((sum, d) => sum + d.withoutCitation, 0) }),
    upVotes: t.int({ resolve: (a) => a.daily.reduce((sum, d) => sum + d.upVotes, 0) }),
    downVotes: t.int({ resolve: (a) => a.daily.reduce((sum, d) => sum + d.downVotes, 0) }),
    daily: t.field({ type: [AnalyticsDayRef], resolve: (a) => a.daily }),
    worstRatedAnswers: t.field({ type: [RatedAnswerRef], resolve: (a) => a.worstRated.map((r) => ({ ...r, workspaceId: a.workspaceId })) }),
    topQuestions: t.field({ type: [AskedQuestionRef], description: 'Empty where the workspace shows no questions.', resolve: (a) => a.topQuestions }),
    agents: t.field({ type: [AgentUsageRef], resolve: (a) => a.agents.map((u) => ({ ...u, workspaceId: a.workspaceId })) }),
    apps: t.field({ type: [AppUsageRef], resolve: (a, _args, ctx) => appUsage(ctx, a) }),
  }),
});

builder.objectField(Workspace, 'conversationAnalytics', (t) =>
  t.authField({
    type: ConversationAnalyticsRef,
    description: `What the workspace's people asked (admins). \`days\`: one of ${CHAT_ANALYTICS_PERIODS.join(', ')}; optionally one agent's conversations (or the general assistant's), or one role's members' questions.`,
    authScopes: { admin: 'manage' },
    args: {
      days: t.arg.int({ required: true, defaultValue: 30 }),
      agentId: t.arg.globalID({ required: false, for: Agent }),
      generalAssistant: t.arg.boolean({ required: false }),
      roleId: t.arg.globalID({ required: false }),
    },
    resolve: async (workspace, args, ctx) => {
      if (!(CHAT_ANALYTICS_PERIODS as readonly number[]).includes(args.days)) throw badUserInput(ctx, 'analyticsPeriodChoice');
      const roleId = args.roleId?.typename === 'Role' ? args.roleId.id : args.roleId ? '00000000-0000-0000-0000-000000000000' : null;
      const filter = { days: args.days, agentId: args.agentId?.id ?? null, generalAssistant: args.generalAssistant ?? false, roleId };
      const analytics = await conversationAnalytics(ctx.db, workspace.id, filter, await analyticsAskers(ctx.db, workspace.id), ctx.now);
      return { ...analytics, workspaceId: workspace.id };
    },
  }),
);

builder.objectField(Workspace, 'analyticsAskers', (t) =>
  t.field({
    type: AnalyticsAskersEnum,
    description: 'What conversation analytics shows of the questions (admins).',
    authScopes: { admin: 'manage' },
    resolve: (workspace, _args, ctx) => analyticsAskers(ctx.db, workspace.id),
  }),
);

const AnalyticsAskersPayload = builder.objectRef<{ askers: (typeof ANALYTICS_ASKERS)[number] }>('AnalyticsAskersPayload').implement({
  fields: (t) => ({ askers: t.expose('askers', { type: AnalyticsAskersEnum }) }),
});

builder.mutationField('setAnalyticsAskers', (t) =>
  t.authField({
    type: AnalyticsAskersPayload,
    description: 'Sets what conversation analytics shows of the questions (admins); recorded in the audit log.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { askers: t.arg({ type: AnalyticsAskersEnum, required: true }) },
    resolve: async (_root, { askers }, ctx) => ({ askers: await setAnalyticsAskers(ctx, actorOf(ctx).workspaceId, askers) }),
  }),
);
