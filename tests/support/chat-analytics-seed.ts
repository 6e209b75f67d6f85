import type { Database } from '../../bff/src/db/client.ts';
import { answerFeedback, conversations, messages, type FeedbackReason } from '../../bff/src/chat/tables.ts';

/** One question and its answer, asked `daysAgo` days before `now` (at that time of day), perhaps voted on. */
export type SeededTurn = {
  userId: string | null;
  agentId?: string | null;
  question: string;
  answer?: string;
  /** The documents the answer cites; none: an answer without a citation. */
  documentIds?: string[];
  at: Date;
  vote?: { vote: 'up' | 'down'; reasons?: FeedbackReason[]; comment?: string };
};

/**
 * Writes conversations as the product keeps them (a question, then its answer a millisecond
 * later), each in a conversation of its own, for analytics to read: the period's days and what
 * the filters keep are then known exactly.
 */
export async function seedTurns(db: Database, workspaceId: string, turns: SeededTurn[]) {
  for (const turn of turns) {
    const [conversation] = await db
      .insert(conversations)
      .values({
        workspaceId,
        userId: turn.userId,
        visitor: turn.userId ? null : `seeded-visitor-${Math.random().toString(36).slice(2)}`,
        title: turn.question.slice(0, 30),
        agentId: turn.agentId ?? null,
        createdAt: turn.at,
        updatedAt: turn.at,
      })
      .returning();
    await db.insert(messages).values({ workspaceId, conversationId: conversation!.id, role: 'user', content: turn.question, createdAt: turn.at });
    const [answer] = await db
      .insert(messages)
      .values({
        workspaceId,
        conversationId: conversation!.id,
        role: 'assistant',
        content: turn.answer ?? `关于“${turn.question}”的回答`,
        status: 'done',
        citations: (turn.documentIds ?? []).map((documentId, i) => ({ index: i + 1, documentId, title: `文档 ${i + 1}`, url: null, passage: '' })),
        createdAt: new Date(turn.at.getTime() + 1),
      })
      .returning();
    if (turn.vote) {
      await db.insert(answerFeedback).values({
        workspaceId,
        messageId: answer!.id,
        vote: turn.vote.vote,
        reasons: turn.vote.reasons ?? [],
        comment: turn.vote.comment ?? '',
        createdAt: turn.at,
        updatedAt: new Date(turn.at.getTime() + 60_000),
      });
    }
  }
}

/** A time `days` days before `now`, at `hour`:`minute` in Asia/Shanghai (the demo workspace's time zone). */
export function shanghaiTime(now: Date, days: number, hour: number, minute = 0): Date {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const day = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate() - days, hour, minute);
  return new Date(day - 8 * 3_600_000);
}

/** The date (YYYY-MM-DD) in Asia/Shanghai `days` days before `now`. */
export const shanghaiDate = (now: Date, days: number) => shanghaiTime(now, days, 12).toISOString().slice(0, 10);
