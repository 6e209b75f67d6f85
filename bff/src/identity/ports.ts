import type { users } from './tables.ts';

/**
 * What the identity domain lends beside itself: the person a request is made by, as the viewer
 * carries them. A ports file holds shapes and constants only, and imports nothing of the product
 * but the foundation and other ports (see `apps/ports.ts`).
 */
export type SessionUser = typeof users.$inferSelect;
