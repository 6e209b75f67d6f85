import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import type { Database } from '../db/client.ts';
import { agentVisibleTo } from './service.ts';
import { agents } from './tables.ts';

/**
 * The agents the reader may chat with now (visible to them and enabled), in the order the web
 * app's picker shows them: workspace agents, then personal ones, oldest first. What another
 * domain lists them by (the OpenAI-compatible model list).
 */
export function usableAgents(db: Pick<Database, 'select'>, reader: Reader) {
  return db
    .select({ id: agents.id, name: agents.name, description: agents.description, scope: agents.scope, createdAt: agents.createdAt })
    .from(agents)
    .where(and(agentVisibleTo(reader), eq(agents.enabled, true)))
    .orderBy(asc(agents.scope), asc(agents.createdAt), asc(agents.id));
}
