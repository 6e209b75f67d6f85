import { visibleAppIds } from '../apps/visibility.ts';
import type { Context } from '../request/context.ts';
import { ValidationError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { checkLength } from '../validation/rules.ts';
import { answerOnce } from './one-shot.ts';

export type AgentDraft = { systemPrompt: string; model: string | null; scopedToApps: boolean; appIds: readonly string[] };

/**
 * Asks an agent as its editor holds it, saved or not: the draft's instructions, knowledge scope
 * (the apps the editor may see among those chosen) and model, searched as the editor. One chat,
 * answered whole; the conversation is not kept (the editor's history is theirs, not the drafts').
 */
export async function previewAgent(ctx: Context, actor: ActingMember, draft: AgentDraft, question: string) {
  if (checkLength('systemPrompt', draft.systemPrompt)) throw new ValidationError([{ field: 'systemPrompt', key: 'systemPromptTooLong' }]);
  const appIds = draft.scopedToApps ? await visibleAppIds(ctx.db, actor, [...new Set(draft.appIds)]) : null;
  return answerOnce(
    { db: ctx.db, pubsub: ctx.pubsub, chat: ctx.chat, now: ctx.now },
    {
      workspaceId: actor.workspaceId,
      asker: { kind: 'member', userId: actor.userId, keep: false },
      agentId: null,
      question,
      locale: ctx.locale,
      draft: { systemPrompt: draft.systemPrompt.trim() || null, appIds, model: draft.model?.trim() || null, followUps: false },
      modelNote: true,
    },
  );
}
