import { appendAuditEntry, type AuditActor } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { billingOrderEvents, type ActorKind, type OrderRow, type OrderStatus } from './tables.ts';

export type OrderActor = { kind: ActorKind; userId: string | null; name: string | null };

/**
 * Writes an order's move to its history and to the workspace's audit log, in the caller's
 * transaction: an order made, paid, confirmed by an operator, cancelled or refunded is recorded
 * with it or not at all.
 */
export async function recordOrderEvent(
  tx: Pick<Database, 'insert' | 'execute'>,
  order: Pick<OrderRow, 'workspaceId' | 'id' | 'number'>,
  move: { from: OrderStatus | null; to: OrderStatus; actor: OrderActor; reason?: string | null; at: Date },
) {
  const { actor } = move;
  await tx.insert(billingOrderEvents).values({
    workspaceId: order.workspaceId,
    orderId: order.id,
    fromStatus: move.from,
    toStatus: move.to,
    actorId: actor.userId,
    actorKind: actor.kind,
    actorName: actor.name,
    reason: move.reason ?? null,
    at: move.at,
  });
  await appendAuditEntry(tx, {
    workspaceId: order.workspaceId,
    at: move.at,
    actor: auditActorOf(actor),
    action: move.from === null ? 'order.created' : 'order.status_changed',
    object: { type: 'order', id: order.id, label: order.number },
    detail: { before: move.from && { status: move.from }, after: { status: move.to }, by: actor.kind, ...(move.reason && { reason: move.reason }) },
  });
}

/** A member or an operator is a person in the log; Alipay's notify and the sweep are the system. */
function auditActorOf(actor: OrderActor): AuditActor {
  if (actor.userId && (actor.kind === 'member' || actor.kind === 'operator')) return { kind: 'person', userId: actor.userId, name: actor.name };
  return { kind: 'system', name: actor.kind === 'alipay' ? 'Alipay' : 'system' };
}
