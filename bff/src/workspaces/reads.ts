/**
 * What other domains read of a workspace and its members, as functions: the rows are this
 * domain's (`npm run lint` refuses `db.query.<table>` of another domain's tables).
 */

import type { Database } from '../db/client.ts';
import { ForbiddenError } from '../request/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';

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

/**
 * Workspaces whose name or creator's e-mail is like `pattern` (an ILIKE pattern, passed as a
 * parameter), or whose ID is one of `ids`: by name, at most `limit`, each with its creator.
 */
export async function workspacesLike(db: Reads, { pattern, ids, limit }: { pattern: string; ids: readonly string[]; limit: number }) {
  const creator = { wsUserType: WS_USER_TYPES.creator };
  const rows = await db.query.workspaces.findMany({
    where: { OR: [{ name: { ilike: pattern } }, { members: { ...creator, user: { email: { ilike: pattern } } } }, ...(ids.length ? [{ id: { in: [...ids] } }] : [])] },
    columns: { id: true, name: true, version: true, expiresAt: true },
    with: { members: { where: creator, columns: {}, limit: 1, with: { user: { columns: { displayName: true, email: true } } } } },
    orderBy: { name: 'asc', id: 'asc' },
    limit,
  });
  return rows.map(({ members, ...workspace }) => ({ ...workspace, creator: members[0]?.user ?? null }));
}
