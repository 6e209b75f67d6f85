import type { Logger } from 'pino';
import { answerOnce, type OneShotAnswer, type OneShotAsker, type OneShotDeps } from '../chat/one-shot.ts';
import { ExpectedError } from '../request/errors.ts';
import { translate, type Locale } from '../i18n/messages.ts';
import { ChatQuotaExhaustedError } from '../workspaces/usage.ts';

export type BotAnswer = { ok: true; answer: OneShotAnswer } | { ok: false; text: string };

/**
 * Asks the bot's agent and answers what to say: the answer, or, when there is none, a polite
 * sentence saying why (today's chats used up, chat turned off, no answer possible now).
 */
export async function askForBot(
  deps: OneShotDeps & { log: Logger },
  input: { workspaceId: string; asker: OneShotAsker; agentId: string | null; question: string; locale: Locale },
): Promise<BotAnswer> {
  try {
    return { ok: true, answer: await answerOnce(deps, input) };
  } catch (error) {
    const say = (key: Parameters<typeof translate>[1]) => ({ ok: false as const, text: translate(input.locale, key) });
    if (error instanceof ChatQuotaExhaustedError) return say('botQuotaExhausted');
    if (error instanceof ExpectedError && error.key === 'chatDisabled') return say('botChatDisabled');
    if (!(error instanceof ExpectedError)) deps.log.error({ err: error, workspaceId: input.workspaceId }, 'bot answer failed');
    return say('botAnswerFailed');
  }
}
