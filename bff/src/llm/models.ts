import { openCredentials } from '../lib/sealed.ts';
import type { Config } from '../config.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { EndpointGuard } from './endpoint.ts';
import type { ModelConfig } from './provider.ts';

type WorkspaceModel = { id: string; aiModelEnabled: boolean; llmBaseUrl: string | null; llmModel: string | null; llmApiKey: string | null };

/**
 * The model a workspace answers with: its own settings, else the server's; null (extractive
 * answers) when neither names an endpoint and a model, or the workspace turned AI off. An endpoint
 * the workspace set is guarded (`endpoint.ts`), and never receives the server's API key.
 */
export function modelFor(workspace: WorkspaceModel, server: Config['llm'], secrets: Secrets): ModelConfig | null {
  if (!workspace.aiModelEnabled) return null;
  const ownEndpoint = Boolean(workspace.llmBaseUrl);
  const baseUrl = workspace.llmBaseUrl ?? server.baseUrl;
  const model = workspace.llmModel ?? server.model;
  if (!baseUrl || !model) return null;
  const serverKey = ownEndpoint ? '' : (server.apiKey ?? '');
  const apiKey = workspace.llmApiKey ? (openCredentials(secrets, workspace.llmApiKey, modelKeyBinding('chat', workspace.id)).apiKey ?? '') : serverKey;
  const guard = ownEndpoint ? { allowPrivateNetworks: server.privateNetworks } : null;
  return { baseUrl, model, apiKey, timeoutMs: server.timeoutMs, guard };
}

export type WorkspaceEmbeddingSettings = {
  id: string;
  embeddingBaseUrl: string | null;
  embeddingModel: string | null;
  embeddingApiKey: string | null;
};

export type EmbeddingConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  guard: EndpointGuard;
  /**
   * What the vectors it makes are known by (`search_vectors.model`): the model's name on the
   * server's endpoint, as before workspaces had their own; the name and the endpoint on a
   * workspace's own, so that the same name on another endpoint is embedded again.
   */
  vectorModel: string;
};

/** The associated data a workspace's sealed model key is bound to, per kind. */
export const modelKeyBinding = (kind: 'chat' | 'embedding', workspaceId: string) => (kind === 'chat' ? `llm:${workspaceId}` : `embedding:${workspaceId}`);

/**
 * The embedding model a workspace's chunks and queries use: its own settings, else the server's
 * (EMBEDDING_*); null (keyword search alone) when neither names an endpoint and a model. As with
 * the chat model, an endpoint the workspace set is guarded and never receives the server's key.
 */
export function embeddingModelFor(
  workspace: WorkspaceEmbeddingSettings,
  server: Config['embedding'],
  options: { secrets: Secrets; privateNetworks: boolean },
): EmbeddingConfig | null {
  const ownEndpoint = Boolean(workspace.embeddingBaseUrl);
  const baseUrl = workspace.embeddingBaseUrl ?? server?.baseUrl;
  const model = workspace.embeddingModel ?? server?.model;
  if (!baseUrl || !model) return null;
  const serverKey = ownEndpoint ? '' : (server?.apiKey ?? '');
  const apiKey = workspace.embeddingApiKey
    ? (openCredentials(options.secrets, workspace.embeddingApiKey, modelKeyBinding('embedding', workspace.id)).apiKey ?? '')
    : serverKey;
  return {
    baseUrl,
    apiKey,
    model,
    guard: ownEndpoint ? { allowPrivateNetworks: options.privateNetworks } : null,
    vectorModel: ownEndpoint ? `${model} @ ${baseUrl}` : model,
  };
}

/** What a server default shows of itself: the model and its endpoint's host, never its key. */
export function serverModelFace(baseUrl: string | undefined, model: string | undefined): { model: string; host: string } | null {
  if (!baseUrl || !model) return null;
  let host: string;
  try {
    host = new URL(baseUrl).host;
  } catch {
    host = '';
  }
  return { model, host };
}
