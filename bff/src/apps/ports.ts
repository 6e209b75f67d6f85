import type DataLoader from 'dataloader';
import type { MessageKey } from '../i18n/messages.ts';
import type { App, documents } from './tables.ts';
import type { MemberRow } from '../workspaces/ports.ts';

/**
 * What the apps domain lends beside itself: the job queue a request enqueues syncs on, and a file's
 * index state its loaders read.
 * A ports file holds shapes and constants only, and imports nothing of the product but the
 * foundation and other ports (request/, a domain's ports.ts): the request's context names them
 * without importing the domain, which fills them in at the composition root (see the README's map).
 */

export type SyncJob = { workspaceId: string; runId: string };

/** A workspace whose embedding model changed: its chunks get vectors of the new one. */
export type EmbeddingJob = { workspaceId: string };

export type Jobs = {
  /** Puts a run on the queue; a worker (this process or another) takes it. */
  enqueueSync: (job: SyncJob) => Promise<void>;
  /** Queues embedding a workspace's chunks again (its model changed); progress is read from the vectors. */
  enqueueEmbedding: (job: EmbeddingJob) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Where an uploaded file stands in search: searchable (its document holds its content), being
 * indexed (a run of its app is queued or under way), failed (the app's last run recorded why it
 * could not take the file in), or not indexed (no run has taken it in and none is coming: the
 * last run failed as a whole, or the file is older than indexing on upload).
 */
export type FileIndexState = { state: 'searchable' | 'indexing' | 'failed' | 'not_indexed'; errorKey: MessageKey | null; errorDetail: string | null };

/** What the apps domain's read rules read, for all of a response at once (`access.ts`). */
/** A source's group as the syncs met it, with how many of its accounts the last one listed. */
export type SourceGroupRow = { workspaceId: string; principal: string; provider: string; name: string | null; memberCount: number };

export type AppLoaders = {
  apps: DataLoader<string, App | null>;
  visibleApps: DataLoader<string, boolean>;
  fileStates: DataLoader<string, FileIndexState | null>;
  runApps: DataLoader<string, string | null>;
  /** The member each source account reads for, by `provider:externalId` (`source-readers.ts`). */
  sourceAccountReaders: DataLoader<string, MemberRow | null>;
  /** The source group each role follows, by role ID (`source-groups.ts`). */
  roleSourceGroups: DataLoader<string, SourceGroupRow | null>;
  /** The roles each member holds through source groups, by user ID (`source-groups.ts`). */
  memberGroupRoles: DataLoader<string, RoleThroughGroup[]>;
};

/** A role a member holds because it follows a source group one of their accounts is in. */
export type RoleThroughGroup = { roleId: string; roleName: string; groupPrincipal: string; groupName: string | null };

/** Documents by ID as the request's reader may see them (`readable-documents.ts`). */
export type ReadableDocuments = DataLoader<string, typeof documents.$inferSelect | null>;
