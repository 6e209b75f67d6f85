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
