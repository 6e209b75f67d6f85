import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { searchChunks } from './tables.ts';

/**
 * What the search domain lends beside itself: meaning-based search, built once per process, and
 * the index a sync writes each document to.
 * A ports file holds shapes and constants only, and imports nothing of the product but the
 * foundation and other ports (request/, a domain's ports.ts): the request's context names them
 * without importing the domain, which fills them in at the composition root (see the README's map).
 */

/** The embedding model one workspace searches with: its vectors' model, and its queries' vectors. */
export type WorkspaceSemantic = {
  /** What its vectors are known by (`search_vectors.model`). */
  model: string;
  /** See `Semantic.vectorIndex`. */
  vectorIndex: boolean;
  /** A query's vector, or null when the model cannot answer now (search goes on with keywords). */
  embedQuery: (text: string) => Promise<number[] | null>;
};

/** How far a workspace's chunks have vectors of the model it uses now. */
export type EmbeddingProgress = { model: string; embedded: number; total: number };

/**
 * Meaning-based search beside the keywords: chunks get vectors from an OpenAI-compatible
 * embedding model, and a query's vector finds the nearest chunks. The model is the workspace's
 * own when it set one, else the server's (EMBEDDING_*); a workspace with neither is searched by
 * keywords alone.
 */
export type Semantic = {
  /**
   * Whether the database has pgvector (PGlite does when EMBEDDING_* is set; Debian's PostgreSQL 15
   * does not): nearest chunks are then found across the reader's whole workspace; without it, the
   * keyword candidates are re-ranked by exact cosine.
   */
  vectorIndex: boolean;
  /** The server's own embedding model (EMBEDDING_*), which workspaces use unless they set theirs. */
  server: Config['embedding'];
  /** The model a workspace's search uses now; null for keywords alone. */
  forWorkspace: (workspaceId: string) => Promise<WorkspaceSemantic | null>;
  /**
   * Embeds the chunks lacking a vector of their workspace's model, in the background: one
   * workspace's, or every one's. Never fails: a model that cannot answer is tried again later.
   */
  embedPending: (workspaceId?: string) => Promise<void>;
  /** Embeds one workspace's pending chunks now, failing when its model does (a queued job is retried). */
  embedWorkspace: (workspaceId: string) => Promise<void>;
  /** How many of a workspace's chunks have a vector of its model; null without a model. */
  progress: (workspaceId: string) => Promise<EmbeddingProgress | null>;
};

/** A document as the index takes it in. */
export type IndexableDocument = {
  workspaceId: string;
  id: string;
  appId: string;
  title: string;
  text: string;
  restricted: boolean;
  /** Its readers at the source, in an app that follows them (copied to its chunks, impacts and words). */
  readerSetId: string | null;
  sourceType: string;
  /** The document's update time, copied to its chunks (written together with them). */
  updatedAt: Date;
  contentHash: string;
};

export type ChunkRow = typeof searchChunks.$inferInsert & {
  id: string;
  tsv: string;
  impacts: { lexeme: string; impact: number }[];
  /** The document's words for spelling corrections (its first chunk carries them). */
  words: string[];
};

/**
 * The search index as a sync writes it (lent at the composition root, so that apps imports no
 * search module): a document's rows are made before its transaction (tokenising is CPU work) and
 * written in it, with the document.
 */
export type Indexer = {
  /** A document's chunks as index rows (its id may be filled in later, when the document is inserted). */
  rowsOf: (doc: IndexableDocument) => Promise<ChunkRow[]>;
  /** Replaces the document's chunks, impacts and words with these rows. */
  write: (tx: Pick<Database, 'execute' | 'delete' | 'update'>, doc: IndexableDocument, rows: ChunkRow[]) => Promise<void>;
  /** Moves an unchanged document's entries to a new set of readers (a change of permissions at the source alone). */
  moveToReaderSet: (tx: Pick<Database, 'execute'>, doc: Pick<IndexableDocument, 'workspaceId' | 'id' | 'readerSetId'>, rows: ChunkRow[]) => Promise<void>;
  /** Merges what a run wrote to the full-text indexes' pending lists; answers how many pages. */
  mergePending: (db: Pick<Database, 'execute'>) => Promise<number>;
  /** Has the planner read the search tables again after a run changed them. */
  refreshStatistics: (db: Pick<Database, 'execute'>) => Promise<void>;
  /** Indexes documents taken in before the index knew them (an upgrade); answers how many. */
  indexPending: (db: Database) => Promise<number>;
};
