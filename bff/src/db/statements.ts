import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements one piece of work sends (a request, a test's call). A page of 10 and
 * a page of 50 must send the same number: a statement per row is the slowness that grows with
 * data, and it is pinned in tests through the `Server-Timing` header each answer carries.
 */
const tally = new AsyncLocalStorage<{ statements: number }>();

/** drizzle's logger: it sees every statement the application sends, before it is sent. */
export const statementTally: Logger = {
  logQuery() {
    const current = tally.getStore();
    if (current) current.statements += 1;
  },
};

/** Runs `work` counting its statements (and those of everything it starts and awaits). */
export function countStatements<T>(work: () => T): { result: T; counted: { statements: number } } {
  const counted = { statements: 0 };
  return { result: tally.run(counted, work), counted };
}
