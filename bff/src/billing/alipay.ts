/**
 * Alipay through its official SDK (RSA2): the page-pay URL, the notify's signature, and the
 * gateway calls reconciliation and refunds make (`alipay.trade.query`, `alipay.trade.refund`),
 * whose answers' signatures the SDK checks too. Gateway, app ID and keys come from the
 * environment (README, "Billing"); without them there is no client and Alipay is "not configured".
 */
import { AlipaySdk } from 'alipay-sdk';
import type { BillingConfig } from '../config.ts';
import { fenToYuan, yuanToFen } from './money.ts';

export type AlipayTrade = { status: 'paid' | 'unpaid' | 'closed' | 'missing'; tradeNo: string | null; amountFen: number | null };

export type Alipay = {
  appId: string;
  sellerId: string | undefined;
  /** Where to send the buyer's browser to pay the order. */
  pageUrl: (order: { number: string; totalFen: number; subject: string; expiresAt: Date }, urls: { returnUrl: string; notifyUrl: string }, now: Date) => string;
  /** Whether a notify (its parsed form fields) carries Alipay's signature. */
  verifyNotify: (fields: Record<string, string>) => boolean;
  /** What Alipay knows of the order's trade. */
  query: (number: string) => Promise<AlipayTrade>;
  /** Refunds the order's amount; answers whether Alipay accepted it. */
  refund: (input: { number: string; amountFen: number; reason: string; requestNo: string }) => Promise<boolean>;
};

/** The one signature type this app is set up for: Alipay signs its notifies with it too. */
const SIGN_TYPE = 'RSA2';

/** Alipay's trade statuses that mean the money was taken. */
export const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function createAlipay(config: BillingConfig['alipay']): Alipay | null {
  if (!config) return null;
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    keyType: config.keyType,
    signType: SIGN_TYPE,
    timeout: 10_000,
  });
  return {
    appId: config.appId,
    sellerId: config.sellerId,
    pageUrl: (order, urls, now) => {
      const minutes = Math.max(1, Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000));
      return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
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
    verifyNotify: (fields) => {
      // The SDK verifies with the algorithm the notify itself names (`RSA`: SHA-1; none: RSA2), so a
      // notify naming anything but the configured type is refused before it is asked.
      if (fields.sign_type !== SIGN_TYPE) return false;
      try {
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },
    query: async (number) => {
      const result = (await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: number } }, { validateSign: true })) as {
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
      const result = (await sdk.exec(
        'alipay.trade.refund',
        { bizContent: { out_trade_no: input.number, refund_amount: fenToYuan(input.amountFen), refund_reason: input.reason, out_request_no: input.requestNo } },
        { validateSign: true },
      )) as { code?: string; fundChange?: string };
      return result.code === '10000';
    },
  };
}
