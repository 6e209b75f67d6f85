import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { usableAgents } from '../agents/usable.ts';
import type { Context } from '../request/context.ts';
import { translate } from '../i18n/messages.ts';
import { withoutNul } from '../validation/nul.ts';
import type { ActingMember } from '../request/viewer.ts';
import { GENERAL_MODEL, type Turn } from './openai-format.ts';
import { deleteConversation, sendMessage, startConversation } from './service.ts';
import { messages } from './tables.ts';
import { findWorkspace } from '../workspaces/reads.ts';

/** As many earlier messages as an answer reads of its conversation (`answer.ts`); older ones would be stored for nothing. */
const HISTORY_KEPT = 10;

/**
 * Asks a question of the general assistant or an agent, as the web app does (quota, usage record,
 * the agent's visibility), in a new conversation of the member's: the earlier messages of an
 * OpenAI-style request are stored in it before the question, so that the answer reads them as
 * the conversation so far. Nothing is left behind when the question is refused.
 */
export async function askWithHistory(ctx: Context, actor: ActingMember, input: { agentId: string | null; question: string; history: Turn[] }) {
  const history = input.history.slice(-HISTORY_KEPT);
  if (history.length === 0) return sendMessage(ctx, actor, { text: input.question, agentId: input.agentId });
  const conversation = await startConversation(ctx, actor, { agentId: input.agentId });
  try {
    await ctx.db.insert(messages).values(
      history.map((turn, i) => ({
        workspaceId: actor.workspaceId,
        conversationId: conversation.id,
        role: turn.role,
        content: withoutNul(turn.content),
        status: 'done' as const,
        // In their order, before the question (whose time is the database's `now()` too).
        createdAt: sql`now() - interval '1 millisecond' * ${history.length - i}::int`,
      })),
    );
    return await sendMessage(ctx, actor, { conversationId: conversation.id, text: input.question });
  } catch (error) {
    await deleteConversation(ctx, actor, conversation.id).catch(() => {});
    throw error;
  }
}

/** The models a token's maker may ask: the general assistant, then the agents they may chat with now. */
export async function modelsOf(ctx: Context, actor: ActingMember) {
  const [workspace, agents] = await Promise.all([
    findWorkspace(ctx.db, actor.workspaceId),
    usableAgents(ctx.db, actor),
  ]);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return [
    {
      id: GENERAL_MODEL,
      object: 'model' as const,
      created: seconds(workspace?.createdAt ?? ctx.now),
      owned_by: 'zhiwen',
      name: translate(ctx.locale, 'openaiGeneralAssistant'),
      description: '',
    },
    ...agents.map((agent) => ({
      id: encodeGlobalID('Agent', agent.id),
      object: 'model' as const,
      created: seconds(agent.createdAt),
      owned_by: agent.scope,
      name: agent.name,
      description: agent.description,
    })),
  ];
}
