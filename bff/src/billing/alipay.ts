/**
 * Alipay through its official SDK (RSA2): the page-pay URL, the notify's signature, and the
 * gateway calls reconciliation and refunds make (`alipay.trade.query`, `alipay.trade.refund`),
 * whose answers' signatures the SDK checks too. Gateway, app ID and keys come from the
 * environment (README, "Billing"); without them there is no client and Alipay is "not configured".
 */
import type { AlipaySdk } from 'alipay-sdk';
import type { BillingConfig } from '../config.ts';
import { fenToYuan, yuanToFen } from './money.ts';
import type { Alipay } from './ports.ts';

/** The one signature type this app is set up for: Alipay signs its notifies with it too. */
const SIGN_TYPE = 'RSA2';

/** Alipay's trade statuses that mean the money was taken. */
export const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function createAlipay(config: BillingConfig['alipay']): Alipay | null {
  if (!config) return null;
  // The SDK loads, and reads the keys, when Alipay is first used: a start does not need it.
  let loading: Promise<AlipaySdk> | undefined;
  const client = () =>
    (loading ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: config.appId,
          privateKey: config.privateKey,
          alipayPublicKey: config.alipayPublicKey,
          gateway: config.gateway,
          keyType: config.keyType,
          signType: SIGN_TYPE,
          timeout: 10_000,
        }),
    ));
  return {
    appId: config.appId,
    sellerId: config.sellerId,
    pageUrl: async (order, urls, now) => {
      const minutes = Math.max(1, Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000));
      return (await client()).pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.number,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuan(order.totalFen),
          subject: order.subject,
          timeout_express: `${Math.min(minutes, 15 * 24 * 60)}m`,
        },
        returnUrl: urls.returnUrl,
        notifyUrl: urls.notifyUrl,
      });
    },
    verifyNotify: async (fields) => {
      // The SDK verifies with the algorithm the notify itself names (`RSA`: SHA-1; none: RSA2), so a
      // notify naming anything but the configured type is refused before it is asked.
      if (fields.sign_type !== SIGN_TYPE) return false;
      const sdk = await client();
      try {
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },
    query: async (number) => {
      const result = (await (await client()).exec('alipay.trade.query', { bizContent: { out_trade_no: number } }, { validateSign: true })) as {
        code?: string;
        subCode?: string;
        tradeStatus?: string;
        tradeNo?: string;
        totalAmount?: string;
      };
      if (result.code !== '10000') return { status: 'missing', tradeNo: null, amountFen: null };
      const status = PAID_STATUSES.has(result.tradeStatus ?? '') ? 'paid' : result.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'unpaid';
      return { status, tradeNo: result.tradeNo ?? null, amountFen: yuanToFen(result.totalAmount) };
    },
    refund: async (input) => {
      const result = (await (await client()).exec(
        'alipay.trade.refund',
        { bizContent: { out_trade_no: input.number, refund_amount: fenToYuan(input.amountFen), refund_reason: input.reason, out_request_no: input.requestNo } },
        { validateSign: true },
      )) as { code?: string; fundChange?: string };
      return result.code === '10000';
    },
  };
}
