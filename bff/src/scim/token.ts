import { eq } from 'drizzle-orm';
import { auditedTransaction } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { Context } from '../request/context.ts';
import type { ActingMember } from '../request/viewer.ts';
import { scimTokens } from './tables.ts';

/** SCIM tokens are told from access tokens at a glance (and by secret scanners). */
const PREFIX = 'zwscim_';
/** How stale `lastUsedAt` may get: a provider syncing every few seconds writes it once in a while. */
const TOUCH_MS = 5 * 60_000;

export type ScimTokenRow = typeof scimTokens.$inferSelect;

export async function scimTokenOf(db: Pick<Database, 'select'>, workspaceId: string): Promise<ScimTokenRow | null> {
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.workspaceId, workspaceId));
  return row ?? null;
}

/** Makes the workspace's SCIM token, replacing the one it had (which stops working at once). Answers the secret, shown once. */
export async function rotateScimToken(ctx: Context, actor: ActingMember) {
  const secret = `${PREFIX}${newToken()}`;
  const values = { tokenHash: hashToken(secret), lastFour: secret.slice(-4), createdBy: actor.userId, createdAt: ctx.now, lastUsedAt: null };
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [previous] = await tx.select({ lastFour: scimTokens.lastFour }).from(scimTokens).where(eq(scimTokens.workspaceId, actor.workspaceId));
    await tx
      .insert(scimTokens)
      .values({ workspaceId: actor.workspaceId, ...values })
      .onConflictDoUpdate({ target: scimTokens.workspaceId, set: values });
    const object = { type: 'scim_token', id: actor.workspaceId, label: `…${values.lastFour}` };
    return { result: undefined, act: { action: 'scim.token_created', object, detail: previous ? { replaced: `…${previous.lastFour}` } : {} } };
  });
  return secret;
}

/** Ends provisioning: the identity provider's next request is refused. Provisioned people stay members. */
export async function revokeScimToken(ctx: Context, actor: ActingMember) {
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [revoked] = await tx.delete(scimTokens).where(eq(scimTokens.workspaceId, actor.workspaceId)).returning({ lastFour: scimTokens.lastFour });
    const object = revoked && { type: 'scim_token', id: actor.workspaceId, label: `…${revoked.lastFour}` };
    return { result: Boolean(revoked), act: object ? { action: 'scim.token_revoked', object, detail: {} } : null };
  });
}

/** The workspace a SCIM token provisions, or null for anything else (an access token included). */
export async function workspaceOfScimToken(db: Database, secret: string, now: Date) {
  if (!secret.startsWith(PREFIX)) return null;
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.tokenHash, hashToken(secret)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_MS) {
    await db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.workspaceId, row.workspaceId));
  }
  return row.workspaceId;
}
