/**
 * Orders and their state machine. Every transition is one guarded statement (`UPDATE … WHERE
 * status = <the status it leaves>`) in one transaction with its history row and its effects, so a
 * transition raced by another (two operators confirming, a notify replayed) happens once: the
 * loser finds the order moved and changes nothing.
 *
 *   pending ──receipt──▶ processing ──confirm──▶ paid ──▶ completed ──refund──▶ refunding ──▶ refunded
 *      │  ◀──reject (reason)──┘                    ▲           paid ──refund──▶ refunding
 *      ├──Alipay notify / reconciliation───────────┘
 *      ├──cancel (its maker)──▶ cancelled ──Alipay says paid──▶ paid
 *      └──expiry (sweep)──────▶ expired   ──Alipay says paid──▶ paid
 *
 * A payment Alipay proves is never lost: it moves even a cancelled or expired order to paid.
 */
import { recordOrderEvent } from './order-events.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ExpectedError, NotFoundError } from '../request/errors.ts';
import { billingOrders, type ActorKind, type OrderRow, type OrderStatus } from './tables.ts';

/** What a transition needs of the database: a connection or the caller's transaction. */
export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** The transitions the state machine allows, from each status. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'paid', 'cancelled', 'expired'],
  processing: ['paid', 'pending'],
  paid: ['completed', 'refunding'],
  completed: ['refunding'],
  refunding: ['refunded'],
  cancelled: ['paid'],
  expired: ['paid'],
  refunded: [],
};

/** An order cannot move so (its status changed, or the move is never allowed). */
export class OrderTransitionError extends ExpectedError {
  override readonly status = 409;
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super('orderTransitionRefused');
  }
}

export type Actor = { kind: ActorKind; userId: string | null; name: string | null };
export const SYSTEM: Actor = { kind: 'system', userId: null, name: null };
export const ALIPAY: Actor = { kind: 'alipay', userId: null, name: null };

/**
 * Moves the order from `from` to `to`, guarded on `from`, with its history row, in the caller's
 * transaction. Answers the order as moved, or throws `OrderTransitionError` when it was not at
 * `from` (any more) or the move is not allowed.
 */
export async function transition(
  tx: Tx,
  order: Pick<OrderRow, 'workspaceId' | 'id'>,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  now: Date,
  options: { reason?: string | null; set?: Partial<typeof billingOrders.$inferInsert> } = {},
): Promise<OrderRow> {
  if (!TRANSITIONS[from].includes(to)) throw new OrderTransitionError(from, to);
  const [moved] = await tx
    .update(billingOrders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(billingOrders.workspaceId, order.workspaceId), eq(billingOrders.id, order.id), eq(billingOrders.status, from)))
    .returning();
  if (!moved) {
    const [current] = await tx.select({ status: billingOrders.status }).from(billingOrders).where(and(eq(billingOrders.workspaceId, order.workspaceId), eq(billingOrders.id, order.id)));
    throw new OrderTransitionError(current?.status ?? from, to);
  }
  await recordOrderEvent(tx, moved, { from, to, actor, reason: options.reason, at: now });
  return moved;
}

/** The order of the workspace, or not found (another workspace's looks the same as none). */
export async function findOrder(db: Pick<Database, 'select'>, workspaceId: string, orderId: string) {
  const [order] = await db.select().from(billingOrders).where(and(eq(billingOrders.workspaceId, workspaceId), eq(billingOrders.id, orderId))).limit(1);
  if (!order) throw new NotFoundError('orderNotFound');
  return order;
}
