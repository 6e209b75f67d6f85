import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from './tables.ts';

/** Whether no one has an account yet: a new install. */
export async function noOneHasAnAccount(db: Database) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** An active account the server makes itself, for a person who never signed up (the demo's creator). */
export async function createActivePerson(db: Database, person: { email: string; displayName: string; username: string }) {
  const [user] = await db
    .insert(users)
    .values({ ...person, isActive: true })
    .returning();
  return user!;
}

/** A person's account by its ID; null when there is none. */
export async function findPersonById(db: Pick<Database, 'select'>, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
