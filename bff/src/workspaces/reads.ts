/**
 * What other domains read of a workspace and its members, as functions: the rows are this
 * domain's (`npm run lint` refuses `db.query.<table>` of another domain's tables).
 */

import type { Database } from '../db/client.ts';
import { ForbiddenError } from '../graphql/errors.ts';
import { isUuid } from '../lib/ids.ts';

type Reads = Pick<Database, 'query'>;

/** A workspace's row; undefined for an ID that names none. */
export async function findWorkspace(db: Reads, workspaceId: string) {
  return isUuid(workspaceId) ? db.query.workspaces.findFirst({ where: { id: workspaceId } }) : undefined;
}

/** Chat is a workspace setting: when an admin turns it off, no question is taken (web, API, bots or public links). */
export async function assertChatEnabled(db: Reads, workspaceId: string) {
  const workspace = await db.query.workspaces.findFirst({ where: { id: workspaceId }, columns: { chatEnabled: true } });
  if (!workspace?.chatEnabled) throw new ForbiddenError('chatDisabled');
}

/** The workspace a person joined first; null when they belong to none. */
export async function firstWorkspaceOf(db: Reads, userId: string): Promise<string | null> {
  const membership = await db.query.workspaceMembers.findFirst({ where: { userId }, orderBy: { createdAt: 'asc', workspaceId: 'asc' }, columns: { workspaceId: true } });
  return membership?.workspaceId ?? null;
}
