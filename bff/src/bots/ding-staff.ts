import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dingStaffLinks } from './tables.ts';

type MemberKey = { workspaceId: string; userId: string };

/**
 * The DingTalk user id linked to each member asked about in a request, read in one statement: the
 * one an admin linked, else one matched by mobile, else null.
 */
export function dingStaffIds(db: Database) {
  return new DataLoader<MemberKey, string | null, string>(
    async (members) => {
      const rows = await db
        .select({ workspaceId: dingStaffLinks.workspaceId, userId: dingStaffLinks.userId, staffId: dingStaffLinks.staffId, source: dingStaffLinks.source })
        .from(dingStaffLinks)
        .where(inArray(dingStaffLinks.userId, [...new Set(members.map((member) => member.userId))]))
        .orderBy(dingStaffLinks.staffId);
      return members.map((member) => {
        const linked = rows.filter((row) => row.workspaceId === member.workspaceId && row.userId === member.userId);
        return (linked.find((row) => row.source === 'admin') ?? linked[0])?.staffId ?? null;
      });
    },
    { cacheKeyFn: (member) => `${member.workspaceId}:${member.userId}` },
  );
}
