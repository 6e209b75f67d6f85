/**
 * Why a document ranked where it did: its score taken apart as the keyword statement composes it
 * (`impacts.ts`), for the retrieval test.
 */

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { cosine } from './hybrid.ts';
import { definitionLift, headingCode, languageLift, PASSAGE_SHARE, recencyLift, unitRanks } from './impacts.ts';
import { anyUnit } from './keyword-statement.ts';
import type { Scoring } from './query.ts';
import { searchChunks, searchVectors } from './tables.ts';
import { visibilityCondition } from './visibility.ts';

/** The fields of a chunk a word may be in, as its index weighs them (`indexer.ts`: title A, heading B, body D). */
export type Field = 'title' | 'heading' | 'body';
const FIELD_WEIGHTS: readonly [Field, string][] = [
  ['title', '{a}'],
  ['heading', '{b}'],
  ['body', '{d}'],
];

/** A word's or a pair's part of a document's keyword score: in its best passage, and over the whole document against its length. */
export type UnitPart = { passage: number; document: number };
export type WordPart = UnitPart & { term: string; fields: Field[] };
export type ProximityPart = UnitPart & { terms: [string, string] };

/**
 * A document's score in parts. `keyword` is the sum of its words' and pairs' parts; recency, the
 * query's language and defining a code the query names lift it (factors) to `place`, where
 * keyword search ranks it. With vectors, `vectorSimilarity` is its passage's cosine to the query,
 * and the page is ranked by fusing both ranks (`hybrid.ts`).
 */
export type ScoreParts = {
  words: WordPart[];
  proximity: ProximityPart[];
  /** The query's words and phrases it holds, of how many; and the factor its parts were lowered by for those it lacks (`COORDINATION`). */
  wordsHeld: number;
  wordsAsked: number;
  coverage: number;
  /** The clauses of the question: each clause's words count from its own best passage. */
  clauses: number;
  keyword: number;
  /** The document's chunks, and the workspace's average: a longer document needs more of a word for the same part. */
  documentChunks: number;
  averageChunks: number;
  recency: number;
  language: number;
  /** The code the query names that a section of it is headed by (see `DEFINITION_LIFT`), and the factor that lifts it by. */
  definedCode: string | null;
  definition: number;
  place: number;
  vectorSimilarity: number | null;
};

/**
 * The score parts of the documents found (each through the chunk its result shows), as the
 * reader's search ranked them: one statement over their matching chunks, and one more for their
 * passages' vectors when vectors ranked too. A document holding none of the words (found by
 * meaning alone) has no keyword part.
 */
export async function scoreParts(
  db: Database,
  reader: Reader,
  scoring: Scoring,
  hits: readonly { documentId: string; chunkId: string }[],
): Promise<Map<string, ScoreParts>> {
  const parts = new Map<string, ScoreParts>();
  if (hits.length === 0) return parts;
  const similarity = scoring.vector ? await similarities(db, reader.workspaceId, scoring.vector, hits) : null;
  const keyword = scoring.units.length ? await keywordParts(db, reader, scoring, hits.map((hit) => hit.documentId)) : new Map<string, ScoreParts>();
  for (const hit of hits) {
    const found = keyword.get(hit.documentId);
    const vectorSimilarity = similarity ? (similarity.get(hit.chunkId) ?? null) : null;
    parts.set(hit.documentId, found ? { ...found, vectorSimilarity } : { ...nothingByKeywords(scoring), vectorSimilarity });
  }
  return parts;
}

const nothingByKeywords = (scoring: Scoring): ScoreParts => ({
  words: [],
  proximity: [],
  wordsHeld: 0,
  wordsAsked: wordsOf(scoring).length,
  coverage: 0,
  clauses: clausesOf(scoring),
  keyword: 0,
  documentChunks: 0,
  averageChunks: scoring.averageChunks,
  recency: 1,
  language: 1,
  definedCode: null,
  definition: 1,
  place: 0,
  vectorSimilarity: null,
});

const wordsOf = (scoring: Scoring) => scoring.units.flatMap((unit, i) => (unit.pair ? [] : [i]));
const clausesOf = (scoring: Scoring) => new Set(scoring.units.map((unit) => unit.clause)).size;

type PartsRow = {
  document_id: string;
  chunks: number;
  passage: (number | string)[];
  whole: (number | string)[];
  coverage: number | string;
  fields: (number | string)[];
  rank: number | string;
  recency: number | string;
  language: number | string;
  defined_code: string | null;
  definition: number | string;
};

/**
 * The keyword parts, from the same expressions the ranking sums (`unitRanks`): each unit's part
 * of its clause's best passage (for a question of one clause, the passage its result shows) and of
 * the document's whole, each lowered as the document's rank is for the words it lacks; and the
 * fields of the shown passage each word is in (a bit each: title, heading, body).
 */
async function keywordParts(db: Database, reader: Reader, scoring: Scoring, documentIds: readonly string[]): Promise<Map<string, ScoreParts>> {
  const { units } = scoring;
  const rank = unitRanks(units, scoring.averageChunks);
  const codes = sql`string_to_array(${scoring.codes.join(' ')}::text, ' ')`;
  const words = wordsOf(scoring);
  const fieldBits = words.map(
    (i) =>
      sql`(${sql.join(
        FIELD_WEIGHTS.map(([, weights], bit) => sql`(ts_filter(${searchChunks.tsv}, ${sql.raw(`'${weights}'`)}) @@ ${units[i]!.tsquery}::tsquery)::int * ${sql.raw(String(1 << bit))}`),
        sql` + `,
      )})`,
  );
  const rows = rowsOf<PartsRow>(
    await db.execute(sql`
      with matched as materialized (
        select ${searchChunks.documentId} as document_id, ${searchChunks.id} as chunk_id, ${searchChunks.documentChunks} as document_chunks,
          ${searchChunks.updatedAt} as updated_at, ${searchChunks.language} as language, ${rank.columns},
          ${headingCode(sql`${searchChunks.heading}`)} as heading_code,
          array[${sql.join(fieldBits, sql`, `)}] as fields
        from ${searchChunks}
        where ${and(eq(searchChunks.workspaceId, reader.workspaceId), visibilityCondition(reader), inArray(searchChunks.documentId, [...documentIds]))}
          and ${searchChunks.tsv} @@ ${anyUnit(units)}::tsquery
      ),
      best as (
        select *, row_number() over (partition by document_id order by ${rank.chunk} desc, chunk_id) as n from matched
      ),
      documents as (
        select document_id, max(document_chunks)::int as chunks, max(updated_at) as updated_at, bool_or(language = ${scoring.language ?? ''}) as same_language,
          ${rank.document} as rank, array[${sql.join(rank.passageParts, sql`, `)}] as passage, array[${sql.join(rank.wholeParts, sql`, `)}] as whole,
          ${rank.documentCoverage} as coverage, (array_agg(heading_code order by chunk_id) filter (where heading_code = any(${codes})))[1] as defined_code
        from matched group by document_id
      )
      select d.document_id, d.chunks, d.rank, d.passage, d.whole, d.coverage, ${recencyLift(sql`d.updated_at`)} as recency, ${languageLift(sql`d.same_language`)} as language,
        d.defined_code, ${definitionLift(sql`d.defined_code is not null`)} as definition, b.fields
      from documents d join best b on b.document_id = d.document_id and b.n = 1`),
  );
  const termOf = (i: number) => scoring.terms[i] ?? units[i]!.tsquery;
  return new Map(
    rows.map((row) => {
      // Each part as it counts in the rank: lowered with the document for the words it lacks.
      const coverage = Number(row.coverage);
      const passage = row.passage.map((part) => PASSAGE_SHARE * coverage * Number(part));
      const whole = row.whole.map((part) => (1 - PASSAGE_SHARE) * coverage * Number(part));
      const part = (i: number): UnitPart => ({ passage: passage[i]!, document: whole[i]! });
      const [keyword, recency, language, definition] = [Number(row.rank), Number(row.recency), Number(row.language), Number(row.definition)];
      return [
        row.document_id,
        {
          words: words.map((i, w) => ({ term: termOf(i), ...part(i), fields: FIELD_WEIGHTS.flatMap(([field], bit) => (Number(row.fields[w]) & (1 << bit) ? [field] : [])) })),
          proximity: units.flatMap((unit, i) => (unit.pair ? [{ terms: [termOf(unit.pair[0]), termOf(unit.pair[1])] as [string, string], ...part(i) }] : [])),
          wordsHeld: words.filter((i) => Number(row.whole[i]) > 0).length,
          wordsAsked: words.length,
          coverage,
          clauses: clausesOf(scoring),
          keyword,
          documentChunks: row.chunks,
          averageChunks: scoring.averageChunks,
          recency,
          language,
          definedCode: row.defined_code,
          definition,
          place: keyword * recency * language * definition,
          vectorSimilarity: null,
        },
      ];
    }),
  );
}

/** Each passage's cosine to the query, by the model that ranked them (a passage without its vector yet has none). */
async function similarities(db: Database, workspaceId: string, vector: NonNullable<Scoring['vector']>, hits: readonly { chunkId: string }[]) {
  const rows = await db
    .select({ chunkId: searchVectors.chunkId, embedding: searchVectors.embedding })
    .from(searchVectors)
    .where(and(eq(searchVectors.workspaceId, workspaceId), eq(searchVectors.model, vector.model), inArray(searchVectors.chunkId, hits.map((hit) => hit.chunkId))));
  return new Map(rows.map((row) => [row.chunkId, cosine(row.embedding, vector.query)]));
}
