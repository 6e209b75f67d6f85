import { and, eq, inArray, sql } from 'drizzle-orm';
import type { appRecords } from '../apps/read-model.ts';
import { findConnector } from '../connectors/catalogue.ts';
import { peopleDirectoryOf } from '../connectors/directories.ts';
import type { DirectoryPerson } from '../connectors/directory.ts';
import { SourceError } from '../connectors/types.ts';
import type { Context } from '../request/context.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { targetKey } from '../identity/targets.ts';
import { openCredentials } from '../lib/sealed.ts';
import type { ActingMember } from '../request/viewer.ts';
import { pendingMembers } from './tables.ts';

/**
 * Where a person of an app's directory stands with the workspace: a member already, added and
 * waiting for their first sign-in, one to add, or one the source gives no address for.
 */
export type DirectoryPersonStatus = 'addable' | 'member' | 'pending' | 'noAddress';

export type DirectoryEntry = DirectoryPerson & { workspaceId: string; status: DirectoryPersonStatus };

export type PeopleDirectoryView = {
  workspaceId: string;
  appId: string;
  people: DirectoryEntry[];
  truncated: boolean;
  /** Why the source could not be read (a refused token, the source unreachable); null when it was. */
  problem: MessageKey | null;
};

/** How long reading a source's directory may take before the page says it could not. */
const DIRECTORY_TIMEOUT_MS = 60_000;

/**
 * The people of a workspace app's source, each with where they stand with the workspace, for
 * importing members: read afresh from the source with the app's own credentials. Null for an app
 * whose source keeps no directory, and for a personal app (a member's own credentials are not the
 * workspace's to read people with). A source that cannot be read is a problem to show, not a failure.
 */
export async function readPeopleDirectory(
  ctx: Context,
  actor: ActingMember,
  app: Pick<typeof appRecords.$inferSelect, 'workspaceId' | 'id' | 'connectorKey' | 'scope' | 'config' | 'credentials'>,
): Promise<PeopleDirectoryView | null> {
  const directory = peopleDirectoryOf(app.connectorKey);
  const connector = findConnector(app.connectorKey);
  if (!directory || !connector || app.scope !== 'workspace' || app.workspaceId !== actor.workspaceId) return null;
  const view = { workspaceId: app.workspaceId, appId: app.id };
  let listing;
  try {
    listing = await directory({
      config: connector.parseConfig(app.config),
      credentials: app.credentials ? openCredentials(ctx.secrets, app.credentials, app.id) : null,
      settings: ctx.connectors,
      signal: AbortSignal.timeout(DIRECTORY_TIMEOUT_MS),
    });
  } catch (error) {
    ctx.log.warn({ err: error, appId: app.id }, 'an app’s people directory could not be read');
    return { ...view, people: [], truncated: false, problem: error instanceof SourceError ? error.key : 'sourceUnreachable' };
  }
  const statuses = await standing(ctx, app.workspaceId, listing.people.flatMap((p) => (p.email ? [p.email] : [])));
  const people = listing.people.map((person) => ({
    ...person,
    workspaceId: app.workspaceId,
    status: person.email ? (statuses.get(person.email) ?? 'addable') : 'noAddress',
  }));
  return { ...view, people, truncated: listing.truncated, problem: null };
}

/** Which of these addresses belong to members, and which wait as pending members, in two statements. */
async function standing(ctx: Context, workspaceId: string, emails: string[]): Promise<Map<string, DirectoryPersonStatus>> {
  const found = new Map<string, DirectoryPersonStatus>();
  if (emails.length === 0) return found;
  const pending = await ctx.db
    .select({ target: pendingMembers.target })
    .from(pendingMembers)
    .where(and(eq(pendingMembers.workspaceId, workspaceId), inArray(pendingMembers.target, emails.map((email) => targetKey({ kind: 'email', email })))));
  const waiting = new Set(pending.map((p) => p.target));
  for (const email of emails) if (waiting.has(targetKey({ kind: 'email', email }))) found.set(email, 'pending');
  const members = await ctx.db.query.workspaceMembers.findMany({
    columns: { userId: true },
    where: { workspaceId, user: { RAW: (users) => inArray(sql`lower(${users.email})`, emails) } },
    with: { user: { columns: { email: true } } },
  });
  for (const member of members) if (member.user.email) found.set(member.user.email.toLowerCase(), 'member');
  return found;
}
