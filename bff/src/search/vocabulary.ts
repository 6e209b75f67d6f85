import { sql, type SQL } from 'drizzle-orm';
import type { ReaderTerms } from '../apps/visibility.ts';
import type { Database } from '../db/client.ts';
import { searchVocabulary, searchWordScopes } from './tables.ts';
import { visibilityCondition } from './visibility.ts';

/**
 * The reader's vocabulary, as a condition on `search_vocabulary`: its workspace's words that some
 * document the reader may see holds (one of the word's scopes passes the permission filter).
 * Asked of each word on its own (a subquery with a limit, which the planner cannot turn into a
 * join): the words asked about are a few dozen alike a typed one, while as a semi-join the planner
 * read and filtered every scope of the workspace (a million rows, 0.7 s, with 1,000 reader sets).
 */
export function readersWords(reader: ReaderTerms): SQL {
  return sql`${searchVocabulary.workspaceId} = ${reader.workspaceId} and (select 1 from ${searchWordScopes}
    where ${searchWordScopes.workspaceId} = ${searchVocabulary.workspaceId} and ${searchWordScopes.word} = ${searchVocabulary.word}
      and ${visibilityCondition(reader, searchWordScopes)} limit 1) is not null`;
}

/**
 * Forgets where words were held under reader sets that are gone (the sweep deletes those no
 * document holds): no one could be offered them any more, and each change of readers at a source
 * would otherwise leave its old set's rows for good.
 */
export async function forgetReaderSetWords(db: Pick<Database, 'execute'>, setIds: readonly string[]) {
  if (setIds.length === 0) return;
  await db.execute(sql`delete from ${searchWordScopes} where ${searchWordScopes.readerSetId} = any(${`{${setIds.join(',')}}`}::uuid[])`);
}
