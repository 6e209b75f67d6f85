import { containsPattern } from '../db/like.ts';

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
