import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { rateAnswer } from './feedback.ts';
import { ownAnswer } from './service.ts';
import { viewerAsked } from './sharing.ts';
import { FEEDBACK_REASONS } from './tables.ts';
import { ChatMessage } from './types.ts';

const AnswerVote = builder.enumType('AnswerVote', { values: { UP: { value: 'up' }, DOWN: { value: 'down' } } as const });

export const FeedbackReason = builder.enumType('FeedbackReason', {
  description: 'Why an answer was voted down.',
  values: Object.fromEntries(FEEDBACK_REASONS.map((reason) => [reason.toUpperCase(), { value: reason }])) as {
    WRONG: { value: 'wrong' };
    OUTDATED: { value: 'outdated' };
    NOT_FOUND: { value: 'not_found' };
    NOT_RELEVANT: { value: 'not_relevant' };
  },
});

builder.drizzleObject('answerFeedback', {
  name: 'AnswerFeedback',
  description: 'What the asker thought of an answer.',
  fields: (t) => ({
    vote: t.expose('vote', { type: AnswerVote }),
    reasons: t.expose('reasons', { type: [FeedbackReason] }),
    comment: t.exposeString('comment'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.drizzleObjectField(ChatMessage, 'feedback', (t) =>
  t.relation('feedback', {
    nullable: true,
    description: 'The asker’s vote on an answer, if they gave one; theirs alone (null in a conversation shared with the viewer).',
    authScopes: (m, _args, ctx) => viewerAsked(ctx, m),
    unauthorizedResolver: () => null,
  }),
);

const RateAnswerInput = builder.inputType('RateAnswerInput', {
  fields: (t) => ({
    messageId: t.globalID({ required: true, for: ChatMessage }),
    vote: t.field({ type: AnswerVote, required: false, description: 'Null takes the vote back.' }),
    reasons: t.field({ type: [FeedbackReason], required: false, description: 'With a vote down: what was wrong.' }),
    comment: t.string({ required: false, description: 'At most 1,000 characters.' }),
  }),
});

builder.mutationField('rateAnswer', (t) =>
  t.authField({
    type: ChatMessage,
    description: 'Votes on an answer of the viewer’s own conversation, changes the vote, or takes it back; one vote per answer.',
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: RateAnswerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const answer = await ownAnswer(ctx, actorOf(ctx), input.messageId.id);
      await rateAnswer(ctx.db, answer, { vote: input.vote ?? null, reasons: input.reasons, comment: input.comment }, ctx.now);
      return answer;
    },
  }),
);
