import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { ChatQuotaExhaustedError } from '../workspaces/usage.ts';
import { actorOf } from '../workspaces/acting.ts';
import { previewAgent } from './agent-preview.ts';
import type { Citation } from './tables.ts';
import { CitationRef } from './types.ts';

type Preview = { text: string; citations: Citation[]; workspaceId: string };

const AgentPreviewRef = builder.objectRef<Preview>('AgentPreview').implement({
  description: 'What an agent as its editor holds it answers a question.',
  fields: (t) => ({
    answer: t.exposeString('text', { description: 'The answer as Markdown; [n] cites the citation numbered n.' }),
    citations: t.field({ type: [CitationRef], resolve: (p) => p.citations.map((c) => ({ ...c, workspaceId: p.workspaceId })) }),
  }),
});

const AgentPreviewInput = builder.inputType('AgentPreviewInput', {
  fields: (t) => ({
    question: t.string({ required: true }),
    systemPrompt: t.string({ required: false }),
    model: t.string({ required: false, description: 'A model name; empty: the workspace’s default.' }),
    scopedToApps: t.boolean({ required: false }),
    appIds: t.globalIDList({ required: false, description: 'Its knowledge scope when scoped to apps (App IDs); only apps the viewer may see count.' }),
  }),
});

builder.mutationField('previewAgent', (t) =>
  t.authField({
    type: AgentPreviewRef,
    description: 'Asks an agent as its editor holds it, saved or not (one chat; answered whole, and kept in no history).',
    authScopes: { member: 'chat' },
    errors: { types: [ChatQuotaExhaustedError, ...ACTION_ERRORS] },
    args: { input: t.arg({ type: AgentPreviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const actor = actorOf(ctx);
      const draft = {
        systemPrompt: input.systemPrompt ?? '',
        model: input.model ?? null,
        scopedToApps: input.scopedToApps ?? false,
        appIds: (input.appIds ?? []).filter((id) => id.typename === 'App').map((id) => id.id),
      };
      const answered = await previewAgent(ctx, actor, draft, input.question);
      return { text: answered.text, citations: answered.citations, workspaceId: actor.workspaceId };
    },
  }),
);
