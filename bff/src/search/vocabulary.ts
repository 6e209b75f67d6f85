import { sql, type SQL } from 'drizzle-orm';
import type { ReaderTerms } from '../apps/visibility.ts';
import { searchVocabulary, searchWordScopes } from './tables.ts';
import { visibilityCondition } from './visibility.ts';

/**
 * The reader's vocabulary, as a condition on `search_vocabulary`: its workspace's words that some
 * document the reader may see holds (one of the word's scopes passes the permission filter).
 */
export function readersWords(reader: ReaderTerms): SQL {
  return sql`${searchVocabulary.workspaceId} = ${reader.workspaceId} and exists (select 1 from ${searchWordScopes}
    where ${searchWordScopes.workspaceId} = ${searchVocabulary.workspaceId} and ${searchWordScopes.word} = ${searchVocabulary.word}
      and ${visibilityCondition(reader, searchWordScopes)})`;
}
