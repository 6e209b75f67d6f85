import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps, state: { draining: boolean }) {
  // Liveness: the process answers.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: the database takes queries and the process is not shutting down.
  app.get('/readyz', async (_request, reply) => {
    if (state.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch (error) {
      deps.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
