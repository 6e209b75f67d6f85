import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConversationOpener_agent$key } from '../../__generated__/ConversationOpener_agent.graphql';
import { AgentOpener } from './AgentOpener';

/**
 * The agent's opening at the top of its conversation: what it says first, and (while nothing has
 * been asked, `fresh`) the questions it suggests. `fallback` stands in when the agent opens with
 * nothing, or there is no agent (the general assistant).
 */
export function ConversationOpener({
  agent,
  fresh,
  onAsk,
  disabled,
  fallback = null,
}: {
  agent: ConversationOpener_agent$key | null | undefined;
  fresh: boolean;
  onAsk: (question: string) => void;
  disabled: boolean;
  fallback?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ConversationOpener_agent on Agent {
        openingMessage
        suggestedQuestions
      }
    `,
    agent ?? null,
  );
  const questions = fresh ? (data?.suggestedQuestions ?? []) : [];
  if (!data || (!data.openingMessage && questions.length === 0)) return fallback;
  return <AgentOpener openingMessage={data.openingMessage} suggestedQuestions={questions} onAsk={onAsk} disabled={disabled} />;
}
