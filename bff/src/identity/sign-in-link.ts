import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createSignInLink } from './sessions.ts';
import { users } from './tables.ts';

/** Where a sign-in link's token is spent (`GET /api/auth/link/:token`). */
export function signInLinkUrl(publicUrl: string, token: string) {
  return `${publicUrl}/api/auth/link/${token}`;
}

/** The person an operator names by e-mail address or username, in any case; null for nobody. */
export async function findPersonByEmailOrUsername(db: Database, who: string) {
  const name = who.trim().toLowerCase();
  if (!name) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, name), eq(sql`lower(${users.username})`, name)))
    // An address before a username: one person's username may spell another's address.
    .orderBy(sql`lower(${users.email}) is not distinct from ${name} desc`)
    .limit(1);
  return user ?? null;
}

type LinkOptions = { publicUrl: string; minutes: number; now: Date };

/** A fresh one-time sign-in link for a user: its address, to be shown once. */
export async function newSignInLinkUrl(db: Database, userId: string, options: LinkOptions) {
  return signInLinkUrl(options.publicUrl, await createSignInLink(db, userId, options.now, options.minutes));
}

/**
 * A fresh one-time sign-in link for the person named by e-mail address or username, with who it
 * signs in; null when nobody has that address or username.
 */
export async function signInLinkFor(db: Database, who: string, options: LinkOptions) {
  const user = await findPersonByEmailOrUsername(db, who);
  return user && { url: await newSignInLinkUrl(db, user.id, options), user };
}
