import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import type { Database } from '../db/client.ts';
import type { ActingMember } from '../request/viewer.ts';
import { conversations } from './tables.ts';

/** The owners of the conversations a response touches, read at once: one request's loader (`graphql/loaders.ts`). */
export function conversationOwners(db: Database, actor: ActingMember | null) {
  return new DataLoader<string, string | null>(async (ids) => {
    if (!actor) return ids.map(() => null);
    const rows = await db
      .select({ id: conversations.id, userId: conversations.userId })
      .from(conversations)
      .where(and(eq(conversations.workspaceId, actor.workspaceId), inArray(conversations.id, [...ids])));
    return ids.map((id) => rows.find((row) => row.id === id)?.userId ?? null);
  });
}

/** Whether a conversation is the member's (its messages and files follow it). */
export async function conversationOwnedBy(ctx: Context, conversationId: string, actor: ActingMember) {
  return (await ctx.loaders.conversationOwners.load(conversationId)) === actor.userId;
}
