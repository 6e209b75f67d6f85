import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SourceReaders } from '../connectors/types.ts';
import type { Database } from '../db/client.ts';
import { readerSetPrincipals, readerSets } from './tables.ts';

/** The principal everyone holds: a document the source shows to all (public, the organisation, anyone with the link). */
export const EVERYONE = 'everyone';

/**
 * The set of everyone has the same ID in every workspace: what is public at the source is told
 * from a document's row alone (a public link opens nothing else of an app "as in the source").
 */
export const EVERYONE_SET_ID = '00000000-0000-0000-0000-000000000001';

/** A source's readers as a set's principals: each once, sorted; everyone alone when everyone is among them. */
export function principalsOf(readers: SourceReaders): string[] {
  if ('everyone' in readers || readers.principals.includes(EVERYONE)) return [EVERYONE];
  return [...new Set(readers.principals)].sort();
}

const hashOf = (principals: string[]) => createHash('sha256').update(JSON.stringify(principals)).digest('hex');

/** Sets already looked up by a run, by hash: its items share a few sets. */
export type ReaderSetCache = Map<string, string>;

/**
 * The workspace's reader set of these readers, made (in a transaction of its own, so that two
 * runs making the same set wait for each other's, not for a whole item's) when there is none yet.
 * Sets are never changed: different readers are another set; one no document holds any longer
 * is swept away (`reader-set-sweep.ts`).
 */
export async function readerSetOf(db: Database, workspaceId: string, readers: SourceReaders, cache: ReaderSetCache): Promise<string> {
  const principals = principalsOf(readers);
  const hash = hashOf(principals);
  const known = cache.get(hash);
  if (known) return known;
  const id = await db.transaction(async (tx) => {
    const everyone = principals.length === 1 && principals[0] === EVERYONE;
    const [made] = await tx
      .insert(readerSets)
      .values({ workspaceId, hash, ...(everyone && { id: EVERYONE_SET_ID }) })
      .onConflictDoNothing()
      .returning({ id: readerSets.id });
    if (!made) {
      // Marked as in use, so that the sweep leaves it while this run may hand it out.
      const [found] = await tx
        .update(readerSets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(readerSets.workspaceId, workspaceId), eq(readerSets.hash, hash)))
        .returning({ id: readerSets.id });
      return found!.id;
    }
    for (let i = 0; i < principals.length; i += 1000) {
      await tx.insert(readerSetPrincipals).values(principals.slice(i, i + 1000).map((principal) => ({ workspaceId, setId: made.id, principal })));
    }
    return made.id;
  });
  cache.set(hash, id);
  return id;
}
