import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Creation and update times, as every table keeps them. Millisecond precision, like JavaScript's
 * Date: a connection cursor that carries a time then names exactly the row it came from.
 */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
