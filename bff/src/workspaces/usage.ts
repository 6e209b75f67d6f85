/**
 * A workspace's usage: its usage records and what its version and credits allow of them.
 *
 * They belong to the workspace, not to what spends them: chat spends chats today, billing will
 * sell allowances and credits and read the records to bill and to show, and both must count the
 * same way. So the records, the daily allowance and the credits live here, beside the version
 * that sets them, and chat asks this module to spend one (one locked check, never twice).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ExpectedError } from '../request/errors.ts';
import { planOf } from '../billing/plan.ts';
import { CHAT_USAGE_TYPES, usageRecords, workspaces, type UsageType } from './tables.ts';
import { startOfDay } from './versions.ts';
import type { ChatSpend } from './ports.ts';

export { INVITE_REWARD_CHATS } from './versions.ts';

/** The workspace's chats are used up for today (the message names the daily limit and how to get more). */
export class ChatQuotaExhaustedError extends ExpectedError {
  override readonly status = 402;
  constructor() {
    super('chatQuotaExhausted');
  }
}

export type { UsageType };

/** Writes a usage record (members added, documents synced; chats are written by `spendChat`). */
export async function recordUsage(db: Pick<Database, 'insert'>, record: { workspaceId: string; userId: string | null; type: UsageType; count: number; at: Date }) {
  if (record.count <= 0) return;
  await db.insert(usageRecords).values({ workspaceId: record.workspaceId, userId: record.userId, type: record.type, count: record.count, createdAt: record.at });
}

/**
 * Uses one chat of the workspace: from today's allowance of its version, then from its earned
 * credits. The workspace row is locked for the check and the write, so concurrent questions
 * never spend the last chat twice. Each use is a usage record (of type `bot` when a chat bot
 * asked; its asker may be no member, `userId` null).
 */
export async function spendChat(db: Database, workspaceId: string, userId: string | null, now: Date, type: UsageType = 'chat'): Promise<ChatSpend> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
    if (!workspace) throw new ChatQuotaExhaustedError();
    const { limits } = await planOf(tx, workspace, now);
    const fromCredits = (await chatsUsedToday(tx, workspaceId, now)) >= limits.chatsPerDay;
    if (fromCredits) {
      if (workspace.chatCredits <= 0) throw new ChatQuotaExhaustedError();
      await tx.update(workspaces).set({ chatCredits: sql`${workspaces.chatCredits} - 1` }).where(eq(workspaces.id, workspaceId));
    }
    const [record] = await tx.insert(usageRecords).values({ workspaceId, userId, type, count: 1, createdAt: now }).returning();
    return { usageId: record!.id, fromCredits };
  });
}

/** Gives a chat back when no answer could be given at all. */
export async function refundChat(db: Database, workspaceId: string, spend: ChatSpend) {
  await db.transaction(async (tx) => {
    await tx.delete(usageRecords).where(and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.id, spend.usageId)));
    if (spend.fromCredits) {
      await tx.update(workspaces).set({ chatCredits: sql`${workspaces.chatCredits} + 1` }).where(eq(workspaces.id, workspaceId));
    }
  });
}

/** The chats a workspace has used since the start of today (UTC+8), by people and by its bots. */
async function chatsUsedToday(db: Pick<Database, 'select'>, workspaceId: string, now: Date): Promise<number> {
  const [used] = await db
    .select({ n: sql<number>`coalesce(sum(${usageRecords.count}), 0)::int` })
    .from(usageRecords)
    .where(and(eq(usageRecords.workspaceId, workspaceId), inArray(usageRecords.type, [...CHAT_USAGE_TYPES]), gte(usageRecords.createdAt, startOfDay(now))));
  return used?.n ?? 0;
}

/** The chats a workspace may still use today: what is left of its plan's daily allowance, plus its credits. */
export function remainingChats(chatsPerDay: number, chatCredits: number, usedToday: number) {
  return Math.max(0, chatsPerDay - usedToday) + chatCredits;
}

/** The workspace's usage records per day (UTC+8) for the last `days` days, oldest first, empty days included. */
export async function workspaceUsageHistory(db: Pick<Database, 'select'>, workspaceId: string, days: number, now: Date) {
  const DAY_MS = 86_400_000;
  const today = startOfDay(now);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${usageRecords.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, type: usageRecords.type, n: sql<number>`coalesce(sum(${usageRecords.count}), 0)::int` })
    .from(usageRecords)
    .where(and(eq(usageRecords.workspaceId, workspaceId), gte(usageRecords.createdAt, since)))
    .groupBy(day, usageRecords.type);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
    const of = (type: string) => rows.find((r) => r.day === date && r.type === type)?.n ?? 0;
    return { date, chats: of('chat') + of('bot'), documents: of('document'), members: of('member') };
  });
}
