import { and, eq, isNull, sql } from 'drizzle-orm';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { documentRecords } from '../apps/read-model.ts';
import type { Config } from '../config.ts';
import { rowsOf, type Database, type DatabaseHandle } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import { assertEndpointAllowed, endpointFetch } from '../llm/endpoint.ts';
import { embeddingModelFor, type EmbeddingConfig, type WorkspaceEmbeddingSettings } from '../llm/models.ts';
import { embeddingSettingsOf, everyWorkspaceEmbeddingSettings, keptEmbeddingSettingsOf } from '../workspaces/embedding-settings.ts';
import { searchChunks, searchVectors } from './tables.ts';
import type { EmbeddingProgress, Semantic, WorkspaceSemantic } from './ports.ts';

const BATCH = 64;
const INPUT_CHARS = 6000;
const RETRY_MS = 30_000;
const RETRY_MAX_MS = 30 * 60_000;
const QUERY_CACHE = 200;
const CLIENTS = 50;

export async function createSemantic(
  database: DatabaseHandle,
  server: Config['embedding'],
  log: Logger,
  options: { secrets: Secrets; privateNetworks: boolean },
): Promise<Semantic> {
  const { db } = database;
  // PGlite loads pgvector only when the server names a model (`db/client.ts`); elsewhere it is
  // looked for when a workspace first needs it.
  let vectorIndex: boolean | null = server ? await enablePgvector(database, log) : database.kind === 'pglite' ? false : null;
  let enabling: Promise<boolean> | null = null;
  const ensureVectorIndex = async () => {
    if (vectorIndex !== null) return vectorIndex;
    enabling ??= enablePgvector(database, log).then((enabled) => (vectorIndex = enabled));
    return enabling;
  };

  // The operator's endpoint (EMBEDDING_BASE_URL) is trusted and fetched as it is; a workspace's
  // own passes the guard of `llm/endpoint.ts`, like its chat model.
  const resolve = (settings: WorkspaceEmbeddingSettings) => embeddingModelFor(settings, server, options);
  // Searches read the settings kept in memory; the background pass and progress read them afresh.
  const configOf = async (workspaceId: string, read = embeddingSettingsOf) => {
    const settings = await read(db, workspaceId);
    return settings ? resolve(settings) : null;
  };

  const embed = embedder();

  // The model is read again for every batch: a workspace that changes models mid-way goes on with the new one.
  const pass = async (workspaceId: string) => {
    for (;;) {
      const config = await configOf(workspaceId);
      if (!config) return;
      const rows = await pending(db, workspaceId, config.vectorModel);
      if (rows.length === 0) return;
      const vectors = await embed(config, rows.map((r) => [r.title, r.heading, r.text].filter(Boolean).join('\n').slice(0, INPUT_CHARS)));
      await store(db, workspaceId, config.vectorModel, rows, vectors);
    }
  };

  // One pass per workspace at a time in this process; a request during a pass runs another after it.
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const embedWorkspace = (workspaceId: string): Promise<void> => {
    const current = running.get(workspaceId);
    if (current) {
      again.add(workspaceId);
      return current;
    }
    const work = (async () => {
      do {
        again.delete(workspaceId);
        await pass(workspaceId);
      } while (again.has(workspaceId));
    })().finally(() => running.delete(workspaceId));
    running.set(workspaceId, work);
    return work;
  };

  // A workspace whose model failed is tried again later, waiting longer after each failure.
  const retries = new Map<string, { failures: number; timer: NodeJS.Timeout | undefined }>();
  const later = (workspaceId: string, failed: boolean) => {
    const retry = retries.get(workspaceId) ?? { failures: 0, timer: undefined };
    clearTimeout(retry.timer);
    if (failed) retry.failures += 1;
    const wait = Math.min(RETRY_MS * 2 ** Math.max(0, retry.failures - 1), RETRY_MAX_MS);
    retry.timer = setTimeout(() => void embedPending(workspaceId), wait).unref();
    retries.set(workspaceId, retry);
  };
  const settled = (workspaceId: string) => {
    clearTimeout(retries.get(workspaceId)?.timer);
    retries.delete(workspaceId);
  };

  const embedPending = async (workspaceId?: string): Promise<void> => {
    try {
      const every = workspaceId ? null : await everyWorkspaceEmbeddingSettings(db);
      const ids = workspaceId ? [workspaceId] : every!.filter((settings) => resolve(settings)).map((settings) => settings.id);
      // When the server's endpoint fails for one workspace, the others using it wait for the retry.
      let serverDown = false;
      for (const id of ids) {
        const config = await configOf(id);
        if (!config) continue;
        if (serverDown && !config.guard) {
          later(id, false);
          continue;
        }
        try {
          await embedWorkspace(id);
          settled(id);
        } catch (error) {
          if (!config.guard) serverDown = true;
          log.warn({ err: error, workspaceId: id }, 'embedding chunks failed; trying again later');
          later(id, true);
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'embedding chunks failed');
    }
  };

  const embedQuery = queryEmbedder(embed, log);

  const forWorkspace = async (workspaceId: string): Promise<WorkspaceSemantic | null> => {
    let config: EmbeddingConfig | null;
    try {
      config = await configOf(workspaceId, keptEmbeddingSettingsOf);
    } catch (error) {
      // A sealed key that no longer opens (another APP_SECRET): search goes on with keywords.
      log.warn({ err: error, workspaceId }, 'the workspace’s embedding model cannot be used; searching by keywords alone');
      return null;
    }
    if (!config) return null;
    const vectors = await ensureVectorIndex();
    return { model: config.vectorModel, vectorIndex: vectors, embedQuery: (text) => embedQuery(config, text) };
  };

  const progress = async (workspaceId: string): Promise<EmbeddingProgress | null> => {
    const config = await configOf(workspaceId);
    if (!config) return null;
    const [total, embedded] = await Promise.all([
      db.$count(searchChunks, eq(searchChunks.workspaceId, workspaceId)),
      db.$count(searchVectors, and(eq(searchVectors.workspaceId, workspaceId), eq(searchVectors.model, config.vectorModel))),
    ]);
    return { model: config.model, embedded: Number(embedded), total: Number(total) };
  };

  return {
    get vectorIndex() {
      return vectorIndex ?? false;
    },
    server,
    forWorkspace,
    embedPending,
    embedWorkspace,
    progress,
  };
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

/**
 * Embeds texts with a model's endpoint, through one client per endpoint and key (the last
 * `CLIENTS` kept); a refused endpoint fails before the client would retry the refusal as a
 * dropped connection, and an answer of the wrong shape fails.
 */
function embedder() {
  const clients = new Map<string, OpenAI>();
  const clientFor = async (config: EmbeddingConfig) => {
    const key = `${config.baseUrl}\n${config.apiKey}\n${config.guard ? 'guarded' : 'trusted'}`;
    let client = clients.get(key);
    if (!client) {
      // The client loads with the first text embedded: a start does not need it.
      const { default: Client } = await import('openai');
      if (clients.size >= CLIENTS) clients.delete(clients.keys().next().value!);
      client = new Client({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: 30_000, maxRetries: 2, fetch: endpointFetch(config.guard) });
      clients.set(key, client);
    }
    return client;
  };

  return async (config: EmbeddingConfig, inputs: string[]): Promise<number[][]> => {
    // A refused endpoint fails before the client would retry the refusal as a dropped connection.
    await assertEndpointAllowed(config.baseUrl, config.guard);
    const response = await (await clientFor(config)).embeddings.create({ model: config.model, input: inputs, encoding_format: 'float' });
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    if (vectors.length !== inputs.length || vectors.some((v) => !Array.isArray(v) || v.length === 0 || v.length !== vectors[0]!.length)) {
      throw new Error(`the embedding model answered ${vectors.length} vectors for ${inputs.length} inputs`);
    }
    return vectors;
  };
}

/** A query's vector, the last `QUERY_CACHE` kept; null when the model fails (search goes on with keywords). */
function queryEmbedder(embed: (config: EmbeddingConfig, inputs: string[]) => Promise<number[][]>, log: Logger) {
  const cache = new Map<string, number[]>();
  return async (config: EmbeddingConfig, text: string) => {
    const input = text.trim().slice(0, INPUT_CHARS);
    const key = `${config.vectorModel}\n${input}`;
    const known = cache.get(key);
    if (known) return known;
    try {
      const [vector] = await embed(config, [input]);
      if (cache.size >= QUERY_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(key, vector!);
      return vector!;
    } catch (error) {
      log.warn({ err: error }, 'embedding a query failed; searching by keywords alone');
      return null;
    }
  };
}

/** A batch of a workspace's chunks lacking a vector of its model, with their document's title for context. */
function pending(db: Database, workspaceId: string, model: string) {
  return db
    .select({ id: searchChunks.id, heading: searchChunks.heading, text: searchChunks.text, title: documentRecords.title })
    .from(searchChunks)
    .innerJoin(documentRecords, and(eq(documentRecords.workspaceId, searchChunks.workspaceId), eq(documentRecords.id, searchChunks.documentId)))
    .leftJoin(
      searchVectors,
      and(eq(searchVectors.workspaceId, searchChunks.workspaceId), eq(searchVectors.chunkId, searchChunks.id), eq(searchVectors.model, model)),
    )
    .where(and(eq(searchChunks.workspaceId, workspaceId), isNull(searchVectors.chunkId)))
    .limit(BATCH);
}

/** Stores a batch's vectors. A chunk has one vector: one of another model (the workspace changed models) is replaced. */
async function store(db: Database, workspaceId: string, model: string, rows: { id: string }[], vectors: number[][]) {
  const values = rows.map((row, i) => ({ workspaceId, chunkId: row.id, model, embedding: vectors[i]! }));
  const upsert = (batch: typeof values) =>
    db
      .insert(searchVectors)
      .values(batch)
      .onConflictDoUpdate({ target: [searchVectors.workspaceId, searchVectors.chunkId], set: { model: sql`excluded.model`, embedding: sql`excluded.embedding` } });
  try {
    await upsert(values);
  } catch {
    // A chunk re-indexed meanwhile is gone (its replacement is pending): keep the others.
    for (const value of values) await upsert([value]).catch(() => {});
  }
}
