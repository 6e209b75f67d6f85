import DataLoader from 'dataloader';
import { and, count, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CHAT_USAGE_TYPES, pendingMembers, usageRecords, workspaceMembers } from './tables.ts';
import { startOfDay } from './versions.ts';

/** Counts per workspace, keyed by its ID, in one statement for all the workspaces a response shows. */
const countsOf = (read: (ids: string[]) => Promise<{ id: string; n: number }[]>) =>
  new DataLoader<string, number>(async (ids) => {
    const rows = await read([...ids]);
    return ids.map((id) => rows.find((row) => row.id === id)?.n ?? 0);
  });

/**
 * What the Workspace type counts (members, seats, today's chats): one request's loaders
 * (`graphql/loaders.ts`), so that a list of workspaces is counted at once, not row by row.
 */
export function workspaceCounts(db: Database, now: Date) {
  return {
    members: countsOf((ids) =>
      db
        .select({ id: workspaceMembers.workspaceId, n: count() })
        .from(workspaceMembers)
        .where(inArray(workspaceMembers.workspaceId, ids))
        .groupBy(workspaceMembers.workspaceId),
    ),
    /** People added by address who have not signed in yet (they hold a seat). */
    pendingMembers: countsOf((ids) =>
      db
        .select({ id: pendingMembers.workspaceId, n: count() })
        .from(pendingMembers)
        .where(inArray(pendingMembers.workspaceId, ids))
        .groupBy(pendingMembers.workspaceId),
    ),
    /** Chats used since the start of today (UTC+8), by people and by the workspace's bots. */
    chatsToday: countsOf((ids) =>
      db
        .select({ id: usageRecords.workspaceId, n: sql<number>`coalesce(sum(${usageRecords.count}), 0)::int` })
        .from(usageRecords)
        .where(and(inArray(usageRecords.workspaceId, ids), inArray(usageRecords.type, [...CHAT_USAGE_TYPES]), gte(usageRecords.createdAt, startOfDay(now))))
        .groupBy(usageRecords.workspaceId),
    ),
  };
}
