import type { FastifyInstance } from 'fastify';
import { countStatements } from '../db/statements.ts';

const counts = new WeakMap<object, { statements: number }>();

/**
 * Every answer says how many SQL statements it took (`Server-Timing: db;desc="N statements"`,
 * shown by browsers' developer tools): how a page's cost is read by a person, and pinned by tests.
 */
export function countRequestStatements(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const { counted } = countStatements(done);
    counts.set(request, counted);
  });
  app.addHook('onSend', async (request, reply) => {
    const counted = counts.get(request);
    if (counted) reply.header('Server-Timing', `db;desc="${counted.statements} statements"`);
  });
}
