import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { users } from './tables.ts';

/**
 * What the identity domain lends beside itself: the person a request is made by, as the viewer
 * carries them. A ports file holds shapes and constants only, and imports nothing of the product
 * but the foundation and other ports (see `apps/ports.ts`).
 */
export type SessionUser = typeof users.$inferSelect;

/**
 * A person's account at the company directory (LDAP) as a sign-in found it, for the workspaces
 * they are a member of: its principals are `ldap:user:<externalId>` and each group's `ldap:group:<dn>`.
 */
export type DirectoryAccount = {
  provider: 'ldap';
  externalId: string;
  login: string;
  name: string | null;
  email: string | null;
  /** `+86 13800000000`, where the directory holds an E.164 number. */
  phone: string | null;
  groups: { principal: string; name: string | null }[];
};

/** A person's membership of a workspace, with the workspace and their roles there (the user info's current workspace). */
export type CurrentMembership = {
  membership: { wsUsername: string; wsUserType: number };
  workspace: { id: string; name: string; logoSquareUrl: string | null; chatEnabled: boolean; primaryColor: string | null };
  roles: { id: string; name: string }[];
};

/**
 * What identity asks of a person's memberships: the account shows and renames the member in the
 * current workspace, and a sign-in is recorded where the person is a member. Lent by the
 * workspaces domain at the composition root (app.ts), since workspaces stand above identity.
 */
export type Memberships = {
  /** The person's membership of the workspace; null when they are not its member. */
  of: (db: Pick<Database, 'select'>, workspaceId: string, userId: string) => Promise<CurrentMembership | null>;
  /**
   * The membership a person acts in (their current workspace's, else their first), as one JSON
   * value the viewer's statement reads with the session and the person.
   */
  current: (db: Database, userId: SQLWrapper, currentWorkspaceId: SQLWrapper) => SQL<{ workspaceId: string; wsUserType: number; wsUsername: string } | null>;
  /** Renames the person in the workspace, in the caller's transaction. */
  rename: (tx: Pick<Database, 'update'>, workspaceId: string, userId: string, name: string) => Promise<void>;
};
