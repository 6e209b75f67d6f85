import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAuditEntry } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { Memberships } from './ports.ts';
import { users } from './tables.ts';

export type SignInMethod = 'code' | 'link' | 'oidc' | 'ldap' | 'dingtalk' | 'feishu' | 'wecom';

/**
 * Records a sign-in, or a failed one, in the audit log of the workspace the person works in (their
 * current one, if they are still its member): a person belongs to no one workspace, and that is
 * where its admins look. Someone in no workspace yet leaves no entry.
 */
export async function auditSignIn(
  deps: { db: Database; pubsub: PubSub; memberships: Memberships },
  request: FastifyRequest,
  userId: string,
  now: Date,
  act: { action: 'session.signed_in' | 'session.sign_in_failed'; detail: Record<string, unknown> },
) {
  const [person] = await deps.db.select({ workspaceId: users.currentWorkspaceId, name: users.displayName }).from(users).where(eq(users.id, userId));
  const workspaceId = person?.workspaceId;
  if (!workspaceId) return;
  const current = await deps.memberships.of(deps.db, workspaceId, userId);
  if (!current) return;
  const name = current.membership.wsUsername || person.name;
  await appendAuditEntry(deps.db, {
    workspaceId,
    at: now,
    actor: { kind: 'person', userId, name },
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    action: act.action,
    object: { type: 'person', id: userId, label: name },
    detail: act.detail,
  });
  deps.pubsub.publish('audit:appended', 'all', { workspaceId });
}
