import { expect } from 'vitest';
import type { Reader } from '../../bff/src/apps/visibility.ts';
import type { Database } from '../../bff/src/db/client.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';

type Input = Omit<Parameters<typeof searchDocuments>[2], 'rankBy'>;

/**
 * Searches from the impact lists wherever they could answer, and by ranking every match, and
 * expects the same page of both: the same documents in the same order, with the same scores.
 * Answers both pages (`fast.rankedBy` tells whether the lists answered).
 */
export async function sameAsEveryMatch(db: Database, reader: Reader, input: Input) {
  const fast = await searchDocuments(db, reader, { ...input, rankBy: 'impacts' });
  const every = await searchDocuments(db, reader, { ...input, rankBy: 'every match' });
  expect(fast.hits.map((h) => h.documentId), input.query).toEqual(every.hits.map((h) => h.documentId));
  expect(fast.hits.map((h) => h.score), input.query).toEqual(every.hits.map((h) => h.score));
  return { fast, every };
}
