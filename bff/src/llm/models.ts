import { openCredentials } from '../lib/sealed.ts';
import type { Config } from '../config.ts';
import type { Secrets } from '../lib/secrets.ts';
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
  const apiKey = workspace.llmApiKey ? (openCredentials(secrets, workspace.llmApiKey, `llm:${workspace.id}`).apiKey ?? '') : serverKey;
  const guard = ownEndpoint ? { allowPrivateNetworks: server.privateNetworks } : null;
  return { baseUrl, model, apiKey, timeoutMs: server.timeoutMs, guard };
}
