import { documentPageUrl } from '../apps/public-documents.ts';
import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../audit/record.ts';
import type { Context } from '../request/context.ts';
import { translate, type Locale } from '../i18n/messages.ts';
import type { ActingMember } from '../request/viewer.ts';
import { ownConversation } from './service.ts';
import { messages, type Citation, type Message } from './tables.ts';

/** Where a source leads in an export: its address at the source, else its page here. */
const sourceUrl = (publicUrl: string, c: Citation) => c.url || documentPageUrl(publicUrl, c.documentId);

/** A title or a link's words, with Markdown's link brackets taken out. */
const inLink = (text: string) => text.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();

function answerBlock(locale: Locale, publicUrl: string, answer: Message): string {
  const parts = [`## ${translate(locale, 'exportAnswer')}`, answer.content.trim()];
  if (answer.status === 'failed') parts.push(translate(locale, 'exportAnswerFailed'));
  if (answer.status === 'stopped') parts.push(translate(locale, 'exportAnswerStopped'));
  if (answer.citations.length > 0) {
    const sources = answer.citations.map((c) => `${c.index}. [${inLink(c.title) || c.index}](${sourceUrl(publicUrl, c)})`);
    parts.push(`**${translate(locale, 'exportSources')}**\n\n${sources.join('\n')}`);
  }
  return parts.filter(Boolean).join('\n\n');
}

/**
 * The member's own conversation as one Markdown file: its title, then each question and its
 * answer as written, each answer's sources numbered as it cites them, with their addresses.
 */
export async function conversationMarkdown(ctx: Context, actor: ActingMember, conversationId: string) {
  const conversation = await ownConversation(ctx, actor, conversationId);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.workspaceId, actor.workspaceId), eq(messages.conversationId, conversation.id)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const title = conversation.title || translate(ctx.locale, 'newConversationTitle');
  // A rule before each question but the first: a question and its answer read as one turn.
  const blocks = rows.map((m, i) =>
    m.role === 'user' ? `${i > 0 ? '---\n\n' : ''}## ${translate(ctx.locale, 'exportQuestion')}\n\n${m.content.trim()}` : answerBlock(ctx.locale, ctx.publicUrl, m),
  );
  await audit(ctx, actor.workspaceId, { action: 'conversation.exported', object: { type: 'conversation', id: conversation.id, label: title } });
  return { title, markdown: `# ${title}\n\n${blocks.join('\n\n')}\n` };
}
