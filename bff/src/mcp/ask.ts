import { ExpectedError, NotSignedInError } from '../request/errors.ts';
import type { TokenContext } from '../request/context.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { sendMessage } from '../chat/service.ts';
import { messageStream } from '../chat/stream.ts';
import { watchToken } from '../tokens/watch.ts';
import { actorOf } from '../workspaces/acting.ts';
import type { ChatStreamEvent } from '../chat/ports.ts';

type Citation = NonNullable<ChatStreamEvent['citations']>[number];

export type FinishedAnswer = { conversationId: string; messageId: string; text: string; citations: Citation[]; status: ChatStreamEvent['status'] };

/**
 * Asks as the token's maker (one chat of the workspace's quota, like any question) and waits for
 * the whole answer: an MCP tool answers once, so the pieces are gathered here rather than
 * streamed. Stops waiting when the client goes away or the token stops being live; the answer
 * itself finishes in the background either way, as one left by a closed browser tab does.
 */
export async function askAndWait(
  ctx: TokenContext,
  clock: () => Date,
  input: { text: string; agentId: string | null; agentKey: string | null; conversationId: string | null },
  signal: AbortSignal,
): Promise<FinishedAnswer> {
  const actor = actorOf(ctx);
  const sent = await sendMessage(ctx, actor, input);
  const events = messageStream(ctx.db, ctx.pubsub, actor.workspaceId, sent.answerId, ctx.chat.live);

  let stop = (_why: 'revoked' | 'gone') => {};
  const stopped = new Promise<'revoked' | 'gone'>((resolve) => (stop = resolve));
  const unwatch = watchToken({ db: ctx.db, pubsub: ctx.pubsub, clock }, ctx.viewer.token, () => stop('revoked'));
  const onAbort = () => stop('gone');
  signal.addEventListener('abort', onAbort, { once: true });

  let text = '';
  let citations: Citation[] = [];
  try {
    for (;;) {
      const next = events.next();
      // A wait given up leaves this read pending until the answer's next piece: it must not go unhandled.
      next.catch(() => {});
      const step = await Promise.race([next, stopped]);
      if (step === 'revoked') throw new NotSignedInError('tokenInvalid');
      if (step === 'gone' || step.done) throw new ExpectedError('answerInterrupted');
      const event = step.value;
      text = text.slice(0, event.offset) + event.delta;
      if (event.citations) citations = event.citations;
      if (event.status === 'streaming') continue;
      if (event.status === 'failed') throw new ExpectedError((event.errorKey ?? 'answerInterrupted') as MessageKey);
      return { conversationId: sent.conversationId, messageId: sent.answerId, text, citations, status: event.status };
    }
  } finally {
    unwatch();
    signal.removeEventListener('abort', onAbort);
    // Ends the stream's subscription once its pending read settles.
    void events.return(undefined).catch(() => {});
  }
}
