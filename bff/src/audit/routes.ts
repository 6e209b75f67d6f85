import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { signedInContext } from '../http/rest.ts';
import { isMember } from '../request/context.ts';
import { ForbiddenError, ValidationError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { asCsv, asJsonLines, filteredEntries } from './export.ts';
import type { AuditFilter } from './filter.ts';
import { audit } from './record.ts';

type ExportQuery = Partial<Record<'format' | 'action' | 'actor' | 'object' | 'from' | 'to', unknown>>;

/** One text parameter of the query: given once, as text the database can hold (no NUL), or the caller's mistake. */
function textOf(query: ExportQuery, field: keyof ExportQuery): string | undefined {
  const value = query[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.includes('\u0000') || value.length > 200) throw new ValidationError([{ field, key: 'invalidInput' }]);
  return value;
}

/** A moment of the filter; anything but an ISO date or time is the caller's mistake. */
function momentOf(query: ExportQuery, field: 'from' | 'to'): Date | null {
  const value = textOf(query, field);
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw new ValidationError([{ field, key: 'invalidInput' }]);
  return date;
}

export function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  // The audit log of the admin's current workspace, filtered as its screen is, as a file: CSV or
  // JSON Lines. The export is itself recorded.
  app.get<{ Querystring: ExportQuery }>('/api/audit/export', { config: { tokens: 'manage' } }, async (request, reply) => {
    const ctx = await signedInContext(deps, request);
    if (!isMember(ctx) || ctx.viewer.membership.wsUserType < WS_USER_TYPES.admin) throw new ForbiddenError();
    const query = request.query;
    const format = textOf(query, 'format') ?? 'csv';
    if (format !== 'csv' && format !== 'jsonl') throw new ValidationError([{ field: 'format', key: 'invalidInput' }]);
    const filter: AuditFilter = {
      action: textOf(query, 'action'),
      actor: textOf(query, 'actor'),
      object: textOf(query, 'object'),
      from: momentOf(query, 'from'),
      to: momentOf(query, 'to'),
    };
    const workspaceId = ctx.viewer.membership.workspaceId;
    await audit(ctx, workspaceId, {
      action: 'audit.exported',
      detail: { format, filter: { ...filter, from: filter.from?.toISOString() ?? null, to: filter.to?.toISOString() ?? null } },
    });
    const entries = filteredEntries(ctx.db, workspaceId, filter);
    const stamp = ctx.now.toISOString().slice(0, 10);
    void reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${stamp}.${format}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(format === 'csv' ? asCsv(entries) : asJsonLines(entries)));
  });
}
