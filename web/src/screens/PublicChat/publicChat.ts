import { ApiError, request } from '../../api/request';
import type { Feedback } from '../../assistant/conversation/answerFeedback';

/** What a visitor sees of a shared agent. */
export type SharedAgent = { name: string; description: string; avatar: string; opening_message: string; suggested_questions: string[] };

export type VisitorCitation = { index: number; title: string; passage: string; url: string };

/** A piece of an answer's stream, as `/api/public/chat/{key}/messages/{id}/stream` sends it. */
export type VisitorStreamEvent = {
  offset: number;
  delta: string;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  citations?: VisitorCitation[];
  error: string | null;
};

const base = (key: string) => `/public/chat/${encodeURIComponent(key)}`;

/** The agent a link shares; null when the link names nothing (off, replaced, never made). */
export async function loadSharedAgent(key: string): Promise<SharedAgent | null> {
  try {
    return (await request<{ agent: SharedAgent }>('GET', base(key), { silent: true, neverCancel: true })).agent;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asks the shared agent; the failure's message (already in the visitor's language) when it was refused. */
export async function askSharedAgent(key: string, text: string, conversationId: string | null) {
  return request<{ conversation_id: string; message_id: string; stream_url: string }>('POST', `${base(key)}/messages`, {
    body: { text, conversation_id: conversationId },
    silent: true,
    neverCancel: true,
  });
}

/** Follows an answer as it streams; answers a function that stops following. */
export function followAnswer(streamUrl: string, onEvent: (event: VisitorStreamEvent) => void, onLost: () => void): () => void {
  const source = new EventSource(streamUrl);
  let ended = false;
  const handle = (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as VisitorStreamEvent;
    if (event.status !== 'streaming') {
      ended = true;
      source.close();
    }
    onEvent(event);
  };
  source.addEventListener('delta', handle);
  source.addEventListener('end', handle);
  source.onerror = () => {
    if (ended) return;
    source.close();
    onLost();
  };
  return () => {
    ended = true;
    source.close();
  };
}

/** The visitor's vote on an answer of theirs (null takes it back); the vote as saved. */
export async function rateSharedAnswer(key: string, messageId: string, next: Feedback): Promise<Feedback> {
  const saved = await request<{ feedback: { vote: 'up' | 'down' | null; reasons: NonNullable<Feedback>['reasons']; comment: string } }>(
    'PUT',
    `${base(key)}/messages/${encodeURIComponent(messageId)}/feedback`,
    { body: { vote: next?.vote ?? null, reasons: next?.reasons ?? [], comment: next?.comment ?? '' }, silent: true },
  );
  const { vote, reasons, comment } = saved.feedback;
  return vote ? { vote, reasons, comment } : null;
}
