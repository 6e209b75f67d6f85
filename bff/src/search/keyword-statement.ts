/**
 * The keyword search's statement: the matching chunks a reader may see, under the filters, each
 * document once through its best chunk, ranked, counted and faceted in one statement.
 */

import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { appRecords, documentRecords } from '../apps/read-model.ts';
import type { Reader, ReaderTerms } from '../apps/visibility.ts';
import { executeShaped, rowsOf, type Database } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { shownJson } from './hits.ts';
import { headingCode, impactLists, place, unitRanks, type ListRead } from './impacts.ts';
import type { Language } from './query-words.ts';
import type { AppFacet, Ranked, SearchFilters, TypeFacet } from './ranked.ts';
import { searchChunks } from './tables.ts';
import { visibilityCondition } from './visibility.ts';

export type Window = { first: number; offset: number };

/**
 * A word or phrase that ranks: its tsquery, what it weighs (its rarity times the unit's weight),
 * in how many of the workspace's documents it is, and the query's clause it was typed in; or a
 * pair of two such (`pair`: their indexes), which ranks where both are close.
 */
export type RankUnit = { tsquery: string; weight: number; frequency: number; clause: number; pair?: readonly [number, number] };

/**
 * Whose search; the units that rank; what a document must hold (`required`: its quoted phrases,
 * all in one chunk) besides any of the units; under which filters; the query's language (preferred
 * gently); and whether the query has few enough units for its statement to be kept
 * (`PREPARED_UNITS` in query.ts).
 */
export type Statement = {
  reader: Reader;
  units: readonly RankUnit[];
  required: string | null;
  filters: SearchFilters;
  language: Language | null;
  /** The codes the query names: a document with a section headed by one places higher (`DEFINITION_LIFT`). */
  codes: readonly string[];
  /** The workspace's chunks a document (`term-stats.ts`): the length documents are weighed against. */
  averageChunks: number;
  /** The workspace's chunks, whoever may see them (`term-stats.ts`): at most what a query can match. */
  workspaceChunks: number;
  keepable: boolean;
};
export type Read = { ranked: (Ranked & { place: number; held: number })[]; total: number; exact: boolean; facetsExact: boolean; appFacets: AppFacet[]; typeFacets: TypeFacet[]; lists: ListRead[] };

/**
 * A count reads at most this many matching passages, as search engines count exactly up to a
 * bound (Elasticsearch's 10,000 hits) and then say "more than": the documents of these passages
 * are the count and the facets, and `exact` says whether that was every match. A passage costs
 * the count a read of its row wherever it lies: in a workspace of 198,053 chunks (`npm run
 * bench:search -- 1000000`), a common word's 59,372 matches were counted in 309 ms at the median
 * and 523 ms at the 95th percentile, where a page of results took 59 ms.
 */
export const COUNTED_PASSAGES = 10_000;
const BOUND = sql.raw(String(COUNTED_PASSAGES));
/** One passage past the bound: read to tell whether more match. */
const PAST_BOUND = sql.raw(String(COUNTED_PASSAGES + 1));

/**
 * The filters that are about the document itself: its author (on `documents`, which a query
 * joins only then: see `byAuthor`) and its update time (each chunk holds its document's).
 */
export function documentFilters(filters: SearchFilters): SQL | undefined {
  return and(
    byAuthor(filters) ? sql`${documentRecords.author} ilike ${containsPattern(filters.author!.trim())}` : undefined,
    filters.updatedAfter ? sql`${searchChunks.updatedAt} >= ${filters.updatedAfter.toISOString()}::timestamptz` : undefined,
    filters.updatedBefore ? sql`${searchChunks.updatedAt} < ${filters.updatedBefore.toISOString()}::timestamptz` : undefined,
  );
}

const byAuthor = (filters: SearchFilters) => Boolean(filters.author?.trim());
const filtered = (filters: SearchFilters) =>
  Boolean(filters.appIds?.length || filters.sourceTypes?.length || byAuthor(filters) || filters.updatedAfter || filters.updatedBefore);

export const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** The documents, joined to the chunks only to filter by author. */
const authorJoin = (filters: SearchFilters) =>
  byAuthor(filters) ? sql`join ${documentRecords} on ${documentRecords.workspaceId} = ${searchChunks.workspaceId} and ${documentRecords.id} = ${searchChunks.documentId}` : sql``;
/** The chunks that match, in the workspace, that the reader may see, under the document filters. */
export const matching = ({ workspaceId, condition, tsquery }: { workspaceId: Term; condition: SQL | undefined; tsquery: Term }) =>
  and(eq(searchChunks.workspaceId, workspaceId), condition, sql`${searchChunks.tsv} @@ ${tsquery}::tsquery`);

/** Any of the units, as one tsquery: what a chunk must match to be ranked (a pair's chunks match its units). */
export const anyUnit = (units: readonly RankUnit[]) =>
  units
    .filter((unit) => !unit.pair)
    .map((unit) => unit.tsquery)
    .join(' | ');

/**
 * One statement over the matching documents, each found once with its best chunk (for its
 * passage):
 * - with a window, the ranked documents down to its end (each with its place; those in the window
 *   also with what the page shows);
 * - with `counts`, the count and both facets (each under the other filters);
 * - with `lists` (impact lists to read), only the documents of the chunks listed are candidates,
 *   and what was read of each list comes back too.
 * A search without filters runs it shaped (see `executeShaped`): its values are placeholders, so
 * that it is rendered once for each shape (the reader's membership type, the units and their
 * clauses, a required phrase or none, the number of lists, and what it reads).
 */
export async function keywordStatement(db: Database, statement: Statement, { window, counts = false, lists }: { window?: Window; counts?: boolean; lists?: Lists<string, number> }): Promise<Read> {
  const { reader, units, required, filters, language, codes } = statement;
  const need = window && window.offset + window.first;
  // A filter's values would be kept in the statement's text: only a search without filters runs shaped.
  const shaped = statement.keepable && !filtered(filters);
  const result = shaped
    ? await executeShaped(
        db,
        `keywords ${reader.wsUserType} ${units.map((unit) => `${unit.pair ? unit.pair.join('+') : 'u'}@${unit.clause}`).join(',')} ${required ? 'required' : '-'} ${lists?.lexemes.length ?? '-'} ${lists?.rare ? 'rare' : '-'} ${codes.length ? 'codes' : '-'} ${window ? 'ranked' : '-'} ${counts ? 'counts' : '-'}`,
        () =>
          keywordSql({
            reader: { workspaceId: sql.placeholder('workspaceId'), userId: sql.placeholder('userId'), wsUserType: reader.wsUserType },
            units: units.map((unit, i) => ({ tsquery: sql.placeholder(`unit${i}`), weight: sql.placeholder(`weight${i}`), clause: unit.clause, pair: unit.pair })),
            averageChunks: sql.placeholder('averageChunks'),
            any: sql.placeholder('any'),
            required: required ? sql.placeholder('required') : null,
            language: sql.placeholder('language'),
            codes: codes.length ? sql.placeholder('codes') : null,
            filters: {},
            window: window && { need: sql.placeholder('need'), offset: sql.placeholder('offset') },
            counts,
            lists: lists && {
              lexemes: lists.lexemes.map((_, i) => sql.placeholder(`lexeme${i}`)),
              depth: sql.placeholder('depth'),
              rare: lists.rare ? sql.placeholder('rare') : null,
            },
          }),
        {
          workspaceId: reader.workspaceId,
          userId: reader.userId,
          any: anyUnit(units),
          required,
          language: language ?? '',
          codes: codes.join(' '),
          averageChunks: statement.averageChunks,
          need,
          offset: window?.offset,
          depth: lists?.depth,
          rare: lists?.rare,
          ...Object.fromEntries(units.flatMap((unit, i) => [[`unit${i}`, unit.tsquery], [`weight${i}`, unit.weight]])),
          ...Object.fromEntries((lists?.lexemes ?? []).map((lexeme, i) => [`lexeme${i}`, lexeme])),
        },
      )
    : await db.execute(
        keywordSql({
          reader,
          units,
          averageChunks: statement.averageChunks,
          any: anyUnit(units),
          required,
          language: language ?? '',
          codes: codes.length ? codes.join(' ') : null,
          filters,
          window: window && { need: need!, offset: window.offset },
          counts,
          lists,
        }),
      );
  const [row] = rowsOf<{
    hits: Read['ranked'] | string | null;
    total: number | null;
    exact: boolean | null;
    facets_exact: boolean | null;
    app_facets: AppFacet[] | string | null;
    type_facets: TypeFacet[] | string | null;
    lists: ListRead[] | string | null;
  }>(result);
  const parse = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));
  return {
    ranked: parse(row?.hits) ?? [],
    total: Number(row?.total ?? 0),
    exact: row?.exact !== false,
    facetsExact: row?.facets_exact !== false,
    appFacets: parse(row?.app_facets) ?? [],
    typeFacets: parse(row?.type_facets) ?? [],
    lists: parse(row?.lists) ?? [],
  };
}

/** A value in a statement, or a placeholder for it (a statement rendered once for its shape). */
type Term = string | Placeholder;
type Weight = number | Placeholder;
/**
 * The impact lists a statement reads: of which (distinct) lexemes, and how deep; and the units
 * read in full instead (`rare`: every document holding them is a candidate, see `rankByKeywords`).
 */
type Lists<T = Term, N = number | Placeholder> = { lexemes: readonly T[]; depth: N; rare: T | null };

/** The text of `keywordStatement`, its values given or named by placeholders. */
function keywordSql({
  reader,
  units,
  averageChunks,
  any,
  required,
  language,
  codes,
  filters,
  window,
  counts,
  lists,
}: {
  reader: ReaderTerms;
  units: readonly { tsquery: Term; weight: Weight; clause: number; pair?: readonly [number, number] }[];
  averageChunks: Weight;
  any: Term;
  required: Term | null;
  language: Term;
  /** The codes the query names, separated by spaces; null for none. */
  codes: Term | null;
  filters: SearchFilters;
  /** How many documents to rank (from the top), and how many of them come before the page. */
  window?: { need: number | Placeholder; offset: number | Placeholder };
  counts: boolean;
  lists?: Lists;
}): SQL {
  const { workspaceId } = reader;
  const condition = and(visibilityCondition(reader), documentFilters(filters));
  const listed = lists && impactLists(reader, lists.lexemes, lists.depth, filters.appIds);
  // Filters on the documents found (one row each in `best`).
  const appFilter = filters.appIds?.length ? sql`best.app_id in (${list(filters.appIds)})` : sql`true`;
  const typeFilter = filters.sourceTypes?.length ? sql`best.source_type in (${list(filters.sourceTypes)})` : sql`true`;
  const inApps = filters.appIds?.length ? sql`${searchChunks.appId} in (${list(filters.appIds)})` : undefined;
  const ofTypes = filters.sourceTypes?.length ? sql`${searchChunks.sourceType} in (${list(filters.sourceTypes)})` : undefined;
  const ranked = Boolean(window);
  const rank = ranked ? unitRanks(units, averageChunks) : undefined;
  // Counting alone reads a bounded number of passages (a ranking reads them all), and one more,
  // to tell whether that was all; the documents of the bounded number are counted.
  const counted = counts && !ranked;
  // The listed chunks' documents are the candidates, and those holding a unit read in full: each
  // is ranked whole, over all its matching chunks. The candidates are one array, made once: as a
  // join, a rendered statement's plan expected a few dozen matching chunks and candidates, and
  // compared each of 6,191 matches with each of 817 candidates row by row (0.6 s where a member's
  // reader sets leave the lists short).
  // Those holding a rare unit join the same array: as a second condition beside it ("or … in"),
  // the plan read every chunk matching the query's common word and tested each (336 ms for a
  // common word beside two rare ones, in a workspace of 198,053 chunks).
  const candidates = listed
    ? sql`and ${searchChunks.documentId} = any(array(select ${searchChunks.documentId} from (select distinct chunk_id from listed) l
        join ${searchChunks} on ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.id} = l.chunk_id
      ${lists.rare ? sql`union select rare.document_id from ${searchChunks} rare where rare.workspace_id = ${workspaceId} and rare.tsv @@ ${lists.rare}::tsquery` : sql``}))`
    : sql``;
  // A chunk holds its document's type, update time and language: documents are joined for the author only.
  const matched = sql`
    select ${searchChunks.documentId} as document_id, ${searchChunks.id} as chunk_id, ${searchChunks.appId} as app_id,
      ${searchChunks.sourceType} as source_type, ${searchChunks.updatedAt} as updated_at, ${searchChunks.language} as language
      ${rank ? sql`, ${searchChunks.documentChunks} as document_chunks, ${rank.columns}` : sql``}
      ${required ? sql`, ${searchChunks.tsv} @@ ${required}::tsquery as holds_required` : sql``}
      ${rank && codes ? sql`, ${headingCode(sql`${searchChunks.heading}`)} = any(string_to_array(${codes}::text, ' ')) as defines` : sql``}
    from ${searchChunks}
    ${authorJoin(filters)}
    where ${matching({ workspaceId, condition, tsquery: any })} ${candidates}
    ${counted ? sql`limit ${PAST_BOUND}` : sql``}`;
  const narrowed = counted && (inApps || ofTypes) ? narrowedPassages({ workspaceId, condition, any, filters, required, inApps, ofTypes }) : null;
  const best = sql`
    select document_id, app_id, source_type, updated_at, language
      ${rank ? sql`, ${rank.document} as rank, ${rank.held} as held, ${rank.matched} as units_held, (array_agg(chunk_id order by ${rank.chunk} desc, chunk_id))[1] as chunk_id` : sql``}
      ${rank && codes ? sql`, coalesce(bool_or(defines), false) as defines` : sql``}
    from ${counted ? sql`(select * from matched limit ${BOUND}) matched` : sql`matched`}
    group by document_id, app_id, source_type, updated_at, language
    ${required ? sql`having bool_or(holds_required)` : sql``}`;
  return sql`
      with ${listed ? sql`listed as materialized (${listed}),` : sql``}
      matched as materialized (${matched}),
      best as materialized (${best})
      ${narrowed ? sql`, narrowed as (${narrowed})` : sql``}
      ${
        ranked
          ? sql`, page as (
        select document_id, chunk_id, rank, held, units_held, place, row_number() over (order by place desc, document_id) as n
        from (
          select document_id, chunk_id, rank, held, units_held, ${place(sql`rank`, sql`updated_at`, sql`language = ${language}`, codes ? sql`defines` : undefined)} as place
          from best where ${appFilter} and ${typeFilter}
          order by place desc, document_id
          limit ${window?.need}) top
      )`
          : sql``
      }
      select
        ${
          ranked
            ? sql`(select json_agg(json_build_object('document_id', page.document_id, 'chunk_id', page.chunk_id, 'rank', page.rank, 'held', page.held, 'units_held', page.units_held, 'place', page.place,
            'shown', case when page.n > ${window?.offset} then ${shownJson} end)
          order by page.place desc, page.document_id)
          from page
          left join ${searchChunks} on page.n > ${window?.offset} and ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.id} = page.chunk_id
          left join ${documentRecords} on page.n > ${window?.offset} and ${documentRecords.workspaceId} = ${workspaceId} and ${documentRecords.id} = page.document_id
          left join ${appRecords} on page.n > ${window?.offset} and ${appRecords.workspaceId} = ${workspaceId} and ${appRecords.id} = ${documentRecords.appId})`
            : sql`null`
        } as hits,
        ${countColumns({ counts, counted, narrowed: Boolean(narrowed), appFilter, typeFilter })}
        ${
          counts
            ? sql`(select json_agg(f) from (
          select best.app_id, ${appRecords.title} as title, count(*)::int as n from best
          join ${appRecords} on ${appRecords.workspaceId} = ${workspaceId} and ${appRecords.id} = best.app_id
          where ${typeFilter} group by best.app_id, ${appRecords.title} order by n desc, ${appRecords.title}) f)`
            : sql`null`
        } as app_facets,
        ${
          counts
            ? sql`(select json_agg(f) from (
          select source_type, count(*)::int as n from best where ${appFilter}
          group by source_type order by n desc, source_type) f)`
            : sql`null`
        } as type_facets,
        ${listed ? sql`(select json_agg(l) from (select lexeme, count(*)::int as n, min(impact) as low from listed group by lexeme) l)` : sql`null`} as lists`;
}

/**
 * Under an app or type filter, the passages the filters keep, to count the total again where the
 * passages of all apps and types (which the facets need, each under the other filter) were more
 * than a count reads: a small app chosen beside a large one would otherwise count only its
 * passages among those first read, if any. (A document holding a quoted phrase holds it in a
 * passage: those passages are counted.)
 */
function narrowedPassages({ workspaceId, condition, any, filters, required, inApps, ofTypes }: {
  workspaceId: Term;
  condition: SQL | undefined;
  any: Term;
  filters: SearchFilters;
  required: Term | null;
  inApps: SQL | undefined;
  ofTypes: SQL | undefined;
}): SQL {
  return sql`select ${searchChunks.documentId} as document_id from ${searchChunks} ${authorJoin(filters)}
    where ${and(matching({ workspaceId, condition, tsquery: any }), inApps, ofTypes, required ? sql`${searchChunks.tsv} @@ ${required}::tsquery` : undefined)}
    limit ${PAST_BOUND}`;
}

/**
 * The total, whether it is exact, and whether the facets are: from the documents of the passages
 * counted (`best`), or, where those stopped short under a filter, from the passages it keeps (`narrowed`).
 */
function countColumns({ counts, counted, narrowed, appFilter, typeFilter }: { counts: boolean; counted: boolean; narrowed: boolean; appFilter: SQL; typeFilter: SQL }): SQL {
  const all = sql`(select count(*) from matched) <= ${BOUND}`;
  const inBest = sql`(select count(*) from best where ${appFilter} and ${typeFilter})`;
  if (narrowed) {
    return sql`(case when ${all} then ${inBest} else (select count(distinct document_id) from (select document_id from narrowed limit ${BOUND}) n) end)::int as total,
        ${all} or (select count(*) from narrowed) <= ${BOUND} as exact,
        ${all} as facets_exact,`;
  }
  return sql`${counts ? sql`${inBest}::int` : sql`null`} as total,
        ${counted ? all : sql`null`} as exact,
        ${counted ? all : sql`null`} as facets_exact,`;
}
