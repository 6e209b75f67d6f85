import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { ValidationError } from '../request/errors.ts';
import { text } from '../validation/body.ts';
import { withoutNul } from '../validation/nul.ts';
import { answerFeedback, FEEDBACK_REASONS, type AnswerFeedback, type Message } from './tables.ts';

export type FeedbackInput = { vote: 'up' | 'down' | null; reasons?: readonly string[] | null; comment?: string | null };

const COMMENT_MAX = 1000;

/** A vote as the REST surfaces take it (the public chat's and `/v1`'s): `vote` null takes it back. */
export const FeedbackBody = z.object({
  vote: z.enum(['up', 'down']).nullable(),
  reasons: z.array(z.enum(FEEDBACK_REASONS)).max(FEEDBACK_REASONS.length).nullish(),
  comment: text(4 * COMMENT_MAX),
});

/** A vote as the REST surfaces answer it. */
export const feedbackView = (feedback: AnswerFeedback | null) =>
  feedback ? { vote: feedback.vote, reasons: feedback.reasons, comment: feedback.comment, updated_at: feedback.updatedAt.toISOString() } : { vote: null, reasons: [], comment: '', updated_at: null };

/**
 * The asker's vote on an answer of theirs (the caller has found it theirs): given, changed, or
 * taken back (`vote` null). Reasons say what was wrong, so they go with a vote down alone; a
 * comment may go with either.
 */
export async function rateAnswer(db: Database, answer: Message, input: FeedbackInput, now: Date): Promise<AnswerFeedback | null> {
  if (answer.role !== 'assistant' || (answer.status !== 'done' && answer.status !== 'stopped')) {
    throw new ValidationError([{ field: 'messageId', key: 'answerNotRateable' }]);
  }
  const where = and(eq(answerFeedback.workspaceId, answer.workspaceId), eq(answerFeedback.messageId, answer.id));
  if (input.vote === null) {
    await db.delete(answerFeedback).where(where);
    return null;
  }
  const comment = withoutNul(input.comment ?? '').trim();
  if ([...comment].length > COMMENT_MAX) throw new ValidationError([{ field: 'comment', key: 'feedbackCommentTooLong' }]);
  const reasons = input.vote === 'down' ? FEEDBACK_REASONS.filter((reason) => input.reasons?.includes(reason)) : [];
  const values = { vote: input.vote, reasons, comment };
  const [saved] = await db
    .insert(answerFeedback)
    .values({ workspaceId: answer.workspaceId, messageId: answer.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [answerFeedback.workspaceId, answerFeedback.messageId], set: { ...values, updatedAt: now } })
    .returning();
  return saved!;
}
