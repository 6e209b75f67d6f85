import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureReason, valuesRefused } from './errors.ts';

describe('valuesRefused', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle({ client });
  });
  afterAll(async () => {
    await client?.close();
  });

  /** What a failed statement of the real database, thrown through drizzle, is taken for. */
  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await db.execute(statement);
    } catch (error) {
      return valuesRefused(error);
    }
    throw new Error('the statement did not fail');
  };
  const raise = (code: string) => sql.raw(`do $$ begin raise exception 'raised' using errcode = '${code}'; end $$`);

  it('takes the values’ faults for refusals, with the database’s own reason', async () => {
    expect(await refusal(sql`select ${'x'.repeat(3_000)}::tsvector`)).toBe('word is too long (3000 bytes, max 2046 bytes) (SQLSTATE 54000)');
    expect(await refusal(sql`select ${'{a,b'}::text[]`)).toMatch(/^malformed array literal: "\{a,b" .*\(SQLSTATE 22P02\)$/);
    expect(await refusal(sql`select ${'{"\\u0000": 1}'}::jsonb`)).toMatch(/SQLSTATE 22P05/);
    expect(await refusal(sql`select 1 / ${0}::int`)).toBe('division by zero (SQLSTATE 22012)');
  });

  it('leaves every other failure to fail the run, to be tried again', async () => {
    // A serialization failure, a deadlock, a lost connection, a shutdown, a cancelled statement.
    for (const code of ['40001', '40P01', '08006', '57P01', '57014', '55P03', '53200']) expect(await refusal(raise(code)), code).toBeUndefined();
    // A fault of the statement itself is ours, not the values'.
    expect(await refusal(sql`select nothing from nowhere`)).toBeUndefined();
    expect(valuesRefused(new Error('lost the run to another worker'))).toBeUndefined();
  });

  it('tells a failed statement by its reason, never by its text and values', async () => {
    try {
      await db.execute(sql`select ${'secret-value'}::int from nowhere_at_all`);
      throw new Error('the statement did not fail');
    } catch (error) {
      expect(String(error)).toMatch(/Failed query/);
      const reason = failureReason(error);
      expect(reason).toBe('relation "nowhere_at_all" does not exist (SQLSTATE 42P01)');
      expect(reason).not.toMatch(/secret-value|select/);
    }
    expect(failureReason(new Error('lost the run to another worker'))).toBe('lost the run to another worker');
  });
});
