/** What is for sale and what an order would cost now: the catalogue and quotes (reads only). */
import { builder } from '../../graphql/builder.ts';
import { badUserInput, ExpectedError } from '../../request/errors.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { WorkspaceVersion } from '../../workspaces/types.ts';
import { actorOf } from '../../workspaces/acting.ts';
import { catalogueVersions, cataloguePrices } from '../plan.ts';
import { quoteOrder, type Quote } from '../quotes.ts';
import { ADDON_KINDS, type OrderRow } from '../tables.ts';
import { AddonKind, BillingItem, BillingPeriod, CreditRuleEnum, LimitsRef } from './values.ts';
import type { Limits } from '../ports.ts';

// ── Catalogue and quotes ───────────────────────────────────────────────────

type CatalogueVersionShape = { version: 'free' | 'team' | 'enterprise' | 'ultimate'; limits: Limits; prices: { period: OrderRow['period']; amountFen: number }[] };
const CataloguePriceRef = builder.objectRef<{ period: OrderRow['period']; amountFen: number }>('CataloguePrice').implement({
  fields: (t) => ({ period: t.expose('period', { type: BillingPeriod }), amountFen: t.exposeInt('amountFen') }),
});
const CatalogueVersionRef = builder.objectRef<CatalogueVersionShape>('CatalogueVersion').implement({
  description: 'A version of the catalogue: its limits and its prices (none for free).',
  fields: (t) => ({
    version: t.expose('version', { type: WorkspaceVersion }),
    name: t.string({ resolve: (v, _args, ctx) => translate(ctx.locale, `billingVersion_${v.version}` as MessageKey) }),
    limits: t.field({ type: LimitsRef, resolve: (v) => v.limits }),
    prices: t.field({ type: [CataloguePriceRef], resolve: (v) => v.prices }),
  }),
});
const CatalogueAddonRef = builder.objectRef<{ kind: 'chats' | 'documents' | 'members'; quantity: number; period: OrderRow['period']; amountFen: number }>('CatalogueAddon').implement({
  description: 'An add-on of the catalogue: `quantity` more chats a day, documents or members, for a period.',
  fields: (t) => ({
    kind: t.expose('kind', { type: AddonKind }),
    item: t.field({ type: BillingItem, resolve: (a) => a.kind }),
    quantity: t.exposeInt('quantity'),
    period: t.expose('period', { type: BillingPeriod }),
    amountFen: t.exposeInt('amountFen'),
  }),
});
const CatalogueRef = builder.objectRef<{ versions: CatalogueVersionShape[]; addons: { kind: 'chats' | 'documents' | 'members'; quantity: number; period: OrderRow['period']; amountFen: number }[] }>('BillingCatalogue').implement({
  description: 'What is for sale: versions with their limits and prices, and add-ons (amounts in fen).',
  fields: (t) => ({
    versions: t.field({ type: [CatalogueVersionRef], resolve: (c) => c.versions }),
    addons: t.field({ type: [CatalogueAddonRef], resolve: (c) => c.addons }),
  }),
});

builder.queryField('billingCatalogue', (t) =>
  t.authField({
    type: CatalogueRef,
    description: 'The catalogue: versions, limits, prices and add-ons (creators and admins; operators).',
    authScopes: { admin: 'manage', operator: true },
    resolve: async (_root, _args, ctx) => {
      const [versions, prices] = await Promise.all([catalogueVersions(ctx.db), cataloguePrices(ctx.db)]);
      return {
        versions: versions.map((v) => ({
          version: v.version,
          limits: { members: v.members, documents: v.documents, chatsPerDay: v.chatsPerDay, aiModel: v.aiModel },
          prices: prices.filter((p) => p.item === v.version).map((p) => ({ period: p.period, amountFen: p.amountFen })),
        })),
        addons: prices
          .filter((p): p is typeof p & { item: 'chats' | 'documents' | 'members' } => (ADDON_KINDS as readonly string[]).includes(p.item))
          .map((p) => ({ kind: p.item, quantity: p.quantity, period: p.period, amountFen: p.amountFen })),
      };
    },
  }),
);

export const OrderInput = builder.inputType('OrderInput', {
  fields: (t) => ({
    item: t.field({ type: BillingItem, required: true }),
    period: t.field({ type: BillingPeriod, required: true }),
    quantity: t.int({ required: false, defaultValue: 1, description: 'How many periods (1 by default; ignored for PERMANENT): up to 10 years, 36 months or 365 days.' }),
  }),
});

const OrderQuoteRef = builder.objectRef<Quote>('OrderQuote').implement({
  description: 'The price of an order if made now, in fen: amount less credit is the total.',
  fields: (t) => ({
    item: t.expose('item', { type: BillingItem }),
    period: t.expose('period', { type: BillingPeriod }),
    quantity: t.exposeInt('periods', { description: 'How many periods.' }),
    addonQuantity: t.exposeInt('quantity', { description: 'An add-on’s size; 0 for a version.' }),
    unitFen: t.exposeInt('unitFen', { description: 'The price of one period.' }),
    amountFen: t.exposeInt('amountFen'),
    creditFen: t.exposeInt('creditFen'),
    totalFen: t.exposeInt('totalFen'),
    creditRule: t.field({ type: CreditRuleEnum, resolve: (q) => q.creditRule }),
    creditReason: t.string({ description: 'The rule behind the credit, in the caller’s language.', resolve: (q, _args, ctx) => translate(ctx.locale, `billingCredit_${q.creditRule}` as MessageKey) }),
  }),
});

builder.queryField('orderQuote', (t) =>
  t.authField({
    type: OrderQuoteRef,
    description: 'What an order would cost now, with the current subscription’s remainder credited or the rule why not (creators and admins).',
    authScopes: { admin: 'manage' },
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        return await quoteOrder(ctx.db, actorOf(ctx).workspaceId, { item: input.item, period: input.period, periods: input.quantity }, ctx.now);
      } catch (error) {
        // A query has no typed errors: bad input is the client's, in the caller's language.
        if (error instanceof ExpectedError) throw badUserInput(ctx, error.key);
        throw error;
      }
    },
  }),
);
