import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { WorkspaceEmbeddingSettings } from '../llm/models.ts';
import { keptPerWorkspace } from '../request/kept-settings.ts';
import { workspaces } from './tables.ts';

/**
 * A workspace's embedding model settings, for search to embed its chunks and queries with
 * (`search/semantic.ts`): its own endpoint, model and sealed key, each null for the server's.
 */
const columns = {
  id: workspaces.id,
  embeddingBaseUrl: workspaces.embeddingBaseUrl,
  embeddingModel: workspaces.embeddingModel,
  embeddingApiKey: workspaces.embeddingApiKey,
};

export async function embeddingSettingsOf(db: Database, workspaceId: string): Promise<WorkspaceEmbeddingSettings | null> {
  const [row] = await db.select(columns).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row ?? null;
}

/**
 * The same, kept in memory until the settings change (`kept-settings.ts`), for every search to
 * read; the background pass reads them afresh for each batch.
 */
export const keptEmbeddingSettingsOf = keptPerWorkspace(embeddingSettingsOf);

/** Every workspace's, for the background pass that embeds what is pending (at start-up). */
export function everyWorkspaceEmbeddingSettings(db: Database): Promise<WorkspaceEmbeddingSettings[]> {
  return db.select(columns).from(workspaces).orderBy(workspaces.id);
}
