import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../graphql/context.ts';
import type { ActingMember } from '../workspaces/members.ts';
import { conversations } from './tables.ts';

const owners = new WeakMap<Context, DataLoader<string, string | null>>();

/**
 * Whether a conversation is the member's (its messages and files follow it), read once for all
 * the conversations a response touches.
 */
export async function conversationOwnedBy(ctx: Context, conversationId: string, actor: ActingMember) {
  let loader = owners.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.db
        .select({ id: conversations.id, userId: conversations.userId })
        .from(conversations)
        .where(and(eq(conversations.workspaceId, actor.workspaceId), inArray(conversations.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id)?.userId ?? null);
    });
    owners.set(ctx, loader);
  }
  return (await loader.load(conversationId)) === actor.userId;
}
