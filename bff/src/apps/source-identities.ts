import { auditedTransaction, type AuditAct } from '../audit/record.ts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { SourceIdentities } from '../connectors/types.ts';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, ValidationError } from '../request/errors.ts';
import { withoutNul } from '../validation/nul.ts';
import type { ActingMember } from '../request/viewer.ts';
import { findMember } from '../workspaces/members.ts';
import { sourceGroupMembers, sourceGroups, sourceIdentities } from './tables.ts';

/** The providers whose accounts a member may be linked to: those of the connectors that report readers, the company directory (LDAP sign-in) and its identity provider (SCIM provisioning). */
export const SOURCE_PROVIDERS = ['github', 'yuque', 'feishu', 'dingtalk', 'wecom', 'ldap', 'scim'] as const;
export type SourceProvider = (typeof SOURCE_PROVIDERS)[number];

const text = (value: string | null | undefined, length: number) => (value ? withoutNul(value).slice(0, length) : null);

/**
 * Stores what a run reported of its source's accounts and groups: new accounts are kept, known
 * ones updated (their links to members stay); each group's members become those listed, so
 * someone removed from a team at the source loses what the team granted at this run.
 */
export async function storeIdentities(db: Database, workspaceId: string, reported: SourceIdentities) {
  const { provider } = reported;
  const accounts = new Map(reported.accounts.map((account) => [account.externalId, account]));
  // A group's member the report did not describe is kept as a bare account.
  for (const group of reported.groups) for (const member of group.members) if (!accounts.has(member)) accounts.set(member, { externalId: member });
  await db.transaction(async (tx) => {
    const rows = [...accounts.values()].map((account) => ({
      workspaceId,
      provider,
      externalId: account.externalId,
      login: text(account.login, 200),
      name: text(account.name, 200),
      email: text(account.email, 320),
      phone: text(account.phone, 40),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(sourceIdentities)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [sourceIdentities.workspaceId, sourceIdentities.provider, sourceIdentities.externalId],
          // What the report does not say is kept (a bare account leaves the login known).
          set: {
            login: sql`coalesce(excluded.login, ${sourceIdentities.login})`,
            name: sql`coalesce(excluded.name, ${sourceIdentities.name})`,
            email: sql`coalesce(excluded.email, ${sourceIdentities.email})`,
            phone: sql`coalesce(excluded.phone, ${sourceIdentities.phone})`,
            updatedAt: sql`now()`,
          },
        });
    }
    if (reported.groups.length) {
      await tx
        .insert(sourceGroups)
        .values(reported.groups.map((group) => ({ workspaceId, principal: group.principal, provider, name: text(group.name, 200) })))
        .onConflictDoUpdate({
          target: [sourceGroups.workspaceId, sourceGroups.principal],
          // A run that met the group without its name (a Feishu department inside a user group) keeps the one it had.
          set: { name: sql`coalesce(excluded.name, ${sourceGroups.name})`, updatedAt: sql`now()` },
        });
    }
    for (const group of reported.groups) {
      await tx.delete(sourceGroupMembers).where(and(eq(sourceGroupMembers.workspaceId, workspaceId), eq(sourceGroupMembers.groupPrincipal, group.principal)));
      const members = [...new Set(group.members)];
      for (let i = 0; i < members.length; i += 500) {
        await tx
          .insert(sourceGroupMembers)
          .values(members.slice(i, i + 500).map((externalId) => ({ workspaceId, provider, groupPrincipal: group.principal, externalId })));
      }
    }
  });
}

/** The account of the provider an admin names by its ID at the source or its login (any case). */
async function findAccount(db: Pick<Database, 'select'>, workspaceId: string, provider: SourceProvider, account: string) {
  const [found] = await db
    .select()
    .from(sourceIdentities)
    .where(
      and(
        eq(sourceIdentities.workspaceId, workspaceId),
        eq(sourceIdentities.provider, provider),
        or(eq(sourceIdentities.externalId, account), sql`lower(${sourceIdentities.login}) = lower(${account})`),
      ),
    )
    .orderBy(sql`${sourceIdentities.externalId} = ${account} desc`)
    .limit(1);
  return found ?? null;
}

/**
 * Links a source account a sync met to a member: they then read what the source lets that
 * account read. An account no sync has reported yet cannot be linked (its ID at the source is
 * not known): the answer says to sync an app of that source first.
 */
export async function linkSourceAccount(ctx: Context, actor: ActingMember, userId: string, provider: SourceProvider, account: string) {
  const named = account.trim();
  if (!named) throw new ValidationError([{ field: 'account', key: 'sourceAccountRequired' }]);
  const member = await findMember(ctx.db, actor.workspaceId, userId);
  const found = await findAccount(ctx.db, actor.workspaceId, provider, named);
  if (!found) throw new ExpectedError('sourceAccountNotFound');
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    await tx
      .update(sourceIdentities)
      .set({ userId, updatedAt: ctx.now })
      .where(and(eq(sourceIdentities.workspaceId, actor.workspaceId), eq(sourceIdentities.provider, provider), eq(sourceIdentities.externalId, found.externalId)));
    return { result: undefined, act: linkAct('source_account.linked', { provider, externalId: found.externalId, login: found.login }, { member: member.wsUsername }) };
  });
  return { workspaceId: actor.workspaceId, provider, externalId: found.externalId };
}

/** Ends a link: the account again holds its principals for the member whose e-mail address it has, if any. */
export async function unlinkSourceAccount(ctx: Context, actor: ActingMember, provider: SourceProvider, externalId: string) {
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [unlinked] = await tx
      .update(sourceIdentities)
      .set({ userId: null, updatedAt: ctx.now })
      .where(and(eq(sourceIdentities.workspaceId, actor.workspaceId), eq(sourceIdentities.provider, provider), eq(sourceIdentities.externalId, externalId)))
      .returning({ externalId: sourceIdentities.externalId, login: sourceIdentities.login });
    if (!unlinked) throw new ExpectedError('sourceAccountNotFound');
    return { result: undefined, act: linkAct('source_account.unlinked', { provider, externalId, login: unlinked.login }, {}) };
  });
  return { workspaceId: actor.workspaceId, provider, externalId };
}

/** The act of a link made or ended, by an admin or the member themselves, with the account as the source names it. */
export function linkAct(
  action: 'source_account.linked' | 'source_account.unlinked',
  account: { provider: string; externalId: string; login?: string | null },
  detail: Record<string, unknown>,
): AuditAct {
  const id = `${account.provider}:${account.externalId}`;
  return { action, object: { type: 'source_account', id, label: account.login ? `${account.provider}:${account.login}` : id }, detail };
}
