/** How an operator finds a workspace for a back-office order or a gift: by its name, its creator's e-mail or one of its order numbers. */
import { ilike } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { ExpectedError } from '../request/errors.ts';
import { workspacesLike } from '../workspaces/reads.ts';
import { billingOrders } from './tables.ts';

/** The most workspaces one search shows: the operator types more to narrow it. */
export const WORKSPACE_MATCHES = 20;
/** The longest search taken: the longest e-mail address (254 characters) fits. */
export const WORKSPACE_SEARCH_MAX_LENGTH = 254;

export type WorkspaceMatch = Awaited<ReturnType<typeof workspacesLike>>[number];

/**
 * The workspaces whose name, creator's e-mail or an order number holds `search` (any case, its
 * `%` and `_` as typed), by name. Empty or over-long input is the caller's mistake.
 */
export async function findWorkspacesForOperator(db: Pick<Database, 'query' | 'selectDistinct'>, search: string): Promise<WorkspaceMatch[]> {
  const text = search.trim();
  if (!text) throw new ExpectedError('workspaceSearchRequired');
  if (text.length > WORKSPACE_SEARCH_MAX_LENGTH) throw new ExpectedError('workspaceSearchTooLong');
  const pattern = containsPattern(text);
  const ordered = await db
    .selectDistinct({ workspaceId: billingOrders.workspaceId })
    .from(billingOrders)
    .where(ilike(billingOrders.number, pattern))
    .limit(WORKSPACE_MATCHES);
  return workspacesLike(db, { pattern, ids: ordered.map((row) => row.workspaceId), limit: WORKSPACE_MATCHES });
}
