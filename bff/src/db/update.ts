import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Updates the rows `where` names and answers them as they are after. An input whose fields were
 * all left out or null leaves nothing to set, and drizzle refuses such an UPDATE ("No values to
 * set"): the rows are then read as they are, locked as the update would have locked them, so
 * that a transaction around it behaves the same either way.
 */
export async function updateOrRead<T extends PgTable>(
  db: Pick<Database, 'select' | 'update'>,
  table: T,
  set: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<InferSelectModel<T>[]> {
  // drizzle leaves undefined values out of the statement, so they set nothing either.
  const rows = Object.values(set).some((value) => value !== undefined)
    ? db.update(table).set(set).where(where).returning()
    : db.select().from(table as PgTable).where(where).for('update');
  // drizzle's types cannot resolve a row for a table left generic; both statements answer T's rows.
  return rows as unknown as Promise<InferSelectModel<T>[]>;
}
