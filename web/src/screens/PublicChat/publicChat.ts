import { ApiError, request } from '../../api/request';
import type { Feedback } from '../../assistant/conversation/answerFeedback';

/** What a visitor sees of a shared agent. */
export type SharedAgent = { name: string; description: string; avatar: string; opening_message: string; suggested_questions: string[]; color: string };

export type VisitorCitation = { index: number; title: string; passage: string; url: string };

/** A piece of an answer's stream, as `/api/public/chat/{key}/messages/{id}/stream` sends it. */
export type VisitorStreamEvent = {
  offset: number;
  delta: string;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  citations?: VisitorCitation[];
  error: string | null;
  /** With the final event: questions to ask next, when the agent suggests them. */
  follow_ups?: string[];
};

/**
 * Who the visitor is to the server: its cookie, or, in a chat framed by another site's page (where
 * the browser keeps no cookie of this site), an id of the tab's own, sent as a header.
 */
export type VisitorIdentity = { headers?: Record<string, string> };

/**
 * A framed chat's visitor id: random, kept for the tab (its storage is the framing site's
 * partition), or for the page alone where the browser refuses the frame any storage.
 */
export function framedVisitor(): VisitorIdentity {
  const KEY = 'zw_visitor';
  const fresh = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  let id: string;
  try {
    const kept = sessionStorage.getItem(KEY);
    id = kept && /^[A-Za-z0-9_-]{43}$/.test(kept) ? kept : fresh();
    sessionStorage.setItem(KEY, id);
  } catch {
    id = fresh();
  }
  return { headers: { 'x-zhiwen-visitor': id } };
}

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
export async function askSharedAgent(key: string, text: string, conversationId: string | null, visitor: VisitorIdentity = {}) {
  return request<{ conversation_id: string; message_id: string; stream_url: string }>('POST', `${base(key)}/messages`, {
    body: { text, conversation_id: conversationId },
    silent: true,
    neverCancel: true,
    headers: visitor.headers,
  });
}

/** The visitor's vote on an answer of theirs (null takes it back); the vote as saved. */
export async function rateSharedAnswer(key: string, messageId: string, next: Feedback, visitor: VisitorIdentity = {}): Promise<Feedback> {
  const saved = await request<{ feedback: { vote: 'up' | 'down' | null; reasons: NonNullable<Feedback>['reasons']; comment: string } }>(
    'PUT',
    `${base(key)}/messages/${encodeURIComponent(messageId)}/feedback`,
    { body: { vote: next?.vote ?? null, reasons: next?.reasons ?? [], comment: next?.comment ?? '' }, silent: true, headers: visitor.headers },
  );
  const { vote, reasons, comment } = saved.feedback;
  return vote ? { vote, reasons, comment } : null;
}

type Follower = (streamUrl: string, onEvent: (event: VisitorStreamEvent) => void, onLost: () => void, visitor?: VisitorIdentity) => () => void;

/**
 * Follows an answer as it streams; answers a function that stops following. With headers of its
 * own (a framed chat), the server-sent events are read from a fetch, since `EventSource` sends none.
 */
export const followAnswer: Follower = (streamUrl, onEvent, onLost, visitor = {}) =>
  visitor.headers ? followByFetch(streamUrl, onEvent, onLost, visitor.headers) : followByEventSource(streamUrl, onEvent, onLost);

function followByEventSource(streamUrl: string, onEvent: (event: VisitorStreamEvent) => void, onLost: () => void): () => void {
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

function followByFetch(streamUrl: string, onEvent: (event: VisitorStreamEvent) => void, onLost: () => void, headers: Record<string, string>): () => void {
  const controller = new AbortController();
  let ended = false;
  const read = async () => {
    const response = await fetch(streamUrl, { headers: { ...headers, Accept: 'text/event-stream' }, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        const event = JSON.parse(data) as VisitorStreamEvent;
        if (event.status !== 'streaming') ended = true;
        onEvent(event);
      }
    }
  };
  read().then(
    () => ended || onLost(),
    () => ended || controller.signal.aborted || onLost(),
  );
  return () => {
    ended = true;
    controller.abort();
  };
}
