import DataLoader from 'dataloader';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ActingMember } from '../request/viewer.ts';
import { agentVisibleTo } from './service.ts';
import { agents } from './tables.ts';

/** Which of the agents a response touches the member may use: one request's loader (`graphql/loaders.ts`). */
export function visibleAgents(db: Database, actor: ActingMember | null) {
  return new DataLoader<string, boolean>(async (ids) => {
    if (!actor) return ids.map(() => false);
    const rows = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(agentVisibleTo(actor), inArray(agents.id, [...ids])));
    return ids.map((id) => rows.some((row) => row.id === id));
  });
}
