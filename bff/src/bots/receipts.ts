import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { botReceipts } from './tables.ts';

/** How long a receipt is kept: far longer than any platform retries or redelivers. */
const KEPT_MS = 3 * 24 * 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Takes in a message or event once: true for the first delivery, false for every retry or
 * redelivery of it, whichever server process receives them (the row's key is unique in the
 * database, so two deliveries at once cannot both win).
 */
export async function firstReceipt(db: Database, input: { workspaceId: string; botId: string; key: string }, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(botReceipts)
    .values({ workspaceId: input.workspaceId, botId: input.botId, key: input.key.slice(0, 300), createdAt: now })
    .onConflictDoNothing()
    .returning({ key: botReceipts.key });
  if (now.getTime() - lastSweep > 60 * 60 * 1000) {
    lastSweep = now.getTime();
    // Old receipts go, now and then; losing the race to another process is harmless.
    void db
      .delete(botReceipts)
      .where(lt(botReceipts.createdAt, new Date(now.getTime() - KEPT_MS)))
      .catch(() => {});
  }
  return inserted.length > 0;
}
