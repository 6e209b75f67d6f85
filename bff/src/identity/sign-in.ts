import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import type { SessionUser } from './ports.ts';
import { users } from './tables.ts';
import type { CodeTarget } from './targets.ts';

type SignInContext = Parameters<typeof issueCode>[0];

/**
 * What the other domains do once someone is signed in (workspaces: claim the memberships waiting
 * for the address). Passed in by app.ts: identity, which every domain builds on, imports none of them.
 */
export type OnSignedIn = (db: Database, user: SessionUser) => Promise<void>;

export function sendSignInCode(ctx: SignInContext, target: CodeTarget) {
  return issueCode(ctx, { purpose: 'sign-in', target });
}

/**
 * Signs in with a code: the person behind the address, created on first sign-in (inactive until
 * the guide is done). Answers the user; the caller starts the session.
 */
export async function signInWithCode(ctx: SignInContext, onSignedIn: OnSignedIn, target: CodeTarget, code: string) {
  await consumeCode(ctx, { purpose: 'sign-in', target, code });
  return signInVerifiedTarget(ctx.db, onSignedIn, target);
}

/**
 * Signs in the person behind an address someone has already proved (a code, or a verified claim
 * of the SSO provider): found or created, with what waits for that address (invitations) taken up.
 */
export async function signInVerifiedTarget(db: Database, onSignedIn: OnSignedIn, target: CodeTarget, displayName?: string) {
  const user = await findOrCreateUser(db, target, displayName);
  await onSignedIn(db, user);
  return user;
}

/**
 * Signs in the person a provider vouches for by these addresses (`vouchedTargets`): whoever has one
 * of them, the first found in order, else someone new with the first.
 */
export async function signInVouchedTargets(db: Database, onSignedIn: OnSignedIn, targets: [CodeTarget, ...CodeTarget[]], displayName?: string) {
  for (const target of targets) {
    if (await findUserByTarget(db, target)) return signInVerifiedTarget(db, onSignedIn, target, displayName);
  }
  return signInVerifiedTarget(db, onSignedIn, targets[0], displayName);
}

/** Where a sign-in lands: the page asked for, or first the guide (and that page after it) for someone who has not finished it. */
export function landingOf(user: Pick<SessionUser, 'isActive'>, callback: string) {
  if (user.isActive) return callback;
  return callback === '/home' ? '/guide' : `/guide?callback_url=${encodeURIComponent(callback)}`;
}

/** The user behind an address, created on first sign-in (inactive until the guide is done). */
export async function findOrCreateUser(db: Database, target: CodeTarget, displayName?: string) {
  return (await findUserByTarget(db, target)) ?? (await createUserFor(db, target, displayName));
}

export async function findUserByTarget(db: Database, target: CodeTarget) {
  const where =
    target.kind === 'email'
      ? eq(sql`lower(${users.email})`, target.email)
      : and(eq(users.countryCode, target.countryCode), eq(users.phone, target.phone));
  const [user] = await db.select().from(users).where(where).limit(1);
  return user ?? null;
}

async function createUserFor(db: Database, target: CodeTarget, name?: string): Promise<SessionUser> {
  const displayName =
    name?.trim() || (target.kind === 'email' ? target.email.split('@')[0]! : `${target.phone.slice(-4)}`);
  for (let attempt = 0; ; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          displayName,
          // A placeholder the guide asks the person to replace.
          username: `user_${randomBytes(4).toString('hex')}`,
          ...(target.kind === 'email' ? { email: target.email } : { countryCode: target.countryCode, phone: target.phone }),
        })
        .returning();
      return user!;
    } catch (error) {
      // Two first sign-ins racing for one address: the other one created the user.
      if (!isUniqueViolation(error) || attempt > 2) throw error;
      const existing = await findUserByTarget(db, target);
      if (existing) return existing;
    }
  }
}
