import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError, TooLargeError, ValidationError } from '../request/errors.ts';
import { uploadPath } from '../identity/uploads.ts';
import { sniffFileType, ALLOWED_TYPES } from '../identity/file-types.ts';
import { detectDocumentType, DOCUMENT_TYPES, extractText } from '../text/extract.ts';
import type { ActingMember } from '../request/viewer.ts';
import { agentById, agentByKey, agentForAnswer, usableAgent } from '../agents/service.ts';
import { spendChat } from '../workspaces/usage.ts';
import { chatFiles, conversations, messages } from './tables.ts';
import { UPLOAD_LIMITS } from '../validation/uploads.ts';
import { isUuid } from '../lib/ids.ts';
import { withoutNul } from '../validation/nul.ts';
import { checkLength } from '../validation/rules.ts';
import { assertChatEnabled } from '../workspaces/reads.ts';

const QUESTION_MAX = 4000;

/** A conversation of the actor's own; anyone else's is reported as not existing. */
export async function ownConversation(ctx: Pick<Context, 'db'>, actor: ActingMember, conversationId: string) {
  const conversation = await ctx.db.query.conversations.findFirst({ where: { workspaceId: actor.workspaceId, id: conversationId } });
  if (!conversation || conversation.userId !== actor.userId) throw new NotFoundError('conversationNotFound');
  return conversation;
}

const titleFrom = (question: string) => {
  const flat = question.replace(/\s+/g, ' ').trim();
  return [...flat].length > 30 ? `${[...flat].slice(0, 30).join('')}…` : flat;
};

/** The agent a new conversation takes (by ID or ws agent key): visible to the member and enabled. */
async function agentForNewConversation(ctx: Context, actor: ActingMember, input: { agentId?: string | null; agentKey?: string | null }) {
  const where = input.agentId ? agentById(input.agentId) : input.agentKey ? agentByKey(input.agentKey) : null;
  return where ? usableAgent(ctx, actor, where) : null;
}

/**
 * Starts a conversation before its first question, so that files can be attached to it first.
 * It has no title until that question gives it one (or the member names it).
 */
export async function startConversation(ctx: Context, actor: ActingMember, input: { agentId?: string | null; agentKey?: string | null }) {
  await assertChatEnabled(ctx.db, actor.workspaceId);
  const agent = await agentForNewConversation(ctx, actor, input);
  const [conversation] = await ctx.db
    .insert(conversations)
    .values({ workspaceId: actor.workspaceId, userId: actor.userId, title: '', agentId: agent?.id ?? null })
    .returning();
  return conversation!;
}

/**
 * Asks a question: in a conversation of the actor's (or a new one), one chat of the workspace's
 * quota is used, and the answer starts streaming in the background.
 */
export async function sendMessage(
  ctx: Context,
  actor: ActingMember,
  input: { conversationId?: string | null; text: string; agentId?: string | null; agentKey?: string | null },
) {
  const question = input.text.trim();
  if (!question) throw new ValidationError([{ field: 'text', key: 'questionRequired' }]);
  if ([...question].length > QUESTION_MAX) throw new ValidationError([{ field: 'text', key: 'questionTooLong' }]);
  await assertChatEnabled(ctx.db, actor.workspaceId);
  const existing = input.conversationId ? await ownConversation(ctx, actor, input.conversationId) : null;
  // The conversation keeps its agent; a new one takes the agent asked for (by ID or ws agent key),
  // which must be visible to the member and enabled.
  const agent = existing
    ? existing.agentId
      ? await usableAgent(ctx, actor, agentById(existing.agentId))
      : null
    : await agentForNewConversation(ctx, actor, input);
  const spend = await spendChat(ctx.db, actor.workspaceId, actor.userId, ctx.now);

  const { conversation, userMessage, answer } = await ctx.db.transaction(async (tx) => {
    const conversation =
      existing ??
      (
        await tx
          .insert(conversations)
          .values({ workspaceId: actor.workspaceId, userId: actor.userId, title: titleFrom(question), agentId: agent?.id ?? null })
          .returning()
      )[0]!;
    if (existing) {
      // A conversation started before its first question (to attach files) is named by it.
      await tx
        .update(conversations)
        .set({ updatedAt: ctx.now, ...(existing.title === '' && { title: titleFrom(question) }) })
        .where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.id, existing.id)));
    }
    const [userMessage] = await tx
      .insert(messages)
      .values({ workspaceId: actor.workspaceId, conversationId: conversation.id, role: 'user', content: question, status: 'done' })
      .returning();
    // A millisecond later, so the answer always sorts after its question.
    const [answer] = await tx
      .insert(messages)
      .values({
        workspaceId: actor.workspaceId,
        conversationId: conversation.id,
        role: 'assistant',
        status: 'streaming',
        createdAt: new Date(userMessage!.createdAt.getTime() + 1),
      })
      .returning();
    return { conversation, userMessage: userMessage!, answer: answer! };
  });

  ctx.chat.start({
    reader: actor,
    locale: ctx.locale,
    conversationId: conversation.id,
    messageId: answer.id,
    userMessageId: userMessage.id,
    question,
    spend,
    agent: agent ? await agentForAnswer(ctx, agent) : null,
  });
  return { conversationId: conversation.id, userMessageId: userMessage.id, answerId: answer.id };
}

/** The answer of the actor's, with its question. */
/**
 * An answer of the member's own conversations (to stop, regenerate or follow): the one check every
 * path to an answer makes. Another member's answer, admins' included, is as unknown as none.
 */
export async function ownAnswer(ctx: Pick<Context, 'db'>, actor: ActingMember, messageId: string) {
  const [found] = await ctx.db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, and(eq(conversations.workspaceId, messages.workspaceId), eq(conversations.id, messages.conversationId)))
    .where(and(eq(messages.workspaceId, actor.workspaceId), eq(messages.id, messageId), eq(messages.role, 'assistant'), eq(conversations.userId, actor.userId)));
  if (!found) throw new NotFoundError('messageNotFound');
  return found.message;
}

export async function stopAnswer(ctx: Context, actor: ActingMember, messageId: string) {
  const message = await ownAnswer(ctx, actor, messageId);
  if (message.status === 'streaming') ctx.chat.stop(message.id);
  return message;
}

/** Answers the same question again, as a new answer in place of the old one (one more chat). */
export async function regenerateAnswer(ctx: Context, actor: ActingMember, messageId: string) {
  await assertChatEnabled(ctx.db, actor.workspaceId);
  const old = await ownAnswer(ctx, actor, messageId);
  if (old.status === 'streaming') ctx.chat.stop(old.id);
  const [question] = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.workspaceId, actor.workspaceId),
        eq(messages.conversationId, old.conversationId),
        eq(messages.role, 'user'),
        sql`${messages.createdAt} < ${old.createdAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  if (!question) throw new NotFoundError('messageNotFound');
  const conversation = await ownConversation(ctx, actor, old.conversationId);
  const agent = conversation.agentId ? await usableAgent(ctx, actor, agentById(conversation.agentId)) : null;
  const spend = await spendChat(ctx.db, actor.workspaceId, actor.userId, ctx.now);
  const answer = await ctx.db.transaction(async (tx) => {
    await tx.delete(messages).where(and(eq(messages.workspaceId, actor.workspaceId), eq(messages.id, old.id)));
    const [answer] = await tx
      .insert(messages)
      .values({ workspaceId: actor.workspaceId, conversationId: old.conversationId, role: 'assistant', status: 'streaming', createdAt: old.createdAt })
      .returning();
    return answer!;
  });
  ctx.chat.start({
    reader: actor,
    locale: ctx.locale,
    conversationId: old.conversationId,
    messageId: answer.id,
    userMessageId: question.id,
    question: question.content,
    spend,
    agent: agent ? await agentForAnswer(ctx, agent) : null,
  });
  return { conversationId: old.conversationId, answerId: answer.id };
}

export async function renameConversation(ctx: Context, actor: ActingMember, conversationId: string, title: string) {
  await ownConversation(ctx, actor, conversationId);
  const trimmed = title.trim();
  if (!trimmed) throw new ValidationError([{ field: 'title', key: 'conversationTitleRequired' }]);
  if (checkLength('conversationTitle', trimmed)) throw new ValidationError([{ field: 'title', key: 'conversationTitleTooLong' }]);
  await ctx.db
    .update(conversations)
    // A new name is not new activity: the conversation keeps its place in the history.
    .set({ title: trimmed, updatedAt: sql`${conversations.updatedAt}` })
    .where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.id, conversationId)));
}

export async function deleteConversation(ctx: Context, actor: ActingMember, conversationId: string) {
  await ownConversation(ctx, actor, conversationId);
  await ctx.db.delete(conversations).where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.id, conversationId)));
}

/**
 * Attaches a file to a conversation (at most 10, each at most 20 MB): the spec's upload types and
 * the document types; the text of those that carry text becomes context for the answers.
 */
export async function addChatFile(ctx: Context, actor: ActingMember, conversationId: string, file: { name: string; bytes: Buffer }) {
  await ownConversation(ctx, actor, conversationId);
  if (file.bytes.length > UPLOAD_LIMITS.chatFile.maxBytes) throw new TooLargeError('chatFileTooLarge');
  const documentType = detectDocumentType(file.bytes, file.name);
  const imageType = documentType ? null : sniffFileType(file.bytes);
  if (!documentType && !imageType) throw new ValidationError([{ field: 'file', key: 'chatFileTypeNotAllowed' }]);
  const countFiles = async (db: Pick<Context['db'], 'select'>) => {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(chatFiles)
      .where(and(eq(chatFiles.workspaceId, actor.workspaceId), eq(chatFiles.conversationId, conversationId)))) as [{ n: number }];
    if (n >= UPLOAD_LIMITS.chatFile.perConversation) throw new ExpectedError('chatFilesLimit');
  };
  // Early, before the work of extracting and storing; counted again under a lock below.
  await countFiles(ctx.db);
  let text = '';
  if (documentType) {
    try {
      // A stray NUL (a text file may hold one) cannot be stored; the rest of the text is kept.
      text = withoutNul((await extractText(file.bytes, documentType)).text);
    } catch {
      text = '';
    }
  }
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const target = uploadPath(ctx.uploadDir, sha256);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, file.bytes);
  await rename(temporary, target);
  // The conversation's row is locked while its files are counted and the new one added, so
  // uploads made at once cannot pass the limit together.
  const [row] = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${conversations} where ${conversations.workspaceId} = ${actor.workspaceId} and ${conversations.id} = ${conversationId} for update`);
    await countFiles(tx);
    return tx
      .insert(chatFiles)
      .values({
        workspaceId: actor.workspaceId,
        conversationId,
        name: path.basename(file.name || 'file').slice(0, 200),
        mediaType: documentType ? DOCUMENT_TYPES[documentType] : ALLOWED_TYPES[imageType!],
        sha256,
        size: file.bytes.length,
        text,
      })
      .returning();
  });
  return row!;
}

async function ownChatFile(ctx: Context, actor: ActingMember, fileId: string) {
  // An ID that is no file's (not even a UUID) is a file that does not exist.
  if (!isUuid(fileId)) throw new NotFoundError();
  const file = await ctx.db.query.chatFiles.findFirst({ where: { workspaceId: actor.workspaceId, id: fileId } });
  if (!file) throw new NotFoundError();
  await ownConversation(ctx, actor, file.conversationId);
  return file;
}

export async function renameChatFile(ctx: Context, actor: ActingMember, fileId: string, name: string) {
  const file = await ownChatFile(ctx, actor, fileId);
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError([{ field: 'name', key: 'fileNameRequired' }]);
  if (checkLength('fileName', trimmed)) throw new ValidationError([{ field: 'name', key: 'fileNameTooLong' }]);
  await ctx.db.update(chatFiles).set({ name: trimmed }).where(and(eq(chatFiles.workspaceId, actor.workspaceId), eq(chatFiles.id, file.id)));
  return file;
}

export async function deleteChatFile(ctx: Context, actor: ActingMember, fileId: string) {
  const file = await ownChatFile(ctx, actor, fileId);
  await ctx.db.delete(chatFiles).where(and(eq(chatFiles.workspaceId, actor.workspaceId), eq(chatFiles.id, file.id)));
  return file;
}
