import { getColumnTable, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { appRecords } from '../apps/read-model.ts';
import { appVisibleTo, readerSetsOf, restrictedVisibleTo, sourceApps, type ReaderTerms } from '../apps/visibility.ts';
import { prerendered } from '../db/prerendered.ts';
import { searchChunks } from './tables.ts';

/**
 * The rows the reader may see, as a condition on a table that copies a document's app,
 * restriction and reader set (`search_chunks` by default; also the impact lists and the words):
 * one the source shows to everyone follows its app's data permission, one it restricts the app's
 * protected-document permission; and in an app "as in the source", only a row whose reader set
 * names one of the reader's principals. Each set of apps, and the reader's sets, is a subquery the
 * database runs once per search (so the filter needs no join per row, and no statement of its own
 * before the search).
 *
 * The condition is rendered once per reader and table, and kept: rendering it cost more than the
 * rest of a search's statement. It is the same text for the same reader (their workspace, user and
 * membership type; roles, permissions, source accounts and their groups are read by the database
 * as it runs), so a kept one never grants what a new one would not. A reader named by placeholders gets the condition as it is: the
 * statement holding it is rendered once for every reader of that membership type.
 */
export function visibilityCondition(reader: ReaderTerms, columns: Columns = searchChunks): SQL {
  if (typeof reader.workspaceId !== 'string' || typeof reader.userId !== 'string') return visibleRows(reader, columns);
  const key = `${getTableName(getColumnTable(columns.appId))} ${reader.workspaceId} ${reader.userId} ${reader.wsUserType}`;
  let condition = rendered.get(key);
  if (condition) {
    // The most recently used last (a Map keeps its insertion order): the first is forgotten first.
    rendered.delete(key);
  } else {
    condition = prerendered(visibleRows(reader, columns));
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!);
  }
  rendered.set(key, condition);
  return condition;
}

type Columns = { appId: AnyColumn; restricted: AnyColumn; readerSetId: AnyColumn };

function visibleRows(reader: ReaderTerms, columns: Columns): SQL {
  const appsWhere = (where: SQL) => sql`(select ${appRecords.id} from ${appRecords} where ${where})`;
  return sql`((not ${columns.restricted} and ${columns.appId} in ${appsWhere(appVisibleTo(reader))})
    or (${columns.restricted} and ${columns.appId} in ${appsWhere(restrictedVisibleTo(reader))}))
    and (${columns.appId} not in ${appsWhere(sourceApps(reader))} or ${columns.readerSetId} in ${readerSetsOf(reader)})`;
}

/** Conditions kept (several kilobytes each; a reader who searches uses up to three, one a table). */
const KEPT = 1000;
const rendered = new Map<string, SQL>();
