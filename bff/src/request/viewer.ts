import type { Billing } from '../billing/ports.ts';
import type { SessionUser } from '../identity/ports.ts';
import type { TokenScope } from './token-scopes.ts';

/** Who makes a request: the person, how they came (session or access token), and where they act. */

export type Membership = {
  workspaceId: string;
  wsUserType: number;
  wsUsername: string;
};

export type Viewer = {
  user: SessionUser;
  /** The session of a person signed in; null for a request made with an access token. */
  sessionId: string | null;
  /** The access token a third party acts with (its workspace and scopes); null for a session. */
  token: { id: string; workspaceId: string; scopes: readonly TokenScope[] } | null;
  /** Membership in the current workspace; null for a user who belongs to none yet. */
  membership: Membership | null;
};

/** A viewer acting in a workspace they are a member of. */
export type MemberViewer = Viewer & { membership: Membership };

/** The viewer as the member they act as now (`actingMember` in graphql/access.ts). */
export type ActingMember = { workspaceId: string; userId: string; wsUserType: number };

/**
 * Whether the viewer is a platform operator (BILLING_OPERATORS lists e-mails or user IDs): a
 * person signed in with a session, never an access token.
 */
export function isOperator(ctx: { viewer: Viewer | null; billing: Billing }): boolean {
  const viewer = ctx.viewer;
  if (!viewer || viewer.token || !viewer.sessionId) return false;
  const operators = ctx.billing.config.operators;
  return operators.includes(viewer.user.id.toLowerCase()) || (!!viewer.user.email && operators.includes(viewer.user.email.toLowerCase()));
}
