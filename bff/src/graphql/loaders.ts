import { visibleAgents } from '../agents/access.ts';
import { installedFromStore } from '../agents/service.ts';
import { appLoaders } from '../apps/access.ts';
import { workspacePlans } from '../billing/plan.ts';
import { dingStaffIds } from '../bots/ding-staff.ts';
import { readableDocuments } from '../apps/readable-documents.ts';
import { conversationOwners } from '../chat/access.ts';
import { workspaceLoaders } from '../workspaces/access.ts';
import { workspaceCounts } from '../workspaces/counts.ts';
import { actingMember } from './access.ts';
import type { Context } from './context.ts';

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * One request's loaders, built with its context (`http/request-context.ts`): each reads, in one
 * statement, what the fields and read rules of a response ask about many objects (their
 * visibility, owners, counts), and keeps it for the rest of the request. Each domain owns its own;
 * they meet only here.
 */
export function createLoaders(ctx: Context) {
  const actor = actingMember(ctx);
  return {
    apps: appLoaders(ctx.db, actor),
    documents: readableDocuments(ctx, actor),
    visibleAgents: visibleAgents(ctx.db, actor),
    installedFromStore: installedFromStore(ctx.db, actor),
    conversationOwners: conversationOwners(ctx.db, actor),
    workspaces: workspaceLoaders(ctx.db, ctx.viewer),
    workspaceCounts: workspaceCounts(ctx.db, ctx.now),
    plans: workspacePlans(ctx.db, ctx.now),
    dingStaffIds: dingStaffIds(ctx.db),
  };
}
