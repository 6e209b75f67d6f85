import { containsPattern } from '../db/like.ts';
import type { Database } from '../db/client.ts';

/** Which entries a reader of the log asks for: a kind of act, a person or token by name, an object, a period. */
export type AuditFilter = {
  /** The objects' kind (`member`), or one act (`member.removed`). */
  action?: string | null;
  /** Part of the name of who acted. */
  actor?: string | null;
  /** Part of the object's name or ID. */
  object?: string | null;
  from?: Date | null;
  to?: Date | null;
};

/** The filter as a relational query's `where` on `auditEntries`, inside one workspace. */
export function auditWhere(workspaceId: string, filter: AuditFilter | null | undefined) {
  const text = (value: string | null | undefined) => (value?.trim() ? containsPattern(value.trim()) : null);
  const action = filter?.action?.trim();
  const actor = text(filter?.actor);
  const object = text(filter?.object);
  return {
    workspaceId,
    ...(action && { action: action.includes('.') ? action : { like: `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%` } }),
    ...(actor && { actorName: { ilike: actor } }),
    ...(object && { OR: [{ objectLabel: { ilike: object } }, { objectId: { ilike: object } }] }),
    ...((filter?.from || filter?.to) && { at: { ...(filter.from && { gte: filter.from }), ...(filter.to && { lt: filter.to }) } }),
  };
}

/** What the log's relational query takes (a page of it: window, selection, filter, order). */
type LogQuery = NonNullable<Parameters<Database['query']['auditEntries']['findMany']>[0]>;

/**
 * A page of the workspace's log, newest first, under the filter: `paged` adds the connection's
 * window and selection to the query (Pothos' `drizzleConnection` hands it to its resolver).
 */
export function auditLogPage(
  db: Pick<Database, 'query'>,
  paged: (query: { where: ReturnType<typeof auditWhere>; orderBy: { seq: 'desc' } }) => unknown,
  workspaceId: string,
  filter: AuditFilter | null | undefined,
) {
  // The connection's function types what it returns by the GraphQL selection; it is this query, paged.
  return db.query.auditEntries.findMany(paged({ where: auditWhere(workspaceId, filter), orderBy: { seq: 'desc' } }) as LogQuery);
}
