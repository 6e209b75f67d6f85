/** What each version of the product allows; billing changes a workspace's version. */
export const VERSION_LIMITS = {
  free: { members: 10, documents: 1_000, chatsPerDay: 100 },
  team: { members: 50, documents: 50_000, chatsPerDay: 2_000 },
  enterprise: { members: 1_000, documents: 500_000, chatsPerDay: 20_000 },
  ultimate: { members: 100_000, documents: 5_000_000, chatsPerDay: 200_000 },
} as const;

export type Version = keyof typeof VERSION_LIMITS;

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
