import type { Logger } from 'pino';
import type { ConnectorSettings } from '../connectors/types.ts';
import type { Database } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { Indexer, Semantic } from '../search/ports.ts';

/** What a sync run works with, and the shapes the walk (`sync-engine.ts`) and taking in an item (`take-in.ts`) share. */
export type SyncDeps = {
  db: Database;
  pubsub: PubSub;
  secrets: Secrets;
  uploadDir: string;
  log: Logger;
  /** A running run whose heartbeat is older than this is taken as orphaned and resumed. */
  staleSeconds: number;
  allowPrivateNetworks: boolean;
  connectors: ConnectorSettings;
  /** Embeds what a run indexed, when an embedding model is configured. */
  semantic: Semantic | null;
  /** The search index each item is written to as it is taken in. */
  indexer: Indexer;
};


export type Counter = 'added' | 'updated' | 'unchanged' | 'deleted' | 'failed';
