import type { workspaceMembers } from './tables.ts';

/**
 * What the workspaces domain lends beside itself: a chat spent from a workspace's allowance, and
 * the shape of a membership.
 * A ports file holds shapes and constants only, and imports nothing of the product but the
 * foundation and other ports (request/, a domain's ports.ts): the request's context names them
 * without importing the domain, which fills them in at the composition root (see the README's map).
 */

export type ChatSpend = { usageId: string; fromCredits: boolean };

/** A person's membership in one workspace, as the Member type shows it. */
export type MemberRow = typeof workspaceMembers.$inferSelect;
