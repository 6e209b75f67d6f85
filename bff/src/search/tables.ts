import { boolean, customType, foreignKey, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { apps, documents } from '../apps/tables.ts';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';
import { timestamps } from '../db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The GIN indexes' names (their pending lists are merged by name: `mergePendingEntries`). */
export const FULL_TEXT_INDEX = 'search_chunks_tsv_idx';
export const WORD_TRIGRAM_INDEX = 'search_vocabulary_trigram_idx';

/**
 * The full-text index: a document's text in chunks, each with its weighted lexemes (title above
 * heading above body). The app, the source's restriction and the document's reader set are
 * copied here so that the permission filter needs no join, and the document's type and update time so that ranking
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
    readerSetId: uuid('reader_set_id'),
    sourceType: text('source_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
    ordinal: integer('ordinal').notNull(),
    heading: text('heading'),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull(),
    /** The document's language (zh or en, from its text), preferred when a query is in it; null when it has no words. */
    language: text('language'),
    /** How many chunks the document has: its length, against which its words' frequencies are weighed (`impacts.ts`). */
    documentChunks: integer('document_chunks').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.documentId], foreignColumns: [documents.workspaceId, documents.id] }).onDelete('cascade'),
    index('search_chunks_document_idx').on(t.workspaceId, t.documentId),
    // Workspace and lexemes in one GIN index (btree_gin): a search reads its own workspace's
    // matches only, however large the other workspaces are.
    index(FULL_TEXT_INDEX).using('gin', t.workspaceId, t.tsv),
  ],
);

/**
 * A chunk's lexemes that rank high in it on their own (title and heading words, words the body
 * repeats), with that rank: the impact. Read in order of impact, they give a common word's best
 * chunks without ranking its every match; anything not listed ranks below `IMPACT_FLOOR`, which
 * tells when what was read is provably the top (`impacts.ts`). The app, restriction and reader
 * set are copied so the permission filter applies during that read.
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
    readerSetId: uuid('reader_set_id'),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.chunkId, t.lexeme] }),
    foreignKey({ columns: [t.workspaceId, t.chunkId], foreignColumns: [searchChunks.workspaceId, searchChunks.id] }).onDelete('cascade'),
    index('search_impacts_order_idx').on(t.workspaceId, t.lexeme, t.impact.desc()),
  ],
);

/**
 * The words the workspace's documents hold (Latin words, and Chinese words with their pinyin), once
 * each, for correcting a misspelled query or reading one typed in pinyin: the letter triples' and
 * pinyin indexes look words up here, among tens of thousands of words. Words are added as documents
 * are indexed and outlive them: a correction is only offered when searching with it finds something.
 * No unique key: a writer adds the words not listed yet without waiting on another writer's
 * transaction (two writers adding the same word at once list it twice, and readers take words once).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** A Chinese word's pinyin (`pinyin.ts`), by which a query typed in pinyin finds it. */
    pinyin: text('pinyin'),
  },
  (t) => [
    index('search_vocabulary_word_idx').on(t.workspaceId, t.word),
    index('search_vocabulary_pinyin_idx').on(t.workspaceId, t.pinyin).where(sql`${t.pinyin} is not null`),
    // Words that share most of their letter triples with a query's word (pg_trgm). On
    // `lower(word)`, which is the word (the vocabulary's words are lower case), so that only a
    // similarity search (`lower(word) % …`) reads it: on the word itself, the planner also took it
    // for `word = any(…)` and read every common triple's postings (48 s for a batch's 5,000 words
    // against 39,000, where the btree above takes milliseconds).
    index(WORD_TRIGRAM_INDEX).using('gin', t.workspaceId, sql`lower(${t.word}) gin_trgm_ops`),
  ],
);

/**
 * Where each word of the vocabulary is held: per app, restriction and reader set, so that a reader
 * is offered only words of documents they may see. Kept apart from the words: with an app whose
 * documents follow a thousand reader sets at the source, each set repeats most of the vocabulary,
 * and a row here is a narrow btree entry where a word with its letter triples cost ten index entries
 * (a vocabulary per set made 2.6 million words at 75,000 chunks, and indexing slowed threefold).
 */
export const searchWordScopes = pgTable(
  'search_word_scopes',
  {
    workspaceId: uuid('workspace_id').notNull(),
    word: text('word').notNull(),
    appId: uuid('app_id').notNull(),
    restricted: boolean('restricted').notNull(),
    readerSetId: uuid('reader_set_id'),
  },
  (t) => [
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
    // A word first: the indexer looks up a batch's words per app and set, a reader a candidate's scopes.
    index('search_word_scopes_word_idx').on(t.workspaceId, t.word, t.appId, t.restricted, t.readerSetId),
  ],
);

/**
 * How many documents and chunks hold each of a large workspace's common lexemes, as last recounted
 * (`term-counts.ts`): a search engine's document frequencies, read with a word instead of counted
 * from its chunks the first time a query holds it. Only lexemes in at least `LISTED_CHUNKS` chunks
 * are listed: a rarer one is counted at first sight in a few milliseconds.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
    documents: integer('documents').notNull(),
    chunks: integer('chunks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.lexeme] })],
);

/** When a workspace's lexemes were last recounted, and how many chunks it held then (a recount is due when that moved). */
export const searchTermRecounts = pgTable('search_term_recounts', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  chunks: integer('chunks').notNull(),
  recountedAt: timestamp('recounted_at', { withTimezone: true, precision: 3 }).notNull(),
});

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

/**
 * A workspace's synonyms, applied when a query is searched: words its people say differently than
 * its documents do (vacation, 年假, annual leave). Two-way when `input` is null (each term finds the
 * others), one-way otherwise (searching `input` finds the terms too; a term does not find it).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    input: text('input'),
    terms: text('terms').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('search_synonyms_list_idx').on(t.workspaceId, t.createdAt)],
);

export type SearchSynonym = typeof searchSynonyms.$inferSelect;

/**
 * The searches people made (for the admins' search analytics): what was typed, how many results
 * its first page showed, and the result opened from it, if any. Who searched is kept only to tell
 * one person's typing from another's (a search typed letter by letter is one search) and is
 * never shown. Kept for the workspace's retention (`searchLogSettings`), then deleted.
 */
export const searchLog = pgTable(
  'search_log',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As typed, trimmed, spaces folded, at most `SEARCH_LOG_QUERY_LENGTH` characters. */
    query: text('query').notNull(),
    /** The results its first page showed (0: none found). */
    results: integer('results').notNull(),
    openedDocumentId: uuid('opened_document_id'),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }),
    searchedAt: timestamp('searched_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('search_log_time_idx').on(t.workspaceId, t.searchedAt)],
);

/** How long a workspace keeps its searches (days; 0: none are recorded). Absent: the default. */
export const searchLogSettings = pgTable('search_log_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull(),
  ...timestamps,
});
