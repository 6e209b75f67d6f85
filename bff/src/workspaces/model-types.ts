import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ErrorInterface, ACTION_ERRORS } from '../graphql/error-types.ts';
import type { ModelKind } from '../llm/connection-test.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { ModelConnectionError, savedModel, serverDefault, testModelSettings, updateModelSettings } from './models.ts';
import type { workspaces } from './tables.ts';

type Workspace = typeof workspaces.$inferSelect;

// Everything here is the workspace's admins' (its endpoints are theirs to see).
const forAdmins = <T extends { workspaceId: string }>(typename: string) =>
  readableInWorkspace<T>(typename, 'manage', (_ctx, _record, actor) => actor.wsUserType >= WS_USER_TYPES.admin);

export const ModelKindEnum = builder.enumType('ModelKind', {
  values: {
    CHAT: { value: 'chat', description: 'The model answers are written by.' },
    EMBEDDING: { value: 'embedding', description: 'The model search finds passages by meaning with.' },
  } as const,
});

const ServerModel = builder.objectRef<{ workspaceId: string; model: string; host: string }>('ServerModel').implement({
  description: 'A model the server is configured with (LLM_*, EMBEDDING_*): its name and its endpoint’s host, never its key.',
  authScopes: forAdmins('ServerModel'),
  fields: (t) => ({
    model: t.exposeString('model'),
    host: t.exposeString('host'),
  }),
});

type ModelSettingsShape = { workspaceId: string; kind: ModelKind; workspace: Workspace };

const ModelSettings = builder.objectRef<ModelSettingsShape>('ModelSettings').implement({
  description: 'One of the workspace’s models: its own endpoint and model, else the server default. The key is write-only.',
  authScopes: forAdmins('ModelSettings'),
  fields: (t) => ({
    kind: t.field({ type: ModelKindEnum, resolve: (s) => s.kind }),
    overridden: t.boolean({
      description: 'Whether the workspace sets its own endpoint or model (else the server default is used).',
      resolve: (s) => {
        const own = savedModel(s.workspace, s.kind);
        return Boolean(own.baseUrl || own.model);
      },
    }),
    baseUrl: t.string({ nullable: true, description: 'The workspace’s own endpoint, if set.', resolve: (s) => savedModel(s.workspace, s.kind).baseUrl }),
    model: t.string({ nullable: true, description: 'The workspace’s own model name, if set.', resolve: (s) => savedModel(s.workspace, s.kind).model }),
    hasApiKey: t.boolean({ description: 'Whether a key is saved (it is never shown).', resolve: (s) => savedModel(s.workspace, s.kind).sealedKey !== null }),
    serverDefault: t.field({
      type: ServerModel,
      nullable: true,
      description: 'The server’s model of this kind; null when the server has none.',
      resolve: (s, _args, ctx) => {
        const face = serverDefault(ctx, s.kind);
        return face && { workspaceId: s.workspaceId, ...face };
      },
    }),
    effectiveModel: t.string({
      nullable: true,
      description:
        'The model in use: the workspace’s own, else the server default; null when no endpoint and model are named ' +
        '(or, for the chat model, the workspace turned the AI model off).',
      resolve: (s, _args, ctx) => {
        if (s.kind === 'chat' && !s.workspace.aiModelEnabled) return null;
        const own = savedModel(s.workspace, s.kind);
        const server = s.kind === 'chat' ? ctx.llm : ctx.semantic?.server;
        return (own.baseUrl ?? server?.baseUrl) ? (own.model ?? server?.model ?? null) : null;
      },
    }),
  }),
});

const EmbeddingProgress = builder
  .objectRef<{ workspaceId: string; model: string; embedded: number; total: number }>('EmbeddingProgress')
  .implement({
    description: 'How many of the workspace’s passages have a vector of the embedding model in use; the rest are embedded in the background.',
    authScopes: forAdmins('EmbeddingProgress'),
    fields: (t) => ({
      model: t.exposeString('model'),
      embedded: t.exposeInt('embedded'),
      total: t.exposeInt('total'),
      done: t.boolean({ resolve: (p) => p.embedded >= p.total }),
    }),
  });

export const WorkspaceModels = builder.objectRef<{ workspaceId: string; workspace: Workspace }>('WorkspaceModels').implement({
  description: 'The workspace’s chat and embedding models.',
  authScopes: forAdmins('WorkspaceModels'),
  fields: (t) => ({
    chat: t.field({ type: ModelSettings, resolve: (m) => ({ ...m, kind: 'chat' as const }) }),
    embedding: t.field({ type: ModelSettings, resolve: (m) => ({ ...m, kind: 'embedding' as const }) }),
    embeddingProgress: t.field({
      type: EmbeddingProgress,
      nullable: true,
      description: 'Vectors of the embedding model in use; null when search uses keywords alone.',
      resolve: async (m, _args, ctx) => {
        const progress = await ctx.semantic?.progress(m.workspaceId);
        return progress ? { workspaceId: m.workspaceId, ...progress } : null;
      },
    }),
  }),
});

const ModelSettingsInput = builder.inputType('ModelSettingsInput', {
  fields: (t) => ({
    baseUrl: t.string({ required: false, description: 'An OpenAI-compatible endpoint; "" uses the server’s. Omitted: unchanged.' }),
    model: t.string({ required: false, description: 'The model name; "" uses the server’s. Omitted: unchanged.' }),
    apiKey: t.string({
      required: false,
      description: 'Write-only; "" removes it. Omitted: unchanged, except that a new base URL forgets the saved key.',
    }),
  }),
});

const UpdateModelSettingsPayload = builder.objectRef<{ workspaceId: string }>('UpdateModelSettingsPayload').implement({
  fields: (t) => ({
    workspace: t.drizzleField({
      type: 'workspaces',
      resolve: (query, payload, _args, ctx) => ctx.db.query.workspaces.findFirst(query({ where: { id: payload.workspaceId } })).then((w) => w!),
    }),
  }),
});

builder.mutationField('updateModelSettings', (t) =>
  t.authField({
    type: UpdateModelSettingsPayload,
    description: 'Saves one of the current workspace’s models (admins). A new embedding model re-embeds the workspace’s passages in the background.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { kind: t.arg({ type: ModelKindEnum, required: true }), input: t.arg({ type: ModelSettingsInput, required: true }) },
    resolve: (_root, { kind, input }, ctx) => updateModelSettings(ctx, ctx.viewer.membership.workspaceId, kind, input),
  }),
);

const ModelFailure = builder.enumType('ModelFailure', {
  values: {
    KEY_REJECTED: { value: 'modelKeyRejected' },
    NOT_FOUND: { value: 'modelNotFound' },
    RATE_LIMITED: { value: 'modelRateLimited' },
    REJECTED: { value: 'modelRejected' },
    UNAVAILABLE: { value: 'modelUnavailable' },
    UNREACHABLE: { value: 'modelUnreachable' },
    TIMEOUT: { value: 'modelTimeout' },
    ENDPOINT_NOT_ALLOWED: { value: 'modelEndpointNotAllowed' },
    ANSWER_INVALID: { value: 'modelAnswerInvalid' },
    NOT_CONFIGURED: { value: 'modelNotConfigured' },
  } as const satisfies Record<string, { value: MessageKey }>,
});

builder.objectType(ModelConnectionError, {
  name: 'ModelConnectionError',
  description: 'The model did not answer the test: why (message, in the caller’s language), and what the provider said.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ModelConnectionError,
  fields: (t) => ({
    reason: t.field({ type: ModelFailure, resolve: (e) => e.failure.key as (typeof ModelFailure)['$inferType'] }),
    httpStatus: t.int({ nullable: true, description: 'The provider’s HTTP status, when it answered one.', resolve: (e) => e.failure.httpStatus }),
    providerMessage: t.string({
      nullable: true,
      description: 'The provider’s own words, as it wrote them (not translated).',
      resolve: (e) => e.failure.providerMessage,
    }),
  }),
});

const TestModelConnectionPayload = builder.objectRef<{ latencyMs: number; model: string }>('TestModelConnectionPayload').implement({
  fields: (t) => ({
    latencyMs: t.exposeInt('latencyMs', { description: 'How long the one call took.' }),
    model: t.exposeString('model', { description: 'The model that answered.' }),
  }),
});

builder.mutationField('testModelConnection', (t) =>
  t.authField({
    type: TestModelConnectionPayload,
    description:
      'Makes one minimal call to a model (a one-token completion; the vector of one short text) with the given values, ' +
      'else the saved ones, else the server default (admins). Saves nothing.',
    authScopes: { admin: 'manage' },
    errors: { types: [ModelConnectionError, ...ACTION_ERRORS] },
    args: { kind: t.arg({ type: ModelKindEnum, required: true }), input: t.arg({ type: ModelSettingsInput, required: false }) },
    resolve: (_root, { kind, input }, ctx) => testModelSettings(ctx, ctx.viewer.membership.workspaceId, kind, input ?? null),
  }),
);
