import type { Database } from '../db/client.ts';
import { auditWhere, type AuditFilter } from './filter.ts';
import type { AuditEntry } from './tables.ts';

const PAGE = 1_000;

export const EXPORT_COLUMNS = [
  'seq',
  'at',
  'actor_kind',
  'actor_name',
  'actor_user_id',
  'actor_token_id',
  'ip',
  'user_agent',
  'action',
  'object_type',
  'object_id',
  'object_label',
  'detail',
  'entry_id',
  'prev_hash',
  'hash',
] as const;

/** An entry as the exports write it, one field per column. */
export function fieldsOf(entry: AuditEntry): Record<(typeof EXPORT_COLUMNS)[number], string | number | null | Record<string, unknown>> {
  return {
    seq: entry.seq,
    at: entry.at.toISOString(),
    actor_kind: entry.actorKind,
    actor_name: entry.actorName,
    actor_user_id: entry.actorUserId,
    actor_token_id: entry.actorTokenId,
    ip: entry.ip,
    user_agent: entry.userAgent,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    object_label: entry.objectLabel,
    detail: entry.detail,
    entry_id: entry.id,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}

/** The entries the filter keeps, oldest first, a page at a time (a large log streams, never held whole). */
export async function* filteredEntries(db: Database, workspaceId: string, filter: AuditFilter): AsyncGenerator<AuditEntry> {
  let after = 0;
  for (;;) {
    const page = await db.query.auditEntries.findMany({ where: { ...auditWhere(workspaceId, filter), seq: { gt: after } }, orderBy: { seq: 'asc' }, limit: PAGE });
    yield* page;
    if (page.length < PAGE) return;
    after = page.at(-1)!.seq;
  }
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (`=`, `+`, `-`, `@` first). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The entries as CSV (RFC 4180, with a byte-order mark so that spreadsheets read UTF-8), a line at a time. */
export async function* asCsv(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const entry of entries) {
    const fields = fieldsOf(entry);
    yield `${EXPORT_COLUMNS.map((column) => csvCell(fields[column])).join(',')}\r\n`;
  }
}

/** The entries as JSON Lines, one object per entry, the same fields as the SIEM stream's. */
export async function* asJsonLines(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  for await (const entry of entries) yield `${JSON.stringify(fieldsOf(entry))}\n`;
}
