import { eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * A person's e-mail address in lower case, as a subquery: one they proved they hold (sign-in and
 * address changes go through a code sent there; single sign-on only gives one its provider does
 * not call unverified), which source accounts with that address are matched by.
 */
export const verifiedEmailOf = (userId: string | Placeholder | SQL): SQL => sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`;

/**
 * A person's phone number as `+86 13800000000`, as a subquery: one they proved they hold (signing
 * in by phone and changing it go through a code sent there), which source accounts are matched by.
 */
export const verifiedPhoneOf = (userId: string | Placeholder | SQL): SQL =>
  sql`(select ${users.countryCode} || ' ' || ${users.phone} from ${users} where ${users.id} = ${userId})`;

/** The person whose phone number (`+86 13800000000`) this is, as a subquery: whom an unlinked source account with it is matched to. */
export const userWithPhone = (phone: SQL | AnyColumn): SQL =>
  sql`(select ${users.id} from ${users} where ${users.countryCode} || ' ' || ${users.phone} = ${phone} limit 1)`;

/** The person whose e-mail address this is (any case), as a subquery: whom an unlinked source account with it is matched to. */
export const userWithEmail = (email: SQL | AnyColumn): SQL => sql`(select ${users.id} from ${users} where lower(${users.email}) = lower(${email}) limit 1)`;
