import { eq } from 'drizzle-orm';
import { auditedTransaction, type AuditAct } from '../audit/record.ts';
import { updateOrRead } from '../db/update.ts';
import type { Context } from '../request/context.ts';
import { settingsChanged } from '../request/kept-settings.ts';
import { ExpectedError, ValidationError } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { openCredentials, sealCredentials } from '../lib/sealed.ts';
import { testModelConnection, type ConnectionFailure, type ConnectionTarget, type ModelKind } from '../llm/connection-test.ts';
import { isRefusedModelUrl } from '../llm/endpoint.ts';
import { modelKeyBinding, serverModelFace } from '../llm/models.ts';
import { workspaces } from './tables.ts';

/** One model's settings as a form sends them: a value replaces, "" goes back to the server's, null keeps. */
export type ModelSettingsInput = { baseUrl?: string | null; model?: string | null; apiKey?: string | null };

type Workspace = typeof workspaces.$inferSelect;

const COLUMNS = {
  chat: { baseUrl: 'llmBaseUrl', model: 'llmModel', apiKey: 'llmApiKey' },
  embedding: { baseUrl: 'embeddingBaseUrl', model: 'embeddingModel', apiKey: 'embeddingApiKey' },
} as const;

/** A workspace's own settings of one model (the key still sealed); nulls fall back to the server's. */
export function savedModel(workspace: Workspace, kind: ModelKind) {
  const columns = COLUMNS[kind];
  return { baseUrl: workspace[columns.baseUrl], model: workspace[columns.model], sealedKey: workspace[columns.apiKey] };
}

/** The server's default of one model, as settings show it: its name and host, never its key. */
export function serverDefault(ctx: Context, kind: ModelKind) {
  const server = kind === 'chat' ? ctx.llm : ctx.semantic?.server;
  return serverModelFace(server?.baseUrl, server?.model);
}

/** What is wrong with a model URL a workspace gives (format, or this machine / a private network). */
export function modelUrlProblem(url: string | null | undefined, privateNetworks: boolean): MessageKey | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return 'modelUrlInvalid';
  return isRefusedModelUrl(trimmed, privateNetworks) ? 'modelUrlPrivate' : null;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The columns a change of one model's settings writes, the key sealed. A key goes only to the
 * endpoint it was given for: a new base URL without a new key forgets the saved one (else anyone
 * who may change the URL could send the saved key elsewhere without ever reading it).
 */
export function modelColumns(ctx: Context, workspace: Workspace, kind: ModelKind, input: ModelSettingsInput): Partial<Workspace> {
  const columns = COLUMNS[kind];
  const saved = savedModel(workspace, kind);
  const set: Partial<Workspace> = {};
  const baseUrl = input.baseUrl == null ? undefined : blankToNull(input.baseUrl);
  if (baseUrl !== undefined) set[columns.baseUrl] = baseUrl;
  if (input.model != null) set[columns.model] = blankToNull(input.model);
  if (input.apiKey != null) {
    const key = input.apiKey.trim();
    set[columns.apiKey] = key ? sealCredentials(ctx.secrets, { apiKey: key }, modelKeyBinding(kind, workspace.id)) : null;
  } else if (baseUrl !== undefined && baseUrl !== saved.baseUrl) {
    set[columns.apiKey] = null;
  }
  return set;
}

async function workspaceRow(ctx: Context, workspaceId: string) {
  return (await ctx.db.query.workspaces.findFirst({ where: { id: workspaceId } }))!;
}

/**
 * Saves one of the workspace's models. A change of the embedding model queues embedding the
 * workspace's chunks again (those without a vector of the model now in use), in the background.
 */
export async function updateModelSettings(ctx: Context, workspaceId: string, kind: ModelKind, input: ModelSettingsInput) {
  const problem = modelUrlProblem(input.baseUrl, ctx.llm.privateNetworks);
  if (problem) throw new ValidationError([{ field: 'baseUrl', key: problem }]);
  const workspace = await workspaceRow(ctx, workspaceId);
  const set = modelColumns(ctx, workspace, kind, input);
  await auditedTransaction(ctx, workspaceId, async (tx) => {
    await updateOrRead(tx, workspaces, set, eq(workspaces.id, workspaceId));
    return { result: undefined, act: modelChangeAct(workspace, kind, set) };
  });
  if (kind === 'embedding') {
    settingsChanged(ctx, workspaceId);
    await ctx.jobs.enqueueEmbedding({ workspaceId });
  }
  ctx.pubsub.publish('workspace:updated', workspaceId, { workspaceId });
  return { workspaceId };
}

/** A change of a model's settings, as the log records it: its endpoint and name before and after, and whether its key changed (never the key); none when nothing changed. */
export function modelChangeAct(workspace: Workspace, kind: ModelKind, set: Partial<Workspace>): AuditAct | null {
  const columns = COLUMNS[kind];
  const changed = (['baseUrl', 'model'] as const).filter((field) => columns[field] in set && set[columns[field]] !== workspace[columns[field]]);
  const keyChanged = columns.apiKey in set && (set[columns.apiKey] !== null || workspace[columns.apiKey] !== null);
  if (changed.length === 0 && !keyChanged) return null;
  const pick = (row: Partial<Workspace>) => Object.fromEntries(changed.map((field) => [field, row[columns[field]] ?? null]));
  return {
    action: 'model.updated',
    object: { type: 'model', id: kind, label: kind === 'chat' ? 'chat model' : 'embedding model' },
    detail: { before: pick(workspace), after: pick(set), ...(keyChanged && { apiKeyChanged: true }) },
  };
}

/** A model that did not answer a test: why, in the person's language, with the provider's status and words. */
export class ModelConnectionError extends ExpectedError {
  override readonly status = 502;
  constructor(readonly failure: ConnectionFailure) {
    super(failure.key);
  }
}

/**
 * Tests a model with the form's values (a field left null takes the saved one), else the saved
 * settings, else the server's: one minimal call, answering its latency. The saved key is used only
 * with the saved endpoint; the server's key only with the server's.
 */
export async function testModelSettings(ctx: Context, workspaceId: string, kind: ModelKind, input: ModelSettingsInput | null) {
  const problem = modelUrlProblem(input?.baseUrl, ctx.llm.privateNetworks);
  if (problem) throw new ValidationError([{ field: 'baseUrl', key: problem }]);
  const saved = savedModel(await workspaceRow(ctx, workspaceId), kind);
  const server = kind === 'chat' ? ctx.llm : ctx.semantic?.server;
  const ownUrl = input?.baseUrl == null ? saved.baseUrl : blankToNull(input.baseUrl);
  const model = (input?.model == null ? saved.model : blankToNull(input.model)) ?? server?.model;
  const baseUrl = ownUrl ?? server?.baseUrl;
  if (!baseUrl || !model) throw new ModelConnectionError({ key: 'modelNotConfigured', httpStatus: null, providerMessage: null });
  const typedKey = blankToNull(input?.apiKey);
  const savedKey =
    input?.apiKey == null && saved.sealedKey && ownUrl === saved.baseUrl
      ? (openCredentials(ctx.secrets, saved.sealedKey, modelKeyBinding(kind, workspaceId)).apiKey ?? null)
      : null;
  const target: ConnectionTarget = {
    baseUrl,
    model,
    apiKey: typedKey ?? savedKey ?? (ownUrl ? '' : (server?.apiKey ?? '')),
    guard: ownUrl ? { allowPrivateNetworks: ctx.llm.privateNetworks } : null,
  };
  const outcome = await testModelConnection(kind, target);
  if (!outcome.ok) throw new ModelConnectionError(outcome.failure);
  return { latencyMs: outcome.latencyMs, model };
}
