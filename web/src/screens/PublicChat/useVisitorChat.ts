import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/request';
import type { Feedback } from '../../assistant/conversation/answerFeedback';
import { askSharedAgent, followAnswer, rateSharedAnswer, type VisitorIdentity } from './publicChat';
import type { VisitorTurn } from './VisitorAnswer';

/**
 * A visitor's conversation with a shared agent, held in the page: each question and its answer as
 * it streams, the visitor's votes, and why the last question was refused.
 */
export function useVisitorChat(shareKey: string, visitor: VisitorIdentity) {
  const { t } = useLingui();
  const [turns, setTurns] = useState<VisitorTurn[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const conversationId = useRef<string | null>(null);
  const stops = useRef<(() => void)[]>([]);
  useEffect(() => () => stops.current.forEach((stop) => stop()), []);

  const update = (id: string, change: (turn: VisitorTurn) => VisitorTurn) => setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)));

  const follow = (id: string, streamUrl: string) =>
    followAnswer(
      streamUrl,
      (piece) =>
        update(id, (turn) => ({
          ...turn,
          content: turn.content.slice(0, piece.offset) + piece.delta,
          status: piece.status,
          citations: piece.citations ?? turn.citations,
          error: piece.error,
          followUps: piece.follow_ups ?? turn.followUps,
        })),
      () => update(id, (turn) => ({ ...turn, status: 'failed', error: t`The connection was lost. Please ask again.` })),
      visitor,
    );

  /** Asks; settles with whether the question went out. */
  const ask = async (question: string) => {
    if (!question || sending) return false;
    setSending(true);
    setRefusal(null);
    try {
      const asked = await askSharedAgent(shareKey, question, conversationId.current, visitor).catch((error: unknown) => {
        // A conversation idle past its retention is gone from the server: the question starts anew.
        if (conversationId.current && error instanceof ApiError && error.status === 404) return askSharedAgent(shareKey, question, null, visitor);
        throw error;
      });
      conversationId.current = asked.conversation_id;
      const id = asked.message_id;
      setTurns((all) => [...all, { id, question, content: '', status: 'streaming', citations: [], error: null, feedback: null, followUps: [] }]);
      stops.current.push(follow(id, asked.stream_url));
      return true;
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t`Operation failed`);
      return false;
    } finally {
      setSending(false);
    }
  };

  const rate = (id: string) => async (next: Feedback) => {
    try {
      const saved = await rateSharedAnswer(shareKey, id, next, visitor);
      update(id, (turn) => ({ ...turn, feedback: saved }));
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : t`Operation failed`;
    }
  };

  return { turns, ask, rate, sending, refusal };
}
