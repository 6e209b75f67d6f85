import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { apps } from '../apps/tables.ts';
import { appVisibleTo, restrictedVisibleTo, type Reader } from '../apps/visibility.ts';
import { searchChunks } from './tables.ts';

/**
 * The rows the reader may see, as a condition on a table that copies a document's app and
 * restriction (`search_chunks` by default; also the impact lists and the words): one the source
 * shows to everyone follows its app's data permission, one it restricts the app's
 * protected-document permission. Each set of apps is a subquery the database runs once per
 * search (so the filter needs no join per row, and no statement of its own before the search).
 */
export function visibilityCondition(reader: Reader, columns: { appId: AnyColumn; restricted: AnyColumn } = searchChunks): SQL {
  const appsWhere = (condition: SQL) => sql`(select ${apps.id} from ${apps} where ${condition})`;
  return sql`((not ${columns.restricted} and ${columns.appId} in ${appsWhere(appVisibleTo(reader))})
    or (${columns.restricted} and ${columns.appId} in ${appsWhere(restrictedVisibleTo(reader))}))`;
}
