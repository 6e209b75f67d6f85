import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { documents } from './tables.ts';

/** How many documents a workspace holds, in all its apps (what its document limit counts). */
export const countDocuments = async (db: Pick<Database, 'select'>, workspaceId: string) =>
  (await db.select({ n: count() }).from(documents).where(eq(documents.workspaceId, workspaceId)))[0]!.n;
