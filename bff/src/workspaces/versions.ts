/**
 * The versions of the product. What each allows is data: billing's catalogue (`billing_versions`,
 * seeded by a migration), read through `limits.ts`; billing's subscriptions set a workspace's version.
 */
export type Version = 'free' | 'team' | 'enterprise' | 'ultimate';

/** Free chats a workspace earns for each person who joins through an invitation. */
export const INVITE_REWARD_CHATS = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before the version expires (0 once expired); null when it never expires. */
export function remainingDays(expiresAt: Date | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** The start of the calendar day `now` falls in, in the product's home time zone (UTC+8). */
export function startOfDay(now: Date): Date {
  const offset = 8 * 60 * 60 * 1000;
  return new Date(Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset);
}
