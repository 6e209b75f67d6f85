import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { membersOfRole } from '../workspaces/roles.ts';
import { timeZoneOf } from '../workspaces/time-zone.ts';
import { answerFeedback, conversations, messages, type AnalyticsAskers, type FeedbackReason } from './tables.ts';

/**
 * What a workspace's people asked the assistant in a period, and how its answers fared: for admins
 * to see what is asked and where the answers fail. Read from the conversations themselves (kept
 * until their member deletes them; a public link's visitors' for its retention) and the votes on
 * their answers. Days are the workspace's own (its time zone).
 */
export const CHAT_ANALYTICS_PERIODS = [7, 30, 90, 365] as const;

export type AnalyticsFilter = {
  days: number;
  /** One agent's conversations; with `generalAssistant`, those with no agent. */
  agentId?: string | null;
  generalAssistant?: boolean;
  /** The questions of one role's members. */
  roleId?: string | null;
};

export type AnalyticsDay = { date: string; questions: number; activeMembers: number; answers: number; withoutCitation: number; upVotes: number; downVotes: number };
export type RatedAnswer = {
  answerId: string;
  question: string | null;
  answer: string;
  reasons: FeedbackReason[];
  comment: string;
  votedAt: Date;
  askerUserId: string | null;
  /** Asked through a public chat link (no member). */
  byVisitor: boolean;
  agentId: string | null;
  documentIds: string[];
};
export type AskedQuestion = { question: string; times: number; lastAskedAt: Date };
export type AgentUsage = { agentId: string | null; questions: number; answers: number; withoutCitation: number; upVotes: number; downVotes: number };
export type CitedDocument = { documentId: string; citations: number };

export type ConversationAnalytics = {
  days: number;
  askers: AnalyticsAskers;
  activeMembers: number;
  daily: AnalyticsDay[];
  worstRated: RatedAnswer[];
  topQuestions: AskedQuestion[];
  agents: AgentUsage[];
  citedDocuments: CitedDocument[];
};

const LISTED = 20;
/** The most cited documents read for the apps' share; the rest are too few to move it. */
const CITED = 500;
const ANSWER_EXCERPT = 300;

/** The conversations' messages of the period that the filter keeps, as `m` and `c`. */
function scoped(workspaceId: string, filter: AnalyticsFilter, now: Date) {
  const tz = timeZoneOf(sql`${workspaceId}::uuid`);
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${tz})::date`;
  const first = sql`(${today} - ${filter.days - 1}::int)`;
  const agent = filter.generalAssistant ? sql`c.agent_id is null` : filter.agentId ? sql`c.agent_id = ${filter.agentId}` : sql`true`;
  const role = filter.roleId ? sql`c.user_id in ${membersOfRole(workspaceId, filter.roleId)}` : sql`true`;
  const from = sql`${messages} m join ${conversations} c on c.workspace_id = m.workspace_id and c.id = m.conversation_id`;
  const where = sql`m.workspace_id = ${workspaceId} and m.created_at >= (${first}::timestamp at time zone ${tz}) and ${agent} and ${role}`;
  const day = sql`(m.created_at at time zone ${tz})::date`;
  return { from, where, day, first, today };
}

const answered = sql`m.role = 'assistant' and m.status in ('done', 'stopped')`;
const votes = sql`left join ${answerFeedback} f on f.workspace_id = m.workspace_id and f.message_id = m.id`;
const counts = sql`count(*) filter (where ${answered})::int as answers,
  count(*) filter (where ${answered} and jsonb_array_length(m.citations) = 0)::int as without_citation,
  count(f.vote) filter (where f.vote = 'up')::int as up_votes, count(f.vote) filter (where f.vote = 'down')::int as down_votes`;

type CountRow = { answers: number; without_citation: number; up_votes: number; down_votes: number };
const countsOf = (row: CountRow | undefined) => ({
  answers: Number(row?.answers ?? 0),
  withoutCitation: Number(row?.without_citation ?? 0),
  upVotes: Number(row?.up_votes ?? 0),
  downVotes: Number(row?.down_votes ?? 0),
});

/** Each day of the period, the days without a question included. */
async function daily(db: Database, s: ReturnType<typeof scoped>): Promise<AnalyticsDay[]> {
  const rows = rowsOf<CountRow & { date: string; questions: number; active_members: number }>(
    await db.execute(sql`with d as (select generate_series(${s.first}, ${s.today}, interval '1 day')::date as day),
      q as (select ${s.day} as day, count(*)::int as questions, count(distinct c.user_id)::int as active_members
        from ${s.from} where ${s.where} and m.role = 'user' group by 1),
      a as (select ${s.day} as day, ${counts} from ${s.from} ${votes} where ${s.where} and ${answered} group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(q.questions, 0) as questions, coalesce(q.active_members, 0) as active_members,
        coalesce(a.answers, 0) as answers, coalesce(a.without_citation, 0) as without_citation,
        coalesce(a.up_votes, 0) as up_votes, coalesce(a.down_votes, 0) as down_votes
      from d left join q on q.day = d.day left join a on a.day = d.day order by d.day`),
  );
  return rows.map((row) => ({ date: row.date, questions: Number(row.questions), activeMembers: Number(row.active_members), ...countsOf(row) }));
}

/** The answers voted down, latest vote first, with the question each answered. */
async function worstRated(db: Database, s: ReturnType<typeof scoped>): Promise<RatedAnswer[]> {
  type Row = { id: string; content: string; citations: { documentId: string }[]; reasons: FeedbackReason[]; comment: string; voted_at: Date | string; user_id: string | null; agent_id: string | null; question: string | null };
  const rows = rowsOf<Row>(
    await db.execute(sql`select m.id, m.content, m.citations, f.reasons, f.comment, f.updated_at as voted_at, c.user_id, c.agent_id,
        (select q.content from ${messages} q where q.workspace_id = m.workspace_id and q.conversation_id = m.conversation_id
          and q.role = 'user' and q.created_at <= m.created_at order by q.created_at desc limit 1) as question
      from ${s.from} join ${answerFeedback} f on f.workspace_id = m.workspace_id and f.message_id = m.id
      where ${s.where} and f.vote = 'down' order by f.updated_at desc limit ${LISTED}`),
  );
  return rows.map((row) => ({
    answerId: row.id,
    question: row.question,
    answer: [...row.content].slice(0, ANSWER_EXCERPT).join(''),
    reasons: row.reasons,
    comment: row.comment,
    votedAt: new Date(row.voted_at),
    askerUserId: row.user_id,
    byVisitor: row.user_id === null,
    agentId: row.agent_id,
    documentIds: [...new Set(row.citations.map((c) => c.documentId))],
  }));
}

async function topQuestions(db: Database, s: ReturnType<typeof scoped>): Promise<AskedQuestion[]> {
  const rows = rowsOf<{ question: string; times: number; last_asked_at: Date | string }>(
    await db.execute(sql`select min(btrim(m.content)) as question, count(*)::int as times, max(m.created_at) as last_asked_at
      from ${s.from} where ${s.where} and m.role = 'user' group by lower(btrim(m.content))
      order by count(*) desc, max(m.created_at) desc limit ${LISTED}`),
  );
  return rows.map((row) => ({ question: row.question, times: Number(row.times), lastAskedAt: new Date(row.last_asked_at) }));
}

async function byAgent(db: Database, s: ReturnType<typeof scoped>): Promise<AgentUsage[]> {
  const rows = rowsOf<CountRow & { agent_id: string | null; questions: number }>(
    await db.execute(sql`select c.agent_id, count(*) filter (where m.role = 'user')::int as questions, ${counts}
      from ${s.from} ${votes} where ${s.where} group by c.agent_id order by 2 desc`),
  );
  return rows.map((row) => ({ agentId: row.agent_id, questions: Number(row.questions), ...countsOf(row) }));
}

async function cited(db: Database, s: ReturnType<typeof scoped>): Promise<CitedDocument[]> {
  const rows = rowsOf<{ document_id: string; citations: number }>(
    await db.execute(sql`select e->>'documentId' as document_id, count(*)::int as citations
      from ${s.from} cross join lateral jsonb_array_elements(m.citations) e
      where ${s.where} and ${answered} group by 1 order by 2 desc limit ${CITED}`),
  );
  return rows.map((row) => ({ documentId: row.document_id, citations: Number(row.citations) }));
}

async function activeMembers(db: Database, s: ReturnType<typeof scoped>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(distinct c.user_id)::int as n from ${s.from} where ${s.where} and m.role = 'user'`));
  return Number(row?.n ?? 0);
}

/** The workspace's conversation analytics for the filter; questions only as far as `askers` shows them. */
export async function conversationAnalytics(db: Database, workspaceId: string, filter: AnalyticsFilter, askers: AnalyticsAskers, now: Date): Promise<ConversationAnalytics> {
  const s = scoped(workspaceId, filter, now);
  const [days, rated, top, agents, documents, members] = await Promise.all([
    daily(db, s),
    worstRated(db, s),
    askers === 'hidden' ? Promise.resolve([]) : topQuestions(db, s),
    byAgent(db, s),
    cited(db, s),
    activeMembers(db, s),
  ]);
  return {
    days: filter.days,
    askers,
    activeMembers: members,
    daily: days,
    worstRated: rated.map((r) => ({ ...r, question: askers === 'hidden' ? null : r.question, askerUserId: askers === 'named' ? r.askerUserId : null })),
    topQuestions: top,
    agents,
    citedDocuments: documents,
  };
}
