import type { Context } from '../request/context.ts';
import { ExpectedError } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { ActingMember } from '../request/viewer.ts';
import { choosePaymentMethod } from './checkout.ts';

/** A payment method this server has not been configured for (Alipay's keys, the bank account). */
export class PaymentMethodUnavailableError extends ExpectedError {
  override readonly status = 409;
  constructor(key: Extract<MessageKey, 'alipayNotConfigured' | 'bankTransferNotConfigured'>) {
    super(key);
  }
}

/** Where Alipay sends the browser back, and where it posts its notifies. */
export const ALIPAY_RETURN_PATH = '/api/billing/alipay/return';
export const ALIPAY_NOTIFY_PATH = '/api/billing/alipay/notify';

/** Chooses Alipay for a pending order and answers the page to pay it at. */
export async function alipayPageUrl(ctx: Context, actor: ActingMember, orderId: string) {
  const alipay = ctx.billing.alipay;
  if (!alipay) throw new PaymentMethodUnavailableError('alipayNotConfigured');
  const order = await choosePaymentMethod(ctx, actor, orderId, 'alipay');
  const paymentUrl = await alipay.pageUrl(
    { number: order.number, totalFen: order.totalFen, subject: `Zhiwen ${order.number}`, expiresAt: order.expiresAt },
    { returnUrl: `${ctx.publicUrl}${ALIPAY_RETURN_PATH}`, notifyUrl: `${ctx.publicUrl}${ALIPAY_NOTIFY_PATH}` },
    ctx.now,
  );
  return { order, paymentUrl };
}
