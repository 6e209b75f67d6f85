import { and, eq, isNull, sql } from 'drizzle-orm';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { documentRecords } from '../apps/read-model.ts';
import type { Config } from '../config.ts';
import { rowsOf, type DatabaseHandle } from '../db/client.ts';
import { endpointFetch, type EndpointGuard } from '../llm/endpoint.ts';
import { searchChunks, searchVectors } from './tables.ts';

/**
 * Meaning-based search beside the keywords: chunks get vectors from an OpenAI-compatible
 * embedding model, and a query's vector finds the nearest chunks. Null when no model is
 * configured, and search is keyword search alone.
 */
export type Semantic = {
  model: string;
  /**
   * Whether the database has pgvector (PGlite does; Debian's PostgreSQL 15 does not): nearest
   * chunks are then found across the reader's whole workspace; without it, the keyword
   * candidates are re-ranked by exact cosine.
   */
  vectorIndex: boolean;
  /** A query's vector, or null when the model cannot answer now (search goes on with keywords). */
  embedQuery: (text: string) => Promise<number[] | null>;
  /** Embeds every chunk that has no vector of this model yet, in the background. */
  embedPending: () => Promise<void>;
};

const BATCH = 64;
const INPUT_CHARS = 6000;
const RETRY_MS = 30_000;
const QUERY_CACHE = 200;

export async function createSemantic(database: DatabaseHandle, config: Config['embedding'], log: Logger): Promise<Semantic | null> {
  if (!config) return null;
  // Only the operator names an embedding endpoint (EMBEDDING_BASE_URL): trusted, so unguarded.
  // An endpoint a workspace could set would pass its policy here instead (`llm/endpoint.ts`).
  const guard: EndpointGuard = null;
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: 30_000, maxRetries: 2, fetch: endpointFetch(guard) });
  const { db } = database;
  const model = config.model;
  const vectorIndex = await enablePgvector(database, log);

  const embed = async (inputs: string[]): Promise<number[][]> => {
    const response = await client.embeddings.create({ model, input: inputs, encoding_format: 'float' });
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    if (vectors.length !== inputs.length || vectors.some((v) => !Array.isArray(v) || v.length === 0 || v.length !== vectors[0]!.length)) {
      throw new Error(`the embedding model answered ${vectors.length} vectors for ${inputs.length} inputs`);
    }
    return vectors;
  };

  // The chunks lacking a vector of this model, with their document's title for context.
  const pending = () =>
    db
      .select({ workspaceId: searchChunks.workspaceId, id: searchChunks.id, heading: searchChunks.heading, text: searchChunks.text, title: documentRecords.title })
      .from(searchChunks)
      .innerJoin(documentRecords, and(eq(documentRecords.workspaceId, searchChunks.workspaceId), eq(documentRecords.id, searchChunks.documentId)))
      .leftJoin(
        searchVectors,
        and(eq(searchVectors.workspaceId, searchChunks.workspaceId), eq(searchVectors.chunkId, searchChunks.id), eq(searchVectors.model, model)),
      )
      .where(isNull(searchVectors.chunkId))
      .limit(BATCH);

  const store = async (rows: { workspaceId: string; id: string }[], vectors: number[][]) => {
    const values = rows.map((row, i) => ({ workspaceId: row.workspaceId, chunkId: row.id, model, embedding: vectors[i]! }));
    const upsert = (batch: typeof values) =>
      db
        .insert(searchVectors)
        .values(batch)
        .onConflictDoUpdate({ target: [searchVectors.workspaceId, searchVectors.chunkId], set: { model, embedding: sql`excluded.embedding` } });
    try {
      await upsert(values);
    } catch {
      // A chunk re-indexed meanwhile is gone (its replacement is pending): keep the others.
      for (const value of values) await upsert([value]).catch(() => {});
    }
  };

  const pass = async () => {
    for (;;) {
      const rows = await pending();
      if (rows.length === 0) return;
      const vectors = await embed(rows.map((r) => [r.title, r.heading, r.text].filter(Boolean).join('\n').slice(0, INPUT_CHARS)));
      await store(rows, vectors);
    }
  };

  // One pass at a time in this process; a request during a pass runs another after it.
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  const embedPending = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(retry);
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again);
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'embedding chunks failed; trying again later');
        retry = setTimeout(() => void embedPending(), RETRY_MS).unref();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const cache = new Map<string, number[]>();
  const embedQuery = async (text: string) => {
    const key = text.trim().slice(0, INPUT_CHARS);
    const known = cache.get(key);
    if (known) return known;
    try {
      const [vector] = await embed([key]);
      if (cache.size >= QUERY_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(key, vector!);
      return vector!;
    } catch (error) {
      log.warn({ err: error }, 'embedding a query failed; searching by keywords alone');
      return null;
    }
  };

  return { model, vectorIndex, embedQuery, embedPending };
}

/** Turns pgvector on where the database has it; false (the exact fallback) where it does not. */
async function enablePgvector(database: DatabaseHandle, log: Logger): Promise<boolean> {
  try {
    const [row] = rowsOf<{ available: boolean }>(await database.db.execute(sql`select exists (select 1 from pg_available_extensions where name = 'vector') as available`));
    if (!row?.available) return false;
    await database.db.execute(sql`create extension if not exists vector`);
    return true;
  } catch (error) {
    log.warn({ err: error }, 'pgvector is present but could not be enabled; vectors re-rank keyword candidates');
    return false;
  }
}
