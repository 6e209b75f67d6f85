import { and, eq, exists, inArray, ne, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifiedEmailOf, verifiedPhoneOf } from '../identity/people.ts';
import { isUuid } from '../lib/ids.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { rolesHeldBy } from '../workspaces/roles.ts';
import { EVERYONE } from './reader-sets.ts';
import { appRoles, apps, documents, readerSetPrincipals, ROLE_SCOPES, roleSourceGroups, sourceGroupMembers, sourceIdentities } from './tables.ts';

export type Reader = { workspaceId: string; userId: string; wsUserType: number };

/**
 * A reader as a statement names them: their workspace and user, or placeholders for them in a
 * statement rendered once and run with each reader's values. Their membership type shapes the
 * condition itself, so it is always a value.
 */
export type ReaderTerms = { workspaceId: string | Placeholder; userId: string | Placeholder | SQL; wsUserType: number };

/**
 * The roles the reader holds, as a subquery: those they were added to, and those following a
 * source group (`role_source_groups`) one of their source accounts is in, as the group's last sync
 * found it. Read as the statement runs, like the reader's sets (`readerSetsOf`).
 */
export const rolesOf = (reader: ReaderTerms): SQL =>
  sql`(${rolesHeldBy(reader.workspaceId, reader.userId)} union all (select ${roleSourceGroups.roleId} from ${roleSourceGroups}
    where ${roleSourceGroups.workspaceId} = ${reader.workspaceId} and ${roleSourceGroups.groupPrincipal} in (${groupsOf(reader)})))`;

/** The source groups a person's accounts are in, as a list of principals, for a person the statement names (a column). */
export const groupsOfPerson = (workspaceId: string, userId: SQL): SQL => groupsOf({ workspaceId, userId, wsUserType: 0 });

/** The reader belongs to one of the app's roles. */
const inAppRole = (reader: ReaderTerms) =>
  exists(
    sql`(select 1 from ${appRoles}
      where ${appRoles.workspaceId} = ${apps.workspaceId} and ${appRoles.appId} = ${apps.id} and ${appRoles.roleId} in ${rolesOf(reader)})`,
  );

/**
 * Apps whose documents the reader may see, as a condition on `apps`: their own personal apps;
 * workspace apps open to all members (those "as in the source" too: each of their documents is
 * then judged by its readers, `readerSetsOf`), or to a role they hold; every workspace app for
 * admins and the creator, who manage them.
 */
export function appVisibleTo(reader: ReaderTerms): SQL {
  return and(
    eq(apps.workspaceId, reader.workspaceId),
    or(
      and(eq(apps.scope, 'personal'), eq(apps.createdBy, reader.userId)),
      and(
        eq(apps.scope, 'workspace'),
        reader.wsUserType >= WS_USER_TYPES.admin ? sql`true` : or(inArray(apps.dataPermission, ['all_members', 'as_in_source']), inAppRole(reader)),
      ),
    ),
  )!;
}

/** An app limited to "only specified role": its roles' members alone see any of its documents, restricted or not. */
export const onlySpecifiedRoles = () =>
  sql`(${apps.dataPermission} = 'specified_roles' and coalesce(${apps.roleScope}, ${ROLE_SCOPES.matchDataSource}) = ${ROLE_SCOPES.onlySpecifiedRole})`;

/**
 * Whether the reader sees the documents of an app that its source restricts, as a condition on
 * `apps`: the app's protected-document permission decides — private (the app's installer only),
 * match the app, all members of the workspace, or public — except that an app limited to "only
 * specified role" keeps every document, restricted or not, to its roles' members.
 */
export function restrictedVisibleTo(reader: ReaderTerms): SQL {
  const appVisible = appVisibleTo(reader);
  const onlyRoles = onlySpecifiedRoles();
  const byPermission = or(
    and(eq(apps.protectedPermission, 'private'), eq(apps.createdBy, reader.userId)),
    and(eq(apps.protectedPermission, 'match_app'), appVisible),
    and(eq(apps.protectedPermission, 'all_members'), eq(apps.scope, 'workspace')),
    and(eq(apps.protectedPermission, 'public'), eq(apps.scope, 'workspace')),
    and(eq(apps.scope, 'personal'), eq(apps.createdBy, reader.userId)),
  );
  return and(eq(apps.workspaceId, reader.workspaceId), or(and(onlyRoles, appVisible), and(not(onlyRoles), byPermission)))!;
}

/** The workspace's apps "as in the source", as a condition on `apps`. */
export const sourceApps = (reader: ReaderTerms): SQL => and(eq(apps.workspaceId, reader.workspaceId), eq(apps.dataPermission, 'as_in_source'))!;

/**
 * The reader's source accounts, as a condition on `source_identities`: those linked to them, and
 * those linked to no one that have their (verified) e-mail address or phone number.
 */
const accountsOf = (reader: ReaderTerms) =>
  sql`${sourceIdentities.workspaceId} = ${reader.workspaceId}
    and (${sourceIdentities.userId} = ${reader.userId}
      or (${sourceIdentities.userId} is null and (lower(${sourceIdentities.email}) = ${verifiedEmailOf(reader.userId)}
        or ${sourceIdentities.phone} = ${verifiedPhoneOf(reader.userId)})))`;

/** The source groups the reader's accounts are in, as a list of principals. */
const groupsOf = (reader: ReaderTerms) =>
  sql`select ${sourceGroupMembers.groupPrincipal} from ${sourceGroupMembers}
      join ${sourceIdentities} on ${sourceIdentities.workspaceId} = ${sourceGroupMembers.workspaceId}
        and ${sourceIdentities.provider} = ${sourceGroupMembers.provider} and ${sourceIdentities.externalId} = ${sourceGroupMembers.externalId}
      where ${accountsOf(reader)}`;

/**
 * The reader sets that name one of the reader's principals — everyone's, their source accounts'
 * and those accounts' groups' — as a subquery the database runs once per statement. Everything in
 * it is read as the statement runs, so a statement rendered once and kept (`search/visibility.ts`)
 * follows a new link or a team left at the source at once. Admins are readers like any other:
 * they manage an app "as in the source", and read of it what the source lets them read.
 */
export function readerSetsOf(reader: ReaderTerms): SQL {
  const principals = sql`select ${EVERYONE}::text
    union all select ${sourceIdentities.provider} || ':user:' || ${sourceIdentities.externalId} from ${sourceIdentities} where ${accountsOf(reader)}
    union all ${groupsOf(reader)}`;
  return sql`(select ${readerSetPrincipals.setId} from ${readerSetPrincipals}
    where ${readerSetPrincipals.workspaceId} = ${reader.workspaceId} and ${readerSetPrincipals.principal} in (${principals}))`;
}

/**
 * Documents the reader may see, as a condition on `documents` joined with their `apps`: one the
 * source shows to everyone follows its app's data permission; one the source restricts follows
 * `restrictedVisibleTo`; and one of an app "as in the source" only when its readers there
 * include the reader.
 */
export function documentVisibleTo(reader: Reader): SQL {
  return and(
    eq(documents.workspaceId, reader.workspaceId),
    or(
      and(eq(documents.restricted, false), appVisibleTo(reader)),
      and(eq(documents.restricted, true), restrictedVisibleTo(reader)),
    ),
    or(ne(apps.dataPermission, 'as_in_source'), sql`${documents.readerSetId} in ${readerSetsOf(reader)}`),
  )!;
}

/**
 * Which of these app ids name apps the reader may see (workspace apps only, when asked): what an
 * agent may be given as its knowledge.
 */
export async function visibleAppIds(
  db: Pick<Database, 'select'>,
  reader: Reader,
  ids: readonly string[],
  { workspaceOnly = false }: { workspaceOnly?: boolean } = {},
): Promise<string[]> {
  // An id that is no UUID names no app (and must not fail the statement).
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return [];
  const found = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(appVisibleTo(reader), inArray(apps.id, candidates), workspaceOnly ? eq(apps.scope, 'workspace') : undefined));
  return found.map((app) => app.id);
}
