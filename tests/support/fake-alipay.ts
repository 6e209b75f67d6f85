/**
 * A local Alipay gateway for tests (API and browser), answering the shapes of Alipay's documented
 * openapi gateway for page payment, trade query and refund, signed RSA2 with a key pair of its own.
 *
 *   const alipay = await startFakeAlipay();
 *   const app = await startTestApp({ ...alipay.env, PUBLIC_URL: ... });   // ALIPAY_GATEWAY, _APP_ID, _PRIVATE_KEY, _PUBLIC_KEY, _KEY_TYPE
 *   ...
 *   await alipay.close();
 *
 * The browser, sent to the URL `payOrderWithAlipay` answers (`GET {gateway}?method=alipay.trade.page.pay…`),
 * gets a payment page (title "Alipay (test gateway)") with the order number, the amount and a button
 * **Pay now** (`<button type="submit">`). Paying marks the trade paid, POSTs the signed notify to the
 * order's `notify_url` (unless `dropNotifies` is set: a lost notify, for reconciliation to find), and
 * redirects the browser to the order's `return_url` with Alipay's signed return parameters.
 *
 * For API tests:
 *  - `trades`: every trade by `out_trade_no` (`status` WAIT_BUYER_PAY | TRADE_SUCCESS | TRADE_CLOSED,
 *    `tradeNo`, `totalAmount` in yuan, `notifyUrl`, `returnUrl`, `refunds`).
 *  - `pay(outTradeNo, { notify })`: pays a trade opened by a page visit (`open` opens one without a
 *    browser, from the payment URL); answers the notify's response text (or null when not sent).
 *  - `notifyFields(trade, overrides)`: a notify's fields signed by the fake's "Alipay" key (after the
 *    overrides, so a changed amount or app is still correctly signed); `signWith: 'forged'` signs with
 *    another key, `digest: 'RSA-SHA1'` signs as Alipay's older `RSA` type does, and `signType` is the
 *    `sign_type` sent (`RSA2` unless given; null sends none); `postNotify(url, fields)` posts them as
 *    a form and answers the response text.
 *  - `requests`: the gateway methods called (`alipay.trade.query`, `alipay.trade.refund`), in order.
 *  - `failNextRequest`: the next gateway call answers HTTP 500.
 * `freePort()` gives a port for the app whose PUBLIC_URL Alipay is sent back to.
 * Requests to the gateway are checked against the app's public key: a wrongly signed call is refused
 * with Alipay's `isv.invalid-signature`.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTrade = {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notifyUrl: string | null;
  returnUrl: string | null;
  notifyId: string;
  refunds: { amount: string; requestNo: string }[];
};

export type FakeAlipay = {
  url: string;
  gateway: string;
  appId: string;
  env: Record<string, string>;
  trades: Map<string, FakeTrade>;
  /** Paying does not send the notify (it is "lost"); the return redirect still happens. */
  dropNotifies: boolean;
  failNextRequest: boolean;
  requests: string[];
  /** Opens the trade a payment URL describes (as the browser's visit would). */
  open: (paymentUrl: string) => FakeTrade;
  pay: (outTradeNo: string, options?: { notify?: boolean }) => Promise<string | null>;
  notifyFields: (
    trade: FakeTrade,
    overrides?: Record<string, string>,
    options?: { signWith?: 'alipay' | 'forged'; digest?: 'RSA-SHA256' | 'RSA-SHA1'; signType?: string | null },
  ) => Record<string, string>;
  postNotify: (url: string, fields: Record<string, string>) => Promise<string>;
  close: () => Promise<void>;
};

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

/**
 * Alipay's string to sign: the fields sorted, `k=v` joined by `&`, without `sign` (and, for what
 * Alipay sends — notifies, returns — without `sign_type`; an app's requests sign it too).
 */
const signingString = (fields: Record<string, string>, withSignType = false) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign' && (withSignType || k !== 'sign_type') && fields[k] !== undefined && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

const rsa2 = (text: string, privatePem: string, digest = 'RSA-SHA256') => createSign(digest).update(text, 'utf8').sign(privatePem, 'base64');

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeAlipay(options: { appId?: string } = {}): Promise<FakeAlipay> {
  const appId = options.appId ?? '2026000000000001';
  const app = pair();
  const alipayKeys = pair();
  const forged = pair();
  const trades = new Map<string, FakeTrade>();
  const requests: string[] = [];
  let counter = 0;

  const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

  const fake: FakeAlipay = {
    url: '',
    gateway: '',
    appId,
    env: {},
    trades,
    dropNotifies: false,
    failNextRequest: false,
    requests,
    open: (paymentUrl) => openTrade(new URL(paymentUrl).searchParams),
    pay: async (outTradeNo, { notify = true } = {}) => {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      if (!notify || fake.dropNotifies || !trade.notifyUrl) return null;
      return fake.postNotify(trade.notifyUrl, fake.notifyFields(trade));
    },
    notifyFields: (trade, overrides = {}, { signWith = 'alipay', digest = 'RSA-SHA256', signType = 'RSA2' } = {}) => {
      const fields: Record<string, string> = {
        notify_time: now(),
        notify_type: 'trade_status_sync',
        notify_id: trade.notifyId,
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        subject: trade.subject,
        trade_status: trade.status === 'WAIT_BUYER_PAY' ? 'TRADE_SUCCESS' : trade.status,
        gmt_payment: now(),
        seller_id: '2088000000000001',
        ...overrides,
      };
      const sign = rsa2(signingString(fields), signWith === 'forged' ? forged.privatePem : alipayKeys.privatePem, digest);
      return { ...fields, ...(signType === null ? {} : { sign_type: signType }), sign };
    },
    postNotify: async (url, fields) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(fields).toString() });
      return response.text();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function openTrade(params: URLSearchParams): FakeTrade {
    const biz = JSON.parse(params.get('biz_content') ?? '{}') as { out_trade_no?: string; total_amount?: string; subject?: string };
    if (!biz.out_trade_no || !biz.total_amount) throw new Error('a page payment without out_trade_no or total_amount');
    const existing = trades.get(biz.out_trade_no);
    if (existing) return existing;
    const trade: FakeTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: `2026${String(++counter).padStart(8, '0')}${randomBytes(4).toString('hex')}`,
      totalAmount: biz.total_amount,
      subject: biz.subject ?? '',
      status: 'WAIT_BUYER_PAY',
      notifyUrl: params.get('notify_url'),
      returnUrl: params.get('return_url'),
      notifyId: randomBytes(12).toString('hex'),
      refunds: [],
    };
    trades.set(trade.outTradeNo, trade);
    return trade;
  }

  /** Checks a gateway call's signature with the app's public key, as Alipay does. */
  const signedByApp = (fields: Record<string, string>) => {
    try {
      return createVerify('RSA-SHA256').update(signingString(fields, true), 'utf8').verify(app.publicPem, fields.sign ?? '', 'base64');
    } catch {
      return false;
    }
  };

  const answer = (response: ServerResponse, method: string, body: Record<string, unknown>) => {
    const key = `${method.replaceAll('.', '_')}_response`;
    const json = JSON.stringify(body);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(`{"${key}":${json},"sign":"${rsa2(json, alipayKeys.privatePem)}"}`);
  };

  const page = (response: ServerResponse, trade: FakeTrade) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Alipay (test gateway)</title></head>
<body><main><h1>Alipay (test gateway)</h1>
<p>Order <strong data-testid="out-trade-no">${escapeHtml(trade.outTradeNo)}</strong></p>
<p>Amount <strong data-testid="amount">¥${escapeHtml(trade.totalAmount)}</strong></p>
<form method="post" action="/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}"><button type="submit">Pay now</button></form>
</main></body></html>`);
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    try {
      if (request.method === 'GET' && url.pathname === '/gateway.do' && url.searchParams.get('method') === 'alipay.trade.page.pay') {
        const fields = Object.fromEntries(url.searchParams);
        if (fields.app_id !== appId || !signedByApp(fields)) {
          response.writeHead(400, { 'content-type': 'text/plain' });
          response.end('invalid signature');
          return;
        }
        page(response, openTrade(url.searchParams));
        return;
      }
      if (request.method === 'POST' && url.pathname === '/pay') {
        const form = new URLSearchParams(await readBody(request));
        const trade = trades.get(form.get('out_trade_no') ?? '');
        if (!trade) {
          response.writeHead(404).end('no such trade');
          return;
        }
        await fake.pay(trade.outTradeNo).catch(() => null);
        if (!trade.returnUrl) {
          response.writeHead(200, { 'content-type': 'text/plain' }).end('paid');
          return;
        }
        const back: Record<string, string> = {
          method: 'alipay.trade.page.pay.return',
          app_id: appId,
          charset: 'utf-8',
          out_trade_no: trade.outTradeNo,
          trade_no: trade.tradeNo,
          total_amount: trade.totalAmount,
          seller_id: '2088000000000001',
          timestamp: now(),
          version: '1.0',
        };
        const target = new URL(trade.returnUrl);
        for (const [k, v] of Object.entries({ ...back, sign_type: 'RSA2', sign: rsa2(signingString(back), alipayKeys.privatePem) })) target.searchParams.set(k, v);
        response.writeHead(303, { location: target.toString() }).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/gateway.do') {
        const fields = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(await readBody(request))) };
        const method = fields.method ?? '';
        requests.push(method);
        if (fake.failNextRequest) {
          fake.failNextRequest = false;
          response.writeHead(500).end('gateway down');
          return;
        }
        if (fields.app_id !== appId || !signedByApp(fields)) {
          answer(response, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: 'invalid signature' });
          return;
        }
        const biz = JSON.parse(fields.biz_content ?? '{}') as { out_trade_no?: string; refund_amount?: string; out_request_no?: string };
        const trade = trades.get(biz.out_trade_no ?? '');
        if (!trade) {
          answer(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: 'trade does not exist' });
          return;
        }
        if (method === 'alipay.trade.query') {
          answer(response, method, {
            code: '10000',
            msg: 'Success',
            trade_no: trade.tradeNo,
            out_trade_no: trade.outTradeNo,
            trade_status: trade.status,
            total_amount: trade.totalAmount,
          });
          return;
        }
        if (method === 'alipay.trade.refund') {
          if (trade.status !== 'TRADE_SUCCESS') {
            answer(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: 'trade not paid' });
            return;
          }
          if (!trade.refunds.some((r) => r.requestNo === biz.out_request_no)) trade.refunds.push({ amount: biz.refund_amount ?? '', requestNo: biz.out_request_no ?? '' });
          answer(response, method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, refund_fee: biz.refund_amount, fund_change: 'Y' });
          return;
        }
        answer(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.METHOD_NOT_SUPPORTED' });
        return;
      }
      response.writeHead(404).end('not found');
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.gateway = `${fake.url}/gateway.do`;
  fake.env = {
    ALIPAY_GATEWAY: fake.gateway,
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: app.privatePem,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicPem,
    ALIPAY_KEY_TYPE: 'PKCS8',
  };
  return fake;
}
