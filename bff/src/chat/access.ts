import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import type { Database } from '../db/client.ts';
import type { ActingMember } from '../request/viewer.ts';
import { conversations } from './tables.ts';

export type ConversationOwner = { userId: string | null; shared: boolean };

/** The owners of the conversations a response touches, and whether each is shared, read at once: one request's loader (`graphql/loaders.ts`). */
export function conversationOwners(db: Database, actor: ActingMember | null) {
  return new DataLoader<string, ConversationOwner | null>(async (ids) => {
    if (!actor) return ids.map(() => null);
    const rows = await db
      .select({ id: conversations.id, userId: conversations.userId, sharedAt: conversations.sharedAt })
      .from(conversations)
      .where(and(eq(conversations.workspaceId, actor.workspaceId), inArray(conversations.id, [...ids])));
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id);
      return row ? { userId: row.userId, shared: row.sharedAt !== null && row.userId !== null } : null;
    });
  });
}

/** Whether a conversation is the member's (its files follow it, and what only its owner does). */
export async function conversationOwnedBy(ctx: Context, conversationId: string, actor: ActingMember) {
  return (await ctx.loaders.conversationOwners.load(conversationId))?.userId === actor.userId;
}

/** Whether the member reads a conversation's messages: their own, or one a member shared with the workspace. */
export async function conversationReadableBy(ctx: Context, conversationId: string, actor: ActingMember) {
  const owner = await ctx.loaders.conversationOwners.load(conversationId);
  return owner !== null && (owner.userId === actor.userId || owner.shared);
}
