import { and, eq, sql } from 'drizzle-orm';
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
      const fields = { login: account.login, name: account.name, email: account.email, phone: account.phone, userId };
      await tx
        .insert(sourceIdentities)
        .values({ workspaceId, provider, externalId, ...fields })
        .onConflictDoUpdate({ target: [sourceIdentities.workspaceId, sourceIdentities.provider, sourceIdentities.externalId], set: { ...fields, updatedAt: sql`now()` } });
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
