import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { SessionUser } from './ports.ts';
import { users } from './tables.ts';

/**
 * Makes a workspace the person's current one (where they act until they switch), answering the
 * person as now stored. Whether they belong to it is the caller's to know (the workspaces domain).
 */
export async function setCurrentWorkspace(db: Pick<Database, 'update'>, userId: string, workspaceId: string): Promise<SessionUser> {
  const [user] = await db.update(users).set({ currentWorkspaceId: workspaceId }).where(eq(users.id, userId)).returning();
  return user!;
}

/** A person's display name, as others see it (an inviter on the invitation's page); null when gone. */
export async function displayNameOf(db: Pick<Database, 'select'>, userId: string): Promise<string | null> {
  const [user] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.displayName ?? null;
}
