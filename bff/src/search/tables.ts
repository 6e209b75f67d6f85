import { boolean, customType, foreignKey, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from '../apps/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text index: a document's text in chunks, each with its weighted lexemes (title above
 * heading above body). The app and the source's restriction are copied here so that the
 * permission filter needs no join, and the document's type and update time so that ranking
 * (recency), the type and time filters and the facets need none either: a common word matches
 * thousands of chunks, and a join per match cost a third of ranking them. A document's type and
 * update time change only with its content, when its chunks are written again.
 */
export const searchChunks = pgTable(
  'search_chunks',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    documentId: uuid('document_id').notNull(),
    appId: uuid('app_id').notNull(),
    restricted: boolean('restricted').notNull(),
    sourceType: text('source_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
    ordinal: integer('ordinal').notNull(),
    heading: text('heading'),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.documentId], foreignColumns: [documents.workspaceId, documents.id] }).onDelete('cascade'),
    index('search_chunks_document_idx').on(t.workspaceId, t.documentId),
    // Workspace and lexemes in one GIN index (btree_gin): a search reads its own workspace's
    // matches only, however large the other workspaces are.
    index('search_chunks_tsv_idx').using('gin', t.workspaceId, t.tsv),
  ],
);

/**
 * A chunk's lexemes that rank high in it on their own (title and heading words, words the body
 * repeats), with that rank: the impact. Read in order of impact, they give a common word's best
 * chunks without ranking its every match; anything not listed ranks below `IMPACT_FLOOR`, which
 * tells when what was read is provably the top (`impacts.ts`). The app and restriction are
 * copied so the permission filter applies during that read.
 */
export const searchImpacts = pgTable(
  'search_impacts',
  {
    workspaceId: uuid('workspace_id').notNull(),
    chunkId: uuid('chunk_id').notNull(),
    lexeme: text('lexeme').notNull(),
    impact: real('impact').notNull(),
    appId: uuid('app_id').notNull(),
    restricted: boolean('restricted').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.chunkId, t.lexeme] }),
    foreignKey({ columns: [t.workspaceId, t.chunkId], foreignColumns: [searchChunks.workspaceId, searchChunks.id] }).onDelete('cascade'),
    index('search_impacts_order_idx').on(t.workspaceId, t.lexeme, t.impact.desc()),
  ],
);

/**
 * A chunk's embedding, when an embedding model is configured. Stored as a plain float array so
 * the schema is the same with or without pgvector; where pgvector is present the query casts it.
 * A chunk's vector goes with it (re-indexing a document replaces its chunks, so their vectors).
 */
export const searchVectors = pgTable(
  'search_vectors',
  {
    workspaceId: uuid('workspace_id').notNull(),
    chunkId: uuid('chunk_id').notNull(),
    /** The model that made it: vectors of another model are made again. */
    model: text('model').notNull(),
    embedding: real('embedding').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.chunkId] }),
    foreignKey({ columns: [t.workspaceId, t.chunkId], foreignColumns: [searchChunks.workspaceId, searchChunks.id] }).onDelete('cascade'),
  ],
);
