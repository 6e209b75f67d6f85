import { and, eq, or, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { appRecords as apps } from '../apps/read-model.ts';
import { prerendered } from './prerendered.ts';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(sql`select 1 where ${sql`true`} and ${fragment} and ${'after'}`);

describe('prerendered', () => {
  it('renders to the same statement as the fragment, its parameters numbered where it lands', () => {
    const fragment = and(
      eq(apps.workspaceId, '0193a000-0000-7000-8000-000000000001'),
      or(eq(apps.scope, 'personal'), sql`${apps.title} ilike ${"%it's $1%"} or ${apps.title} = '$2'`),
    )!;
    const once = prerendered(fragment);
    expect(render(once)).toEqual(render(fragment));
    // Used twice in one statement, its parameters follow on.
    expect(dialect.sqlToQuery(sql`${once} or ${once}`)).toEqual(dialect.sqlToQuery(sql`${fragment} or ${fragment}`));
  });
  it('refuses a fragment whose parameters a driver encodes', () => {
    expect(() => prerendered(eq(apps.config, { a: 1 }))).toThrow(/needs its driver/);
  });
});
