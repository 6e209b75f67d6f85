import { and, eq, sql } from 'drizzle-orm';
import { readableDocument } from '../apps/readable-documents.ts';
import { actingMember, mayRead } from '../graphql/access.ts';
import type { Context } from '../request/context.ts';
import type { ActingMember } from '../request/viewer.ts';
import { translate } from '../i18n/messages.ts';
import { auditedTransaction } from '../audit/record.ts';
import { conversationOwnedBy } from './access.ts';
import { ownConversation } from './service.ts';
import { conversations, type Citation, type Message } from './tables.ts';

/**
 * A conversation shared read-only with the workspace's members. Its member shares it and takes it
 * back; any member of the workspace then reads its questions and answers by its link, as far as
 * they may read what the answers cite: a source they may not read is not shown to them (neither its
 * title nor its passage), and an answer made of passages (the digest given without a model) that
 * cites one is withheld. Its files, its votes and asking in it stay its member's.
 */
export async function shareConversation(ctx: Context, actor: ActingMember, conversationId: string, shared: boolean) {
  const conversation = await ownConversation(ctx, actor, conversationId);
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    await tx
      .update(conversations)
      // Sharing is not new activity: the conversation keeps its place in the history.
      .set({ sharedAt: shared ? (conversation.sharedAt ?? ctx.now) : null, updatedAt: sql`${conversations.updatedAt}` })
      .where(and(eq(conversations.workspaceId, actor.workspaceId), eq(conversations.id, conversation.id)));
    // Who opened what to the workspace, and when it was closed again.
    const changed = shared !== (conversation.sharedAt !== null);
    const object = { type: 'conversation', id: conversation.id, label: conversation.title };
    return { result: undefined, act: changed ? { action: shared ? 'conversation.shared' : 'conversation.unshared', object } : null };
  });
  return conversation.id;
}

/** Whether the viewer is the member whose conversation the message is in. */
export async function viewerAsked(ctx: Context, message: Pick<Message, 'conversationId'>) {
  const actor = actingMember(ctx);
  return actor !== null && (await conversationOwnedBy(ctx, message.conversationId, actor));
}

/** The citations of an answer the viewer is shown: all to its asker; to anyone else, those whose documents they may read. */
export async function citationsShown(ctx: Context, message: Message): Promise<{ shown: Citation[]; hidden: number }> {
  if (await viewerAsked(ctx, message)) return { shown: message.citations, hidden: 0 };
  // By the Document rule: a token without `documents:read` reads none of them.
  const documents = await Promise.all(message.citations.map((c) => readableDocument(ctx, c.documentId)));
  const readable = await Promise.all(documents.map((d) => mayRead(ctx, 'Document', d)));
  const shown = message.citations.filter((_c, i) => readable[i]);
  return { shown, hidden: message.citations.length - shown.length };
}

/** An answer's text as the viewer is shown it: a digest of passages that cites what they may not read is withheld. */
export async function contentShown(ctx: Context, message: Message): Promise<string> {
  if (message.role !== 'assistant' || message.model !== 'extractive') return message.content;
  const { hidden } = await citationsShown(ctx, message);
  return hidden > 0 ? translate(ctx.locale, 'sharedAnswerWithheld') : message.content;
}
