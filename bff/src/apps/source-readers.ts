import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userWithEmail, userWithPhone } from '../identity/people.ts';
import type { ActingMember } from '../request/viewer.ts';
import { membersOf } from '../workspaces/members.ts';
import { EVERYONE } from './reader-sets.ts';
import { readerSetPrincipals, sourceGroupMembers, sourceGroups, sourceIdentities } from './tables.ts';

type Account = typeof sourceIdentities.$inferSelect;

/**
 * One of a document's readers at its source: everyone, a person's account, or a group with its
 * members' accounts; named as the source calls them, where a sync told it.
 */
export type SourceReader = { principal: string; name: string | null; everyone: boolean; group: boolean; accounts: Account[] };

const PERSON = /^([a-z]+):user:(.+)$/;

/**
 * Who reads a document at its source, as its reader set names them: everyone first, then people
 * and groups, each with the accounts the syncs met (a group's members as its last sync listed
 * them). What the panel "who can read this" shows admins.
 */
export async function sourceReadersOf(db: Pick<Database, 'select'>, workspaceId: string, readerSetId: string): Promise<SourceReader[]> {
  const principals = (
    await db
      .select({ principal: readerSetPrincipals.principal })
      .from(readerSetPrincipals)
      .where(and(eq(readerSetPrincipals.workspaceId, workspaceId), eq(readerSetPrincipals.setId, readerSetId)))
      .orderBy(asc(readerSetPrincipals.principal))
  ).map((row) => row.principal);
  const people = principals.map((principal) => PERSON.exec(principal)).filter((match) => match !== null);
  const groups = principals.filter((principal) => principal !== EVERYONE && !PERSON.test(principal));
  const personAccounts = people.length
    ? await db
        .select()
        .from(sourceIdentities)
        .where(and(eq(sourceIdentities.workspaceId, workspaceId), inArray(sql`${sourceIdentities.provider} || ':user:' || ${sourceIdentities.externalId}`, people.map((m) => m[0]))))
    : [];
  const groupAccounts = groups.length
    ? await db
        .select({ group: sourceGroupMembers.groupPrincipal, account: sourceIdentities })
        .from(sourceGroupMembers)
        .innerJoin(
          sourceIdentities,
          and(
            eq(sourceIdentities.workspaceId, sourceGroupMembers.workspaceId),
            eq(sourceIdentities.provider, sourceGroupMembers.provider),
            eq(sourceIdentities.externalId, sourceGroupMembers.externalId),
          ),
        )
        .where(and(eq(sourceGroupMembers.workspaceId, workspaceId), inArray(sourceGroupMembers.groupPrincipal, groups)))
        .orderBy(asc(sourceIdentities.login), asc(sourceIdentities.externalId))
    : [];
  const groupNames = groups.length
    ? await db
        .select({ principal: sourceGroups.principal, name: sourceGroups.name })
        .from(sourceGroups)
        .where(and(eq(sourceGroups.workspaceId, workspaceId), inArray(sourceGroups.principal, groups)))
    : [];
  return principals.map((principal) => {
    if (principal === EVERYONE) return { principal, name: null, everyone: true, group: false, accounts: [] };
    const person = PERSON.exec(principal);
    if (person) {
      const accounts = personAccounts.filter((a) => a.provider === person[1] && a.externalId === person[2]);
      return { principal, name: accounts[0]?.name ?? accounts[0]?.login ?? null, everyone: false, group: false, accounts };
    }
    const name = groupNames.find((row) => row.principal === principal)?.name ?? null;
    return { principal, name, everyone: false, group: true, accounts: groupAccounts.filter((row) => row.group === principal).map((row) => row.account) };
  });
}

/**
 * The member each source account reads for, by `provider:externalId`: the one it is linked to, or,
 * linked to no one, the member with its e-mail address or phone number (as `visibility.ts` matches them). One
 * request's loader.
 */
export function sourceAccountReaders(db: Pick<Database, 'select'>, actor: ActingMember | null) {
  return new DataLoader<string, Awaited<ReturnType<typeof membersOf>>[number] | null>(async (keys) => {
    if (!actor) return keys.map(() => null);
    const rows = await db
      .select({ provider: sourceIdentities.provider, externalId: sourceIdentities.externalId, userId: sql<string | null>`coalesce(${sourceIdentities.userId}, ${userWithEmail(sourceIdentities.email)}, ${userWithPhone(sourceIdentities.phone)})` })
      .from(sourceIdentities)
      .where(and(eq(sourceIdentities.workspaceId, actor.workspaceId), inArray(sql`${sourceIdentities.provider} || ':' || ${sourceIdentities.externalId}`, [...keys])));
    const members = await membersOf(db, actor.workspaceId, rows.flatMap((row) => (row.userId ? [row.userId] : [])));
    return keys.map((key) => {
      const row = rows.find((r) => `${r.provider}:${r.externalId}` === key);
      return members.find((member) => member.userId === row?.userId) ?? null;
    });
  });
}
