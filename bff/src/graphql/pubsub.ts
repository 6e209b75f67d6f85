import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { ChatStreamEvent } from '../chat/stream.ts';

/** Events the server publishes; subscriptions listen to them. Keys are scoped by workspace. */
export type PubSubChannels = {
  'workspace:updated': [workspaceId: string, payload: { workspaceId: string }];
  'app:sync': [appId: string, payload: { workspaceId: string; appId: string }];
  /** A piece of an answer, at its offset in the text; the last event carries the final status. */
  'chat:message': [messageId: string, payload: ChatStreamEvent];
  /** Asks the process generating an answer to stop. */
  'chat:control': [messageId: string, payload: { action: 'stop' }];
};

type Key = keyof PubSubChannels;

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & {
  /**
   * Calls `handler` with each event of a topic until the function it answers is called: the same
   * events as `subscribe`, without an async iterator per event (answers stream a piece at a time).
   */
  listen: <K extends Key>(key: K, id: PubSubChannels[K][0], handler: (payload: PubSubChannels[K][1]) => void) => () => void;
};

function pubSubOver(target: EventTarget): PubSub {
  return {
    ...createPubSub<PubSubChannels>({ eventTarget: target }),
    listen: (key, id, handler) => {
      // The topic and event shape of Yoga's createPubSub: `${key}:${id}`, payload in `detail`.
      const topic = `${key}:${id}`;
      const listener = (event: Event) => handler((event as CustomEvent).detail);
      target.addEventListener(topic, listener);
      return () => target.removeEventListener(topic, listener);
    },
  };
}

/**
 * In-process by default; with a Redis URL, events cross every server process through Redis
 * pub/sub, so a subscriber on one process hears a mutation made on another.
 */
export function createEventBus(redisUrl: string | undefined): { pubsub: PubSub; close: () => Promise<void> } {
  if (!redisUrl) return { pubsub: pubSubOver(new EventTarget()), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: pubSubOver(eventTarget),
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
