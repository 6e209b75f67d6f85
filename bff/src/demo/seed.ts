import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../identity/tables.ts';
import { createWorkspace } from '../workspaces/service.ts';

export const DEMO_EMAIL = 'demo@example.com';

/**
 * On the first start with an empty database, creates a demo workspace and its creator so that a
 * new install shows a working product. Later starts keep what is there.
 */
export async function seedDemo(db: Database) {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return false;
  const [creator] = await db
    .insert(users)
    .values({ email: DEMO_EMAIL, displayName: '演示管理员', username: 'demo', isActive: true })
    .returning();
  await createWorkspace(db, { name: '演示工作区', creator: creator! });
  return true;
}

export async function findDemoCreator(db: Database) {
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  return user ?? null;
}
