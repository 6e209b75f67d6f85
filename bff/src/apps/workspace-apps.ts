import { sql } from 'drizzle-orm';
import { actingMember } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { Workspace } from '../workspaces/types.ts';
import { apps } from './tables.ts';
import { appVisibleTo } from './visibility.ts';

builder.drizzleObjectField(Workspace, 'readableApps', (t) =>
  t.relatedConnection('apps', {
    description:
      'Apps whose documents the viewer reads (what search and chat draw on), newest first: their own personal apps and the workspace apps their data permission opens to them; every workspace app for admins and the creator.',
    authScopes: { member: 'documents:read' },
    totalCount: true,
    // The condition the App type's own read rule checks, as one subquery. The selection is built
    // before the field's scope is judged: for someone in no workspace, it selects nothing.
    query: (_args, ctx) => {
      const actor = actingMember(ctx);
      if (!actor) return { where: { RAW: sql`false` } };
      const visible = ctx.db.select({ id: apps.id }).from(apps).where(appVisibleTo(actor));
      return { where: { RAW: (a) => sql`${a.id} in (${visible})` }, orderBy: { createdAt: 'desc', id: 'desc' } };
    },
  }),
);
