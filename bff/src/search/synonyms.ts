import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { keptPerWorkspace, settingsChanged } from '../request/kept-settings.ts';
import { ExpectedError, NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { parseQuery } from './query-words.ts';
import { searchSynonyms, type SearchSynonym } from './tables.ts';

/** A set as the admin writes it: `input` for a one-way set (searching it finds the terms too), none for a two-way one. */
export type SynonymInput = { input?: string | null; terms: readonly string[] };

export const SYNONYM_LIMITS = { terms: 20, termLength: 50, sets: 1000 } as const;

const tidy = (term: string) => term.normalize('NFKC').trim().replace(/\s+/g, ' ');
const sameTerm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** Whether a term holds anything search reads (not only punctuation). */
const searchable = (term: string) => parseQuery(term).units.length > 0;

/** The set tidied (spaces, repeats), or a refusal naming each field's problem. */
function checkSynonym(raw: SynonymInput): { input: string | null; terms: string[] } {
  // Far more terms than a set may hold are refused before each is compared with the others.
  if (raw.terms.length > SYNONYM_LIMITS.terms * 5) throw new ValidationError([{ field: 'terms', key: 'synonymTermsTooMany' }]);
  const problems: FieldProblem[] = [];
  const input = raw.input != null && tidy(raw.input) !== '' ? tidy(raw.input) : null;
  const terms: string[] = [];
  for (const term of raw.terms.map(tidy)) if (term && !terms.some((kept) => sameTerm(kept, term))) terms.push(term);
  if (input !== null) {
    if ([...input].length > SYNONYM_LIMITS.termLength) problems.push({ field: 'input', key: 'synonymInputTooLong' });
    else if (!searchable(input)) problems.push({ field: 'input', key: 'synonymTermNotSearchable' });
    if (terms.some((term) => sameTerm(term, input))) problems.push({ field: 'terms', key: 'synonymInputAmongTerms' });
  }
  if (terms.length < (input === null ? 2 : 1)) problems.push({ field: 'terms', key: input === null ? 'synonymTermsRequired' : 'synonymTermRequired' });
  else if (terms.length > SYNONYM_LIMITS.terms) problems.push({ field: 'terms', key: 'synonymTermsTooMany' });
  else if (terms.some((term) => [...term].length > SYNONYM_LIMITS.termLength)) problems.push({ field: 'terms', key: 'synonymTermTooLong' });
  else if (!terms.every(searchable)) problems.push({ field: 'terms', key: 'synonymTermNotSearchable' });
  if (problems.length > 0) throw new ValidationError(problems);
  return { input, terms };
}

/** Adds a synonym set to the workspace. */
export async function createSynonym(ctx: Context, actor: ActingMember, raw: SynonymInput): Promise<SearchSynonym> {
  const set = checkSynonym(raw);
  const made = await ctx.db.transaction(async (tx) => {
    // One set at a time per workspace, so that concurrent additions cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-synonyms:${actor.workspaceId}`}))`);
    const [held] = await tx.select({ n: count() }).from(searchSynonyms).where(eq(searchSynonyms.workspaceId, actor.workspaceId));
    if ((held?.n ?? 0) >= SYNONYM_LIMITS.sets) throw new ExpectedError('synonymLimit');
    const [inserted] = await tx.insert(searchSynonyms).values({ workspaceId: actor.workspaceId, createdBy: actor.userId, ...set }).returning();
    return inserted!;
  });
  settingsChanged(ctx, actor.workspaceId);
  return made;
}

/** Rewrites a set whole: its direction and its terms. */
export async function updateSynonym(ctx: Context, actor: ActingMember, id: string, raw: SynonymInput): Promise<SearchSynonym> {
  const set = checkSynonym(raw);
  const [updated] = await ctx.db
    .update(searchSynonyms)
    .set({ ...set, updatedAt: ctx.now })
    .where(and(eq(searchSynonyms.workspaceId, actor.workspaceId), eq(searchSynonyms.id, id)))
    .returning();
  if (!updated) throw new NotFoundError('synonymNotFound');
  settingsChanged(ctx, actor.workspaceId);
  return updated;
}

export async function deleteSynonym(ctx: Context, actor: ActingMember, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(searchSynonyms)
    .where(and(eq(searchSynonyms.workspaceId, actor.workspaceId), eq(searchSynonyms.id, id)))
    .returning({ id: searchSynonyms.id });
  if (deleted.length === 0) throw new NotFoundError('synonymNotFound');
  settingsChanged(ctx, actor.workspaceId);
}

/** The workspace's synonym sets, as a search applies them: kept in memory until they change (`kept-settings.ts`). */
export const synonymsOf = keptPerWorkspace(
  (db: Database, workspaceId: string): Promise<Pick<SearchSynonym, 'input' | 'terms'>[]> =>
    db.select({ input: searchSynonyms.input, terms: searchSynonyms.terms }).from(searchSynonyms).where(eq(searchSynonyms.workspaceId, workspaceId)),
);
