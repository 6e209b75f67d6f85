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
import type { Context } from '../request/context.ts';
import type { Loaders } from '../request/loaders.ts';

/**
 * One request's loaders (`request/loaders.ts` says what each reads), built with its context
 * (`http/request-context.ts`). Each domain owns its own; they meet only here.
 */
export function createLoaders(ctx: Context): Loaders {
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
