import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { DirectoryAccount } from '../identity/ports.ts';
import { workspaceIdsOfMember } from '../workspaces/members.ts';
import { sourceGroupMembers, sourceGroups, sourceIdentities } from './tables.ts';

/**
 * Keeps the directory account a person has just signed in with, in each workspace they are a
 * member of: linked to them (the sign-in proved it is theirs), in the groups the directory listed
 * at this sign-in. A role following one of those groups is held from now on, and lost at the
 * first sign-in after they leave the group. Only this account's memberships change: a sign-in
 * tells nothing of the groups' other people.
 */
export async function recordDirectoryAccount(db: Database, userId: string, account: DirectoryAccount) {
  const workspaceIds = await workspaceIdsOfMember(db, userId);
  if (workspaceIds.length === 0) return;
  const { provider, externalId } = account;
  await db.transaction(async (tx) => {
    for (const workspaceId of workspaceIds) {
      await keepProvisionedAccount(tx, workspaceId, provider, externalId, userId, { login: account.login, name: account.name, email: account.email, phone: account.phone });
      if (account.groups.length > 0) {
        await tx
          .insert(sourceGroups)
          .values(account.groups.map((group) => ({ workspaceId, principal: group.principal, provider, name: group.name })))
          .onConflictDoUpdate({ target: [sourceGroups.workspaceId, sourceGroups.principal], set: { name: sql`coalesce(excluded.name, ${sourceGroups.name})`, updatedAt: sql`now()` } });
      }
      await tx
        .delete(sourceGroupMembers)
        .where(and(eq(sourceGroupMembers.workspaceId, workspaceId), eq(sourceGroupMembers.provider, provider), eq(sourceGroupMembers.externalId, externalId)));
      if (account.groups.length > 0) {
        await tx
          .insert(sourceGroupMembers)
          .values(account.groups.map((group) => ({ workspaceId, provider, groupPrincipal: group.principal, externalId })))
          .onConflictDoNothing();
      }
    }
  });
}

type Provisioned = { login: string | null; name: string | null; email: string | null; phone: string | null };

/**
 * Keeps an account a company directory vouched for (a SCIM user, an LDAP sign-in), linked to the
 * person it stands for, so that the groups it reports carry roles to them.
 */
export async function keepProvisionedAccount(db: Pick<Database, 'insert'>, workspaceId: string, provider: string, externalId: string, userId: string, fields: Provisioned) {
  await db
    .insert(sourceIdentities)
    .values({ workspaceId, provider, externalId, userId, ...fields })
    .onConflictDoUpdate({ target: [sourceIdentities.workspaceId, sourceIdentities.provider, sourceIdentities.externalId], set: { ...fields, userId, updatedAt: sql`now()` } });
}

/** Forgets a provisioned account, and with it its places in the provider's groups. */
export async function forgetProvisionedAccount(db: Database, workspaceId: string, provider: string, externalId: string) {
  await db.delete(sourceIdentities).where(and(eq(sourceIdentities.workspaceId, workspaceId), eq(sourceIdentities.provider, provider), eq(sourceIdentities.externalId, externalId)));
}

/** Sets a provisioned group's name and members (accounts kept with `keepProvisionedAccount`), replacing those it had. */
export async function setProvisionedGroup(db: Pick<Database, 'transaction'>, workspaceId: string, provider: string, group: { principal: string; name: string; members: string[] }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(sourceGroups)
      .values({ workspaceId, principal: group.principal, provider, name: group.name })
      .onConflictDoUpdate({ target: [sourceGroups.workspaceId, sourceGroups.principal], set: { name: group.name, updatedAt: sql`now()` } });
    await tx.delete(sourceGroupMembers).where(and(eq(sourceGroupMembers.workspaceId, workspaceId), eq(sourceGroupMembers.groupPrincipal, group.principal)));
    const members = [...new Set(group.members)];
    if (members.length > 0) {
      await tx.insert(sourceGroupMembers).values(members.map((externalId) => ({ workspaceId, provider, groupPrincipal: group.principal, externalId })));
    }
  });
}

/** Deletes a provisioned group; roles that followed it are then held by their members alone. */
export async function deleteProvisionedGroup(db: Pick<Database, 'transaction'>, workspaceId: string, principal: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sourceGroupMembers).where(and(eq(sourceGroupMembers.workspaceId, workspaceId), eq(sourceGroupMembers.groupPrincipal, principal)));
    await tx.delete(sourceGroups).where(and(eq(sourceGroups.workspaceId, workspaceId), eq(sourceGroups.principal, principal)));
  });
}

/** The accounts each of these groups holds, by group principal, in one statement. */
export async function provisionedGroupMembers(db: Pick<Database, 'select'>, workspaceId: string, principals: string[]) {
  const members = new Map<string, string[]>(principals.map((principal) => [principal, []]));
  if (principals.length === 0) return members;
  const rows = await db
    .select({ principal: sourceGroupMembers.groupPrincipal, externalId: sourceGroupMembers.externalId })
    .from(sourceGroupMembers)
    .where(and(eq(sourceGroupMembers.workspaceId, workspaceId), inArray(sourceGroupMembers.groupPrincipal, principals)))
    .orderBy(sourceGroupMembers.externalId);
  for (const row of rows) members.get(row.principal)?.push(row.externalId);
  return members;
}

/**
 * Ties a workplace account (DingTalk, Feishu) its app just vouched for to the person who signed in
 * with it, in each of their workspaces where a sync met the account tied to no one: they then read
 * what the source lets it read, even where the source told no e-mail address.
 */
export async function tieSignedInAccount(db: Database, userId: string, provider: string, externalId: string) {
  const workspaceIds = await workspaceIdsOfMember(db, userId);
  if (workspaceIds.length === 0) return;
  await db
    .update(sourceIdentities)
    .set({ userId, updatedAt: sql`now()` })
    .where(
      and(
        inArray(sourceIdentities.workspaceId, workspaceIds),
        eq(sourceIdentities.provider, provider),
        eq(sourceIdentities.externalId, externalId),
        isNull(sourceIdentities.userId),
      ),
    );
}
