/** `Workspace.billing`: a workspace's version, limits, usage, subscriptions and payment methods. */
import { declareReadRule } from '../../graphql/access.ts';
import { builder } from '../../graphql/builder.ts';
import { badUserInput } from '../../request/errors.ts';
import { Workspace, WorkspaceVersion } from '../../workspaces/types.ts';
import { remainingDays } from '../../workspaces/versions.ts';
import { workspaceUsageHistory } from '../../workspaces/usage.ts';
import type { WorkspacePlanRow } from '../ports.ts';
import { canSeeBilling } from './access.ts';
import { LimitsRef, paymentMethodsOf, PaymentMethodsRef, UsageDayRef, UsageRef } from './values.ts';

// ── Billing of a workspace ─────────────────────────────────────────────────

export const Billing = builder.drizzleObject('workspaces', {
  variant: 'Billing',
  description: 'A workspace’s billing: its version, limits and usage, subscriptions and payment methods (creators and admins).',
  authScopes: declareReadRule<WorkspacePlanRow>('Billing', 'manage', (w, ctx) => canSeeBilling(ctx, w.id)),
  fields: (t) => ({
    version: t.field({ type: WorkspaceVersion, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).version }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).expiresAt }),
    remainingDays: t.int({
      nullable: true,
      description: 'Days left before the version expires; null when it does not.',
      resolve: async (w, _args, ctx) => remainingDays((await ctx.loaders.plans.load(w)).expiresAt, ctx.now),
    }),
    limits: t.field({ type: LimitsRef, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).limits }),
    addons: t.field({
      type: LimitsRef,
      description: 'What active add-ons add to the version’s limits (aiModel: the version’s).',
      resolve: async (w, _args, ctx) => {
        const plan = await ctx.loaders.plans.load(w);
        return { members: plan.addons.members, documents: plan.addons.documents, chatsPerDay: plan.addons.chats, aiModel: plan.limits.aiModel };
      },
    }),
    chatCredits: t.exposeInt('chatCredits', { description: 'Earned chats not yet used (invitation rewards), spent after the daily allowance.' }),
    usage: t.field({
      type: UsageRef,
      resolve: async (w, _args, ctx) => {
        const { members, pendingMembers } = ctx.loaders.workspaceCounts;
        const [joined, pending] = await Promise.all([members.load(w.id), pendingMembers.load(w.id)]);
        return { workspaceId: w.id, members: joined + pending };
      },
    }),
    usageHistory: t.field({
      type: [UsageDayRef],
      description: 'Usage per day for the last `days` days (1–366), oldest first, days without use included.',
      args: { days: t.arg.int({ required: false, defaultValue: 30 }) },
      resolve: (w, args, ctx) => {
        const days = args.days ?? 30;
        if (!Number.isInteger(days) || days < 1 || days > 366) throw badUserInput(ctx, 'usageDaysInvalid');
        return workspaceUsageHistory(ctx.db, w.id, days, ctx.now);
      },
    }),
    subscriptions: t.relatedConnection('billingSubscriptions', {
      description: 'Its subscriptions, newest first (expired and refunded ones too).',
      totalCount: true,
      query: { orderBy: { purchasedAt: 'desc', id: 'desc' } },
    }),
    paymentMethods: t.field({ type: PaymentMethodsRef, resolve: (_w, _args, ctx) => paymentMethodsOf(ctx) }),
  }),
});

builder.drizzleObjectField(Workspace, 'billing', (t) =>
  t.variant(Billing, {
    description: 'The workspace’s billing (creators and admins; members are refused).',
    authScopes: { admin: 'manage' },
  }),
);
