import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { Citation, Message } from './tables.ts';
import type { ChatStreamEvent, MessageStatus } from './ports.ts';

/** How long an answer may go without a flush before it counts as interrupted (its process died). */
export const STALE_ANSWER_MS = 2 * 60 * 1000;

export function effectiveStatus(message: Pick<Message, 'status' | 'updatedAt'>, now: Date): MessageStatus {
  return message.status === 'streaming' && now.getTime() - message.updatedAt.getTime() > STALE_ANSWER_MS ? 'failed' : message.status;
}

const load = (db: Database, workspaceId: string, messageId: string) =>
  db.query.messages.findFirst({ where: { workspaceId, id: messageId } });

/**
 * An answer as a stream of events for one client: first everything written so far, then each new
 * piece, whichever process generates it. Pieces arrive with their offset, so a client that
 * connects (or reconnects) mid-answer gets the text so far and then the rest, nothing twice and
 * nothing missing: a gap (pieces published before this subscription, not yet flushed when the
 * snapshot was read) is filled from the database once the generator's next flush covers it.
 */
export async function* messageStream<T = ChatStreamEvent>(
  db: Database,
  pubsub: PubSub,
  workspaceId: string,
  messageId: string,
  live: (messageId: string) => string | undefined = () => undefined,
  // What a client is sent for an event (the GraphQL one adds the IDs its fields need), made here
  // rather than in another generator around this one: every layer costs a turn per piece.
  shape: (event: ChatStreamEvent) => T = (event) => event as T,
): AsyncGenerator<T> {
  // Events queue up while the client is busy; each turn yields what arrived as one event, so a
  // slow or loaded connection gets fewer, larger pieces instead of falling further behind.
  const queue: ChatStreamEvent[] = [];
  let wake = null as (() => void) | null;
  const unlisten = pubsub.listen('chat:message', messageId, (event) => {
    queue.push(event);
    wake?.();
  });
  try {
    const stored = await load(db, workspaceId, messageId);
    if (!stored) return;
    // Generated here: the text in memory is ahead of the last flush.
    const current = stored.status === 'streaming' ? live(messageId) : undefined;
    const first = current && current.length > stored.content.length ? { ...stored, content: current } : stored;
    let length = first.content.length;
    const status = effectiveStatus(first, new Date());
    yield shape({ offset: 0, delta: first.content, status, citations: first.citations, errorKey: status === 'failed' ? (first.errorKey ?? 'answerInterrupted') : null, followUps: first.followUps });
    if (status !== 'streaming') return;
    let known = first.citations;

    for (;;) {
      if (queue.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const start = length;
      let piece = '';
      let citations: Citation[] | undefined;
      for (const event of queue.splice(0)) {
        if (event.citations) citations = event.citations;
        if (event.offset > length) {
          const caught = await catchUp(db, workspaceId, messageId, event.offset);
          if (caught && caught.content.length > length) {
            piece += caught.content.slice(length);
            length = caught.content.length;
          }
        }
        if (event.status !== 'streaming') {
          if (event.offset === length) {
            // Every piece is here: the final event needs nothing from the database (answers that
            // end together would otherwise read their messages all at once).
            yield shape({ offset: start, delta: piece, status: event.status, citations: citations ?? known, errorKey: event.errorKey ?? null, followUps: event.followUps });
            return;
          }
          // The final event follows the final write: the stored text is complete.
          const final = await load(db, workspaceId, messageId);
          const text = final?.content ?? '';
          yield shape({ offset: start, delta: piece + text.slice(length), status: event.status, citations: final?.citations, errorKey: final?.errorKey ?? null, followUps: final?.followUps });
          return;
        }
        const skip = length - event.offset;
        if (skip >= event.delta.length) continue;
        const fresh = event.delta.slice(Math.max(0, skip));
        piece += fresh;
        length += fresh.length;
      }
      if (citations) known = citations;
      if (piece || citations) yield shape({ offset: start, delta: piece, status: 'streaming', citations, errorKey: undefined, followUps: undefined });
    }
  } finally {
    unlisten();
  }
}

async function catchUp(db: Database, workspaceId: string, messageId: string, needed: number) {
  // The generator flushes about once a second; wait a little longer than that at most.
  for (let i = 0; i < 60; i++) {
    const message = await load(db, workspaceId, messageId);
    if (!message || message.content.length >= needed || message.status !== 'streaming') return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return load(db, workspaceId, messageId);
}
