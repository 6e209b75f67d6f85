import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { refreshRemainingChats } from './refreshRemainingChats';

/** What asking (or asking again) came to: an answer on its way, no chats left today, or a failure. */
export type AskOutcome =
  | { kind: 'answering'; conversationId: string; answerId: string }
  | { kind: 'quotaExhausted'; message: string; inviteReward: number; canTopUp: boolean }
  | { kind: 'failed'; message: string };

type AskResult =
  | { __typename: 'SendMessagePayload'; conversation: { id: string }; answer: { id: string } }
  | { __typename: 'ChatQuotaExhaustedError'; message: string; inviteReward: number; canTopUp: boolean }
  | { __typename: string; message?: string };

/**
 * Commits `sendMessage` or `regenerateAnswer` (both answer `SendMessagePayload` or an error of the
 * union) and settles with the outcome; either way the count of chats left is read again.
 */
export function commitAsk<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
  resultOf: (response: T['response']) => AskResult,
  fallback: string,
): Promise<AskOutcome> {
  return new Promise((resolve) => {
    const settle = (outcome: AskOutcome) => {
      refreshRemainingChats();
      resolve(outcome);
    };
    commit({
      ...config,
      onCompleted: (response, errors) => {
        if (errors?.length) return settle({ kind: 'failed', message: fallback });
        const result = resultOf(response);
        if ('answer' in result) return settle({ kind: 'answering', conversationId: result.conversation.id, answerId: result.answer.id });
        if ('inviteReward' in result) {
          return settle({ kind: 'quotaExhausted', message: result.message, inviteReward: result.inviteReward, canTopUp: result.canTopUp });
        }
        settle({ kind: 'failed', message: result.message || fallback });
      },
      onError: () => settle({ kind: 'failed', message: fallback }),
    });
  });
}
