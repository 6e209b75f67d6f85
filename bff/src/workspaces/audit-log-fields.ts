import { auditLogPage } from '../audit/filter.ts';
import { AuditFilterInput, ChainCheck } from '../audit/types.ts';
import { verifyChain } from '../audit/verify.ts';
import { builder } from '../graphql/builder.ts';
import { Workspace } from './types.ts';

// The workspace's audit log and its check, as fields of the workspace (for its admins). The log
// is the lowest domain, which every other reports to, so the workspace reads it from here.

builder.drizzleObjectField(Workspace, 'auditLog', (t) =>
  t.drizzleConnection({
    type: 'auditEntries',
    description: 'The workspace’s audit log, newest first, filtered (admins).',
    authScopes: { admin: 'manage' },
    args: { filter: t.arg({ type: AuditFilterInput, required: false }) },
    resolve: (query, workspace, args, ctx) => auditLogPage(ctx.db, query, workspace.id, args.filter),
  }),
);

builder.objectField(Workspace, 'auditChain', (t) =>
  t.field({
    type: ChainCheck,
    description: 'Checks the audit log’s chain from its first entry: intact, or where it breaks (admins).',
    authScopes: { admin: 'manage' },
    resolve: (workspace, _args, ctx) => verifyChain(ctx.db, workspace.id),
  }),
);
