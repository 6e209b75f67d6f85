import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Context } from '../request/context.ts';
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
 * digest. Two acts at once may take the same number; the later one is refused by the key and tries
 * again after the other, so the chain never forks.
 */
export async function appendAuditEntry(db: Pick<Database, 'execute' | 'transaction'>, entry: AuditEntryInput): Promise<void> {
  const statement = appendStatement(entry);
  try {
    await db.execute(statement);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another act took the number: append again behind the workspace's lock, which waits for
    // every other such append to end, so that however many land at once each gets its turn (one
    // more may still slip in without the lock: then this one follows it).
    await appendBehindLock(db, entry.workspaceId, statement);
  }
}

/**
 * Appends an entry inside the caller's transaction (an order's move, recorded with it or not at
 * all): behind the workspace's lock from the start and in a savepoint, since a refused statement
 * would otherwise abort the caller's whole transaction.
 */
export function appendAuditEntryInTransaction(tx: Pick<Database, 'transaction'>, entry: AuditEntryInput): Promise<void> {
  return appendBehindLock(tx, entry.workspaceId, appendStatement(entry));
}

async function appendBehindLock(db: Pick<Database, 'transaction'>, workspaceId: string, statement: SQL) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit:${workspaceId}`}))`);
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
  return sql`with last as (
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
 * Records an act of the request in the workspace's audit log: who (the viewer, unless the act is
 * another's: the identity provider's, through SCIM), from where (the address, the browser), when
 * (the request's clock). The one way every domain reports to the log.
 */
export async function audit(ctx: Context, workspaceId: string, act: AuditAct, actor: AuditActor = actorOf(ctx)): Promise<void> {
  await appendAuditEntry(ctx.db, { ...act, workspaceId, at: ctx.now, actor, ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.pubsub.publish('audit:appended', 'all', { workspaceId });
}
