/** A workspace's subscriptions as GraphQL sees them: what it holds, for how long, from where. */
import { declareReadRule } from '../../graphql/access.ts';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../request/context.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { Item, SubscriptionRow } from '../tables.ts';
import { canSeeBilling } from './access.ts';
import { BillingItem, SubscriptionSource } from './values.ts';

// ── Subscriptions ──────────────────────────────────────────────────────────

export const itemLabel = (ctx: Context, item: Item) => translate(ctx.locale, `billingItem_${item}` as MessageKey);

export const BillingSubscription = builder.drizzleObject('billingSubscriptions', {
  name: 'BillingSubscription',
  description: 'Something the workspace holds: a version or an add-on, for a time, from an order or a gift.',
  authScopes: declareReadRule<SubscriptionRow>('BillingSubscription', 'manage', (s, ctx) => canSeeBilling(ctx, s.workspaceId)),
  fields: (t) => ({
    internalID: t.exposeString('id'),
    item: t.expose('item', { type: BillingItem }),
    quantity: t.exposeInt('quantity', { description: 'An add-on’s size (extra chats a day, documents, members); 0 for a version.' }),
    creditedChats: t.exposeInt('creditedChats', { description: 'Chats credited once to the workspace’s earned chats (an invitation’s reward).' }),
    name: t.string({
      resolve: (s, _args, ctx) =>
        s.creditedChats > 0 ? translate(ctx.locale, 'billingInvitationReward').replace('{n}', String(s.creditedChats)) : itemLabel(ctx, s.item),
    }),
    detail: t.exposeString('detail', { description: 'The order’s number, who joined (an invitation’s reward), or an operator’s note.' }),
    source: t.expose('source', { type: SubscriptionSource }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'Null: permanent.' }),
    purchasedAt: t.expose('purchasedAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When a refund ended it.' }),
    active: t.boolean({
      description: 'Whether it runs now (started, not ended, not revoked).',
      resolve: (s, _args, ctx) => !s.revokedAt && s.startsAt <= ctx.now && (s.endsAt === null || s.endsAt > ctx.now),
    }),
  }),
});
