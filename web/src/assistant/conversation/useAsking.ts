import { useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import type { AskOutcome } from './askOutcome';
import type { QuotaExhausted } from './QuotaExhaustedDialog';
import { useRegenerateAnswerMutation } from './useRegenerateAnswerMutation';
import { useSendMessageMutation } from './useSendMessageMutation';

/**
 * Asking in a conversation (`conversationId`, or a new one with `agentId`): the question shows
 * while it is on its way, running out of chats opens the quota dialog, and a new conversation is
 * told to the page (`onStarted`) once it exists. `beforeAsk` runs first (the view sticks to the end).
 */
export function useAsking({
  conversationId,
  agentId,
  onStarted,
  beforeAsk,
}: {
  conversationId: string | null;
  agentId: string | null;
  onStarted: (conversationId: string) => void;
  beforeAsk: () => void;
}) {
  const [send, sending] = useSendMessageMutation();
  const [regenerate] = useRegenerateAnswerMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [quota, setQuota] = useState<QuotaExhausted | null>(null);

  const settle = (outcome: AskOutcome) => {
    if (outcome.kind === 'quotaExhausted') setQuota(outcome);
    if (outcome.kind === 'failed') toaster.error({ title: outcome.message });
    return outcome.kind === 'answering';
  };
  const ask = async (text: string) => {
    beforeAsk();
    setPending(text);
    const outcome = await send(text, conversationId, agentId);
    const answering = settle(outcome);
    // A new conversation keeps showing the question until the page shows the conversation it became.
    if (answering && !conversationId && outcome.kind === 'answering') onStarted(outcome.conversationId);
    else setPending(null);
    return answering;
  };
  const askAgain = async (messageId: string) => {
    beforeAsk();
    settle(await regenerate(messageId));
  };
  return { ask, askAgain, sending, pending, quota, closeQuota: () => setQuota(null) };
}
