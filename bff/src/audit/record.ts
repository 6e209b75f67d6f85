import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Context } from '../request/context.ts';
import { heldEvents, type PubSub } from '../request/pubsub.ts';
import { auditEntries } from './tables.ts';

/** The digest the first entry of a workspace's chain follows. */
export const GENESIS = '0'.repeat(64);
const MAX_TEXT = 512;
const MAX_LOCKED_ATTEMPTS = 100;

/**
 * An entry's digest, as SQL over a row named `row` with the table's columns: SHA-256 over every
 * column but the digest itself, as one canonical JSON array (jsonb's text is the same for the same
 * values), the previous digest first. Written and verified by this one expression.
 */
export const digestOf = (row: string) =>
  sql.raw(`encode(sha256(convert_to(jsonb_build_array(${row}.prev_hash, ${row}.workspace_id, ${row}.seq, ${row}.id,
    (extract(epoch from ${row}.at) * 1000)::bigint, ${row}.actor_kind, ${row}.actor_user_id, ${row}.actor_token_id, ${row}.actor_name,
    ${row}.ip, ${row}.user_agent, ${row}.action, ${row}.object_type, ${row}.object_id, ${row}.object_label, ${row}.detail)::text, 'UTF8')), 'hex')`);

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
 * Appends an entry to its workspace's chain in one statement: numbered after the last, with its
 * digest, inserted while the statement holds the workspace's lock. The statement may read the
 * chain's end before it has the lock, and so take a number another append just took; the key
 * refuses it, and it appends again behind the lock, so the chain never forks.
 */
export async function appendAuditEntry(db: Pick<Database, 'execute' | 'transaction'>, entry: AuditEntryInput): Promise<void> {
  const statement = appendStatement(entry);
  try {
    await db.execute(statement);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await appendBehindLock(db, entry.workspaceId, statement);
  }
}

/**
 * Appends an entry inside the caller's transaction (an act recorded with it or not at all): the
 * workspace's lock first, so the insert reads the chain's end after every earlier append has
 * committed. Every other append inserts only while it holds the lock too, so this one's number is
 * never taken and nothing can abort the caller's transaction. The lock is held until it commits.
 */
export async function appendAuditEntryInTransaction(tx: Pick<Database, 'execute'>, entry: AuditEntryInput): Promise<void> {
  await tx.execute(lockChain(entry.workspaceId));
  await tx.execute(appendStatement(entry));
}

const lockChain = (workspaceId: string) => sql`select pg_advisory_xact_lock(hashtext(${`audit:${workspaceId}`}))`;

/**
 * Takes the workspace chain's lock for the rest of the caller's transaction, before writes that
 * lock rows an audited transaction may also lock (the workspace's row): the chain first, then
 * rows, in every transaction that records an act, so none waits for another that waits for it.
 */
export async function lockAuditChain(tx: Pick<Database, 'execute'>, workspaceId: string): Promise<void> {
  await tx.execute(lockChain(workspaceId));
}

async function appendBehindLock(db: Pick<Database, 'transaction'>, workspaceId: string, statement: SQL) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(lockChain(workspaceId));
        await tx.execute(statement);
      });
      return;
    } catch (retry) {
      if (!isUniqueViolation(retry) || attempt >= MAX_LOCKED_ATTEMPTS) throw retry;
    }
  }
}

function appendStatement(entry: AuditEntryInput): SQL {
  const { actor } = entry;
  const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_TEXT) : null);
  // The entry's row comes from `locked`: it cannot be inserted before the statement holds the lock.
  return sql`with locked as materialized (select pg_advisory_xact_lock(hashtext(${`audit:${entry.workspaceId}`})) as held),
    last as (
      select ${auditEntries.seq} as seq, ${auditEntries.hash} as hash from ${auditEntries}
      where ${auditEntries.workspaceId} = ${entry.workspaceId} order by ${auditEntries.seq} desc limit 1
    ), entry as (
      select ${entry.workspaceId}::uuid as workspace_id, coalesce((select seq from last), 0) + 1 as seq, gen_random_uuid() as id,
        ${entry.at.toISOString()}::timestamptz as at, ${actor.kind}::text as actor_kind,
        ${actor.kind === 'system' ? null : actor.userId}::uuid as actor_user_id, ${actor.kind === 'token' ? actor.tokenId : null}::uuid as actor_token_id,
        ${clip(actor.name)}::text as actor_name, ${clip(entry.ip)}::text as ip, ${clip(entry.userAgent)}::text as user_agent,
        ${entry.action}::text as action, ${entry.object?.type ?? null}::text as object_type, ${entry.object?.id ?? null}::text as object_id,
        ${clip(entry.object?.label)}::text as object_label, ${JSON.stringify(entry.detail ?? {})}::jsonb as detail,
        coalesce((select hash from last), ${GENESIS}) as prev_hash
      from locked
    )
    insert into ${auditEntries} (workspace_id, seq, id, at, actor_kind, actor_user_id, actor_token_id, actor_name, ip, user_agent,
      action, object_type, object_id, object_label, detail, prev_hash, hash)
    select workspace_id, seq, id, at, actor_kind, actor_user_id, actor_token_id, actor_name, ip, user_agent,
      action, object_type, object_id, object_label, detail, prev_hash, ${digestOf('entry')} from entry`;
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
