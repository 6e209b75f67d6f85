import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { heldEvents, type PubSub } from '../request/pubsub.ts';

/** The digest the first entry of a workspace's chain follows. */
export const GENESIS = '0'.repeat(64);
const MAX_TEXT = 512;

/**
 * An entry's digest, as SQL over a row named `row` with the table's columns: the database's
 * `audit_entry_digest` (its migration says what it covers), with which every entry is written.
 */
export const digestOf = (row: string) =>
  sql.raw(`audit_entry_digest(${row}.prev_hash, ${row}.workspace_id, ${row}.seq, ${row}.id, ${row}.at, ${row}.actor_kind, ${row}.actor_user_id,
    ${row}.actor_token_id, ${row}.actor_name, ${row}.ip, ${row}.user_agent, ${row}.action, ${row}.object_type, ${row}.object_id, ${row}.object_label, ${row}.detail)`);

export type AuditActor =
  | { kind: 'person'; userId: string; name: string | null }
  | { kind: 'token'; userId: string; tokenId: string; name: string | null }
  | { kind: 'system'; name: string };

/** An act to record: what was done (`object.verb`), to what, and what changed. */
export type AuditAct = {
  action: string;
  object?: { type: string; id: string; label?: string | null } | null;
  detail?: Record<string, unknown>;
};

export type AuditEntryInput = AuditAct & { workspaceId: string; at: Date; actor: AuditActor; ip?: string | null; userAgent?: string | null };

/**
 * Appends an entry to its workspace's chain, numbered after the last, with its digest: one call of
 * the database's `audit_append`, which takes the workspace's lock first. Outside a transaction the
 * lock lasts the statement; inside one, until it ends, so the entry commits with the act or not at all.
 */
export async function appendAuditEntry(db: Pick<Database, 'execute'>, entry: AuditEntryInput): Promise<void> {
  await db.execute(appendStatement(entry));
}

const lockChain = (workspaceId: string) => sql`select pg_advisory_xact_lock(hashtext('audit:' || ${workspaceId}::uuid))`;

/**
 * Takes the workspace chain's lock for the rest of the caller's transaction, before writes that
 * lock rows an audited transaction may also lock (the workspace's row): the chain first, then
 * rows, in every transaction that records an act, so none waits for another that waits for it.
 */
export async function lockAuditChain(tx: Pick<Database, 'execute'>, workspaceId: string): Promise<void> {
  await tx.execute(lockChain(workspaceId));
}

function appendStatement(entry: AuditEntryInput): SQL {
  const { actor } = entry;
  const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_TEXT) : null);
  return sql`select audit_append(${entry.workspaceId}::uuid, ${entry.at.toISOString()}::timestamptz, ${actor.kind}::text,
    ${actor.kind === 'system' ? null : actor.userId}::uuid, ${actor.kind === 'token' ? actor.tokenId : null}::uuid, ${clip(actor.name)}::text,
    ${clip(entry.ip)}::text, ${clip(entry.userAgent)}::text, ${entry.action}::text, ${entry.object?.type ?? null}::text,
    ${entry.object?.id ?? null}::text, ${clip(entry.object?.label)}::text, ${JSON.stringify(entry.detail ?? {})}::jsonb)`;
}

/** Who a request acts as, for the log: the person signed in, or the access token and its maker. */
function actorOf(ctx: Context): AuditActor {
  const viewer = ctx.viewer;
  if (!viewer) return { kind: 'system', name: 'system' };
  const name = viewer.membership?.wsUsername ?? viewer.user.displayName;
  return viewer.token ? { kind: 'token', userId: viewer.user.id, tokenId: viewer.token.id, name } : { kind: 'person', userId: viewer.user.id, name };
}

/**
 * Does an act's writes and records it, as `audit` does, in one transaction: the entry commits with
 * the act or neither does, and the act waits for one commit instead of two. `work` does the
 * writes and answers its result and the act or acts to record (none: nothing to record); the
 * events it publishes leave once the transaction has committed.
 */
export async function auditedTransaction<T>(
  ctx: Context,
  workspaceId: string,
  work: (tx: Transaction, pubsub: PubSub) => Promise<{ result: T; act: AuditAct | readonly AuditAct[] | null }>,
  actor: AuditActor = actorOf(ctx),
): Promise<T> {
  const events = heldEvents(ctx.pubsub);
  const result = await ctx.db.transaction(async (tx) => {
    // The chain's lock before the act's writes: audited transactions take their locks in one
    // order, so one holding the lock never waits for rows that another, waiting for it, holds.
    await tx.execute(lockChain(workspaceId));
    const { result, act } = await work(tx, events.pubsub);
    const acts = act === null ? [] : 'action' in act ? [act] : act;
    for (const each of acts) await tx.execute(appendStatement({ ...each, workspaceId, at: ctx.now, actor, ip: ctx.ip, userAgent: ctx.userAgent }));
    if (acts.length > 0) events.pubsub.publish('audit:appended', 'all', { workspaceId });
    return result;
  });
  events.release();
  return result;
}

/**
 * Records an act of the request in the workspace's audit log: who (the viewer, unless the act is
 * another's: the identity provider's, through SCIM), from where (the address, the browser), when
 * (the request's clock). The one way every domain reports to the log.
 */
export async function audit(ctx: Context, workspaceId: string, act: AuditAct, actor: AuditActor = actorOf(ctx)): Promise<void> {
  await appendAuditEntry(ctx.db, { ...act, workspaceId, at: ctx.now, actor, ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.pubsub.publish('audit:appended', 'all', { workspaceId });
}
