import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** Events the server publishes; subscriptions listen to them. Keys are scoped by workspace. */
export type PubSubChannels = {
  'workspace:updated': [workspaceId: string, payload: { workspaceId: string }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>>;

/**
 * In-process by default; with a Redis URL, events cross every server process through Redis
 * pub/sub, so a subscriber on one process hears a mutation made on another.
 */
export function createEventBus(redisUrl: string | undefined): { pubsub: PubSub; close: () => Promise<void> } {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
