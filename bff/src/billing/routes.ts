import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExpectedError, NotFoundError } from '../request/errors.ts';
import type { Context } from '../request/context.ts';
import type { AppDeps } from '../http/deps.ts';
import { uploadedFile } from '../http/multipart.ts';
import { idFromPath } from '../http/path-ids.ts';
import { respond, signedInContext } from '../http/rest.ts';
import { sniffFileType } from '../identity/file-types.ts';
import { FILE_CSP, uploadPath } from '../identity/uploads.ts';
import { IMAGE_TYPES } from '../validation/uploads.ts';
import { actingMember } from '../graphql/access.ts';
import { yuanToFen } from './money.ts';
import { recordAlipayPayment } from './checkout.ts';
import { findOrder } from './orders.ts';
import { attachReceipt } from './transfers.ts';
import { ALIPAY_NOTIFY_PATH, ALIPAY_RETURN_PATH } from './payments.ts';
import { billingFor } from './service.ts';
import { PAID_STATUSES } from './alipay.ts';
import { billingOrders } from './tables.ts';
import { eq } from 'drizzle-orm';
import { isOperator } from '../request/viewer.ts';

/** What a transfer receipt may be: an image (not SVG, which can carry script) or a PDF, known by its content. */
const RECEIPT_TYPES: Record<string, string> = {
  jpeg: IMAGE_TYPES.jpeg,
  png: IMAGE_TYPES.png,
  gif: IMAGE_TYPES.gif,
  bmp: IMAGE_TYPES.bmp,
  webp: IMAGE_TYPES.webp,
  pdf: 'application/pdf',
};
const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** Stores a receipt's bytes by content hash beside the other uploads (write, then rename). */
async function storeReceipt(uploadDir: string, bytes: Buffer) {
  const type = sniffFileType(bytes);
  const mediaType = type ? RECEIPT_TYPES[type] : undefined;
  if (!mediaType) throw new ExpectedError('receiptTypeNotAllowed');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const target = uploadPath(uploadDir, sha256);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
  return { sha256, mediaType };
}

/** The order a receipt route names, for whoever may read its receipt: the workspace's creators and admins, and operators. */
async function orderWithReceiptAccess(ctx: Context, rawId: string) {
  const id = idFromPath(rawId, 'Order', 'orderNotFound');
  const actor = actingMember(ctx);
  if (actor && actor.wsUserType >= 2) {
    const [own] = await ctx.db.select().from(billingOrders).where(eq(billingOrders.id, id)).limit(1);
    if (own && own.workspaceId === actor.workspaceId) return own;
  }
  if (isOperator(ctx)) {
    const [any] = await ctx.db.select().from(billingOrders).where(eq(billingOrders.id, id)).limit(1);
    if (any) return any;
  }
  throw new NotFoundError('orderNotFound');
}

/** A form body as Alipay posts it (application/x-www-form-urlencoded), each field once. */
function formFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object') return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}

export async function billingRoutes(app: FastifyInstance, deps: AppDeps) {
  const billing = billingFor(deps.config.billing);

  // The buyer's transfer receipt: pending → processing. Its bytes are checked by content.
  app.post<{ Params: { id: string } }>('/api/billing/orders/:id/receipt', async (request) => {
    const ctx = await signedInContext(deps, request);
    const actor = actingMember(ctx);
    if (!actor || actor.wsUserType < 2) throw new NotFoundError('orderNotFound');
    const orderId = idFromPath(request.params.id, 'Order', 'orderNotFound');
    await findOrder(ctx.db, actor.workspaceId, orderId);
    const file = await uploadedFile(request, { maxBytes: RECEIPT_MAX_BYTES });
    const stored = await storeReceipt(ctx.uploadDir, file.bytes);
    const name = path.basename(file.name || 'receipt').slice(0, 200);
    const order = await attachReceipt(ctx, { ...actor, name: ctx.viewer.membership?.wsUsername || ctx.viewer.user.displayName }, orderId, { ...stored, name });
    return respond(ctx, { id: order.id, number: order.number, status: order.status, receipt_url: `/api/billing/orders/${order.id}/receipt` });
  });

  // The receipt, for the workspace's creators and admins and for operators only.
  app.get<{ Params: { id: string } }>('/api/billing/orders/:id/receipt', async (request, reply) => {
    const ctx = await signedInContext(deps, request);
    const order = await orderWithReceiptAccess(ctx, request.params.id);
    if (!order.receiptSha256 || !order.receiptMediaType) throw new NotFoundError('receiptNotFound');
    return reply
      .header('Content-Type', order.receiptMediaType)
      .header('Content-Security-Policy', FILE_CSP)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(order.receiptName ?? 'receipt')}`)
      .send(createReadStream(uploadPath(deps.config.uploadDir, order.receiptSha256)));
  });

  // Alipay's asynchronous notify: no session; its own signature, app, order and amount are checked.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(ALIPAY_NOTIFY_PATH, async (request, reply) => {
      const outcome = await handleNotify(deps, billing, request);
      // Exactly `success` stops Alipay's retries; anything else makes it try again later.
      return reply.code(200).header('Content-Type', 'text/plain; charset=utf-8').send(outcome ? 'success' : 'fail');
    });
  });

  // Where Alipay sends the buyer back: to the orders page, which shows the order as it is now.
  app.get(ALIPAY_RETURN_PATH, async (request, reply) => {
    const number = (request.query as Record<string, unknown>).out_trade_no;
    const target = typeof number === 'string' && /^\d{8,20}$/.test(number) ? `/manage/settings/order?order=${number}` : '/manage/settings/order';
    return reply.redirect(target, 303);
  });
}

/** Checks and records one notify; answers whether Alipay may stop sending it. */
async function handleNotify(deps: AppDeps, billing: ReturnType<typeof billingFor>, request: FastifyRequest): Promise<boolean> {
  const log = request.log;
  const alipay = billing.alipay;
  const isForm = (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  const fields = isForm ? formFields(request.body) : null;
  if (!alipay || !fields) {
    log.warn({ configured: !!alipay }, 'alipay notify refused: not configured or not a form');
    return false;
  }
  const summary = { out_trade_no: fields.out_trade_no, trade_no: fields.trade_no, notify_id: fields.notify_id, total_amount: fields.total_amount, app_id: fields.app_id };
  if (!(await alipay.verifyNotify(fields))) {
    log.warn(summary, 'alipay notify refused: bad signature');
    return false;
  }
  if (fields.app_id !== alipay.appId || (alipay.sellerId && fields.seller_id !== alipay.sellerId)) {
    log.warn(summary, 'alipay notify refused: another app or seller');
    return false;
  }
  if (!PAID_STATUSES.has(fields.trade_status ?? '')) {
    // WAIT_BUYER_PAY, TRADE_CLOSED: nothing to record, and nothing to retry.
    log.info(summary, 'alipay notify without payment');
    return true;
  }
  const amountFen = yuanToFen(fields.total_amount);
  if (amountFen === null || !fields.out_trade_no || !fields.trade_no) {
    log.warn(summary, 'alipay notify refused: fields missing');
    return false;
  }
  const outcome = await recordAlipayPayment(deps.database.db, { number: fields.out_trade_no, tradeNo: fields.trade_no, amountFen, appId: fields.app_id }, deps.clock());
  switch (outcome) {
    case 'paid':
      log.info(summary, 'alipay payment recorded');
      return true;
    case 'alreadyPaid':
      return true;
    case 'unknownOrder':
    case 'wrongAmount':
      log.warn({ ...summary, outcome }, 'alipay notify refused');
      return false;
    case 'otherTrade':
      // The order was paid by another trade too: money taken twice, for an operator to refund.
      log.error({ ...summary, outcome }, 'alipay notify for an order already paid by another trade');
      return true;
  }
}
