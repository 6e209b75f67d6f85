import { createPubSub } from 'graphql-yoga';
import type { ChatStreamEvent } from '../chat/ports.ts';

/** Events the server publishes; subscriptions listen to them. Keys are scoped by workspace. */
export type PubSubChannels = {
  'workspace:updated': [workspaceId: string, payload: { workspaceId: string }];
  'app:sync': [appId: string, payload: { workspaceId: string; appId: string }];
  /** A piece of an answer, at its offset in the text; the last event carries the final status. */
  'chat:message': [messageId: string, payload: ChatStreamEvent];
  /** Asks the process generating an answer to stop. */
  'chat:control': [messageId: string, payload: { action: 'stop' }];
  /** An access token was revoked: streams and subscriptions it opened end. */
  'token:revoked': [tokenId: string, payload: { tokenId: string }];
  /** An entry was appended to a workspace's audit log: the stream delivers it (`audit/stream.ts`). */
  'audit:appended': [topic: 'all', payload: { workspaceId: string }];
  /** A workspace's settings that processes keep in memory changed (`kept-settings.ts`): each forgets them. */
  'workspace:settings': [topic: 'all', payload: { workspaceId: string }];
  /** A session was ended (signed out elsewhere, by an admin, the member removed): its connections close. */
  'session:ended': [sessionId: string, payload: { sessionId: string }];
};

type Key = keyof PubSubChannels;

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & {
  /**
   * Calls `handler` with each event of a topic until the function it answers is called: the same
   * events as `subscribe`, without an async iterator per event (answers stream a piece at a time).
   */
  listen: <K extends Key>(key: K, id: PubSubChannels[K][0], handler: (payload: PubSubChannels[K][1]) => void) => () => void;
};

type Listener = (event: { detail: unknown }) => void;

/**
 * The in-process bus: listeners by topic, called in turn. Node's EventTarget builds and
 * dispatches an Event object per publish, which at thousands of answer pieces a second was a
 * cost of its own; Yoga's `subscribe` needs only `addEventListener` and an event's `detail`.
 */
class LocalBus {
  private readonly topics = new Map<string, Set<Listener>>();

  addEventListener(topic: string, listener: Listener) {
    let listeners = this.topics.get(topic);
    if (!listeners) this.topics.set(topic, (listeners = new Set()));
    listeners.add(listener);
  }

  removeEventListener(topic: string, listener: Listener) {
    const listeners = this.topics.get(topic);
    if (listeners?.delete(listener) && listeners.size === 0) this.topics.delete(topic);
  }

  dispatchEvent(event: { type: string; detail: unknown }) {
    this.emit(event.type, event.detail);
    return true;
  }

  emit(topic: string, detail: unknown) {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    const event = { detail };
    for (const listener of listeners) listener(event);
  }
}

function pubSubOver(target: EventTarget | LocalBus): PubSub {
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: target as EventTarget });
  return {
    ...pubsub,
    publish: target instanceof LocalBus ? (key: string, id: string, payload: unknown) => target.emit(`${key}:${id}`, payload) : pubsub.publish,
    listen: (key, id, handler) => {
      // The topic and event shape of Yoga's createPubSub: `${key}:${id}`, payload in `detail`.
      const topic = `${key}:${id}`;
      const listener = (event: { detail: unknown }) => handler(event.detail as Parameters<typeof handler>[0]);
      target.addEventListener(topic, listener as EventListener & Listener);
      return () => target.removeEventListener(topic, listener as EventListener & Listener);
    },
  } as PubSub;
}

/**
 * In-process by default; with a Redis URL, events cross every server process through Redis
 * pub/sub, so a subscriber on one process hears a mutation made on another.
 */
export async function createEventBus(redisUrl: string | undefined): Promise<{ pubsub: PubSub; close: () => Promise<void> }> {
  if (!redisUrl) return { pubsub: pubSubOver(new LocalBus()), close: async () => {} };
  // Redis's client loads only where Redis is configured.
  const [{ Redis }, { createRedisEventTarget }] = await Promise.all([import('ioredis'), import('@graphql-yoga/redis-event-target')]);
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  // Once closed, listeners that end late (a stream stopping after shutdown) and late events touch
  // Redis no more: a command on a closed connection would reject with no one to catch it.
  let closed = false;
  const guarded = {
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => void (closed || eventTarget.addEventListener(...args)),
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) => void (closed || eventTarget.removeEventListener(...args)),
    dispatchEvent: (event: CustomEvent) => closed || eventTarget.dispatchEvent(event),
  } as EventTarget;
  return {
    pubsub: pubSubOver(guarded),
    close: async () => {
      closed = true;
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * A bus whose events wait until `release` (once a transaction has committed); unreleased, they are
 * dropped with the transaction that rolled back. Listeners never hear of a change they cannot read.
 */
export function heldEvents(pubsub: PubSub): { pubsub: PubSub; release: () => void } {
  const held: [key: string, id: string, payload: unknown][] = [];
  const publish = (key: string, id: string, payload: unknown) => void held.push([key, id, payload]);
  const send = pubsub.publish as (key: string, id: string, payload: unknown) => void;
  return { pubsub: { ...pubsub, publish } as PubSub, release: () => held.splice(0).forEach((event) => send(...event)) };
}
