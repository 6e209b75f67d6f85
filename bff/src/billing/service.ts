import type { BillingConfig } from '../config.ts';
import type { SignedInContext } from '../request/context.ts';
import { createAlipay } from './alipay.ts';
import { grantInvitationReward } from './gifts.ts';
import type { Billing } from './ports.ts';

const built = new WeakMap<BillingConfig, Billing>();

/** The process's billing for its configuration (built on first use, then shared by every request). */
export function billingFor(config: BillingConfig): Billing {
  let billing = built.get(config);
  if (!billing) built.set(config, (billing = { config, alipay: createAlipay(config.alipay), rewardInvitation: grantInvitationReward }));
  return billing;
}

/** The operator acting, on a field the `operator` scope let them reach. */
export function operatorOf(ctx: SignedInContext) {
  return { userId: ctx.viewer.user.id, name: ctx.viewer.user.displayName };
}
