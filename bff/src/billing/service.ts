import type { BillingConfig } from '../config.ts';
import type { Context } from '../graphql/context.ts';
import { createAlipay, type Alipay } from './alipay.ts';

/** Billing's settings and its Alipay client (null: not configured), built once per process. */
export type Billing = { config: BillingConfig; alipay: Alipay | null };

const built = new WeakMap<BillingConfig, Billing>();

/** The process's billing for its configuration (built on first use, then shared by every request). */
export function billingFor(config: BillingConfig): Billing {
  let billing = built.get(config);
  if (!billing) built.set(config, (billing = { config, alipay: createAlipay(config.alipay) }));
  return billing;
}

/**
 * Whether the viewer is a platform operator (BILLING_OPERATORS lists e-mails or user IDs): a
 * person signed in with a session, never an access token.
 */
export function isOperator(ctx: Pick<Context, 'viewer' | 'billing'>): boolean {
  const viewer = ctx.viewer;
  if (!viewer || viewer.token || !viewer.sessionId) return false;
  const operators = ctx.billing.config.operators;
  return operators.includes(viewer.user.id.toLowerCase()) || (!!viewer.user.email && operators.includes(viewer.user.email.toLowerCase()));
}

/** The operator acting, on a field the `operator` scope let them reach. */
export function operatorOf(ctx: Context) {
  return { userId: ctx.viewer!.user.id, name: ctx.viewer!.user.displayName };
}
