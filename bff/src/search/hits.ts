import { and, eq, inArray, sql } from 'drizzle-orm';
import { originalPath } from '../apps/original.ts';
import { appRecords, documentRecords } from '../apps/read-model.ts';
import type { Database } from '../db/client.ts';
import { prerendered } from '../db/prerendered.ts';
import { highlightAll, highlightPassages, type Segment } from './highlight.ts';
import type { Ranked, Shown } from './ranked.ts';
import type { Mark } from './query-words.ts';
import { searchChunks } from './tables.ts';

export type SearchHit = {
  documentId: string;
  /** The chunk its passage is from. */
  chunkId: string;
  /**
   * What a result shows of its document, read with its passage (callers load more of it if they
   * need): its title, its source's link, where it opens (that link, or an uploaded file's stored
   * original), its type, author, last update and app.
   */
  documentTitle: string;
  documentUrl: string | null;
  link: string | null;
  sourceType: string;
  author: string | null;
  updatedAt: Date;
  appTitle: string;
  score: number;
  title: Segment[];
  heading: string | null;
  passage: Segment[];
  /** More of the passage's surroundings (a preview), matches marked. */
  preview: Segment[];
  /** The whole chunk the passage is from (context for answers). */
  chunkText: string;
  /** The words and phrases typed that the document holds (a word counts when another form of it, or a synonym, is there). */
  matchedTerms: string[];
  /** Those it does not hold (all of them, for a document found by meaning alone). */
  missingTerms: string[];
};

/** The query's words as a result names them: every word or phrase typed, and the one each ranked unit stands for. */
export type QueryTerms = { all: readonly string[]; ofUnits: readonly (string | undefined)[] };

/**
 * What a hit shows: its chunk's passage and its document's title, link, type, author, update time,
 * stored original and app, from `search_chunks` joined to `documents` and `apps`.
 */
const shownColumns = {
  text: searchChunks.text,
  heading: searchChunks.heading,
  title: documentRecords.title,
  url: documentRecords.url,
  source_type: documentRecords.sourceType,
  author: documentRecords.author,
  updated_at: documentRecords.updatedAt,
  has_original: sql<boolean>`${documentRecords.fileSha256} is not null`,
  app_title: appRecords.title,
};

/** The shown columns as one JSON object, for a statement that reads them with the ranking (rendered once). */
export const shownJson = prerendered(
  sql`json_build_object(${sql.join(
    Object.entries(shownColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  )})`,
);

/** A hit's passage and its preview, in characters. */
const PASSAGE = 180;
const PREVIEW = 600;

/**
 * The page's hits with their passages and what they show of their documents: read with the
 * ranking for keyword hits, in one more query for those found by meaning alone.
 */
export async function pageHits(db: Database, workspaceId: string, ranked: Ranked[], marks: Mark[], terms: QueryTerms): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const missing = ranked.filter((r) => !r.shown).map((r) => r.chunk_id);
  const rows = missing.length
    ? await db
        .select({ id: searchChunks.id, ...shownColumns })
        .from(searchChunks)
        .innerJoin(documentRecords, and(eq(documentRecords.workspaceId, searchChunks.workspaceId), eq(documentRecords.id, searchChunks.documentId)))
        .innerJoin(appRecords, and(eq(appRecords.workspaceId, documentRecords.workspaceId), eq(appRecords.id, documentRecords.appId)))
        .where(and(eq(searchChunks.workspaceId, workspaceId), inArray(searchChunks.id, missing)))
    : [];
  const byChunk = new Map<string, Shown>(rows.map((row) => [row.id, row]));
  // A chunk found by meaning alone and gone by the time it is read (its document re-indexed) is not shown.
  return ranked.flatMap((r) => {
    const row = r.shown ?? byChunk.get(r.chunk_id);
    if (!row) return [];
    const [passage, preview] = highlightPassages(row.text, marks, [PASSAGE, PREVIEW]);
    const held = new Set(terms.ofUnits.filter((term, i) => term !== undefined && r.units_held?.[i]));
    return [
      {
        documentId: r.document_id,
        chunkId: r.chunk_id,
        documentTitle: row.title,
        documentUrl: row.url,
        link: row.url ?? (row.has_original ? originalPath(r.document_id) : null),
        sourceType: row.source_type,
        author: row.author,
        updatedAt: new Date(row.updated_at),
        appTitle: row.app_title,
        score: Number(r.rank),
        title: highlightAll(row.title, marks),
        heading: row.heading,
        passage: passage!,
        preview: preview!,
        chunkText: row.text,
        matchedTerms: terms.all.filter((term) => held.has(term)),
        missingTerms: terms.all.filter((term) => !held.has(term)),
      },
    ];
  });
}
