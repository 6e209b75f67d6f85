import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { requestContext, respond } from '../../http/rest.ts';
import { safeCallbackPath } from '../../http/safe-callback.ts';
import { ExpectedError, ForbiddenError, ValidationError, type FieldProblem } from '../../request/errors.ts';
import { parseFields, text } from '../../validation/body.ts';
import type { DirectoryAccount } from '../ports.ts';
import { splitPhoneNumber } from '../phone-number.ts';
import { startSession } from '../session-start.ts';
import { auditSignIn } from '../sign-in-audit.ts';
import { findUserByTarget, landingOf, signInVouchedTargets, type OnSignedIn } from '../sign-in.ts';
import { vouchedTargets } from '../vouched.ts';
import { DirectoryUnavailable, signInToDirectory, type DirectoryContact, type DirectoryPerson } from './directory.ts';

/** The directory could not be asked: other ways of signing in still work. */
class DirectoryUnavailableError extends ExpectedError {
  override readonly status = 503;
  constructor() {
    super('directoryUnavailable');
  }
}

const SignInBody = z.object({ username: text(256), password: text(1024), callback_url: text(2048) });

/** What the other domains do with a person the directory vouched for (apps: their groups). */
export type OnDirectorySignIn = (userId: string, account: DirectoryAccount) => Promise<void>;

/**
 * `POST /api/auth/ldap`: signs a person in with their directory name and password. They are the
 * member whose e-mail address (else phone number) the directory holds for them, created on first
 * sign-in as code sign-in would; their groups are recorded for the roles that follow them.
 */
export function ldapRoutes(app: FastifyInstance, deps: AppDeps, hooks: { onSignedIn: OnSignedIn; onDirectorySignIn: OnDirectorySignIn }) {
  const config = deps.config.ldap;
  if (!config) return;
  const { db } = deps.database;

  app.post('/api/auth/ldap', async (request, reply) => {
    const ctx = await requestContext(deps, request);
    const body = parseFields(SignInBody, request.body);
    const username = body.username?.trim() ?? '';
    const password = body.password ?? '';
    const missing: FieldProblem[] = [];
    if (!username) missing.push({ field: 'username', key: 'directoryUsernameRequired' });
    if (!password) missing.push({ field: 'password', key: 'directoryPasswordRequired' });
    if (missing.length > 0) throw new ValidationError(missing);

    let answer;
    try {
      answer = await signInToDirectory(config, username, password);
    } catch (error) {
      if (!(error instanceof DirectoryUnavailable)) throw error;
      request.log.error({ err: error }, 'LDAP directory unavailable');
      throw new DirectoryUnavailableError();
    }
    if (answer.outcome === 'refused') {
      await auditRefusal(request, answer.contact, answer.reason, ctx.now);
      // A 400 like a wrong code: a 401 would say the request's session is gone.
      throw answer.reason === 'locked' ? new ForbiddenError('directoryAccountLocked') : new ExpectedError('directorySignInRefused');
    }
    const { person } = answer;
    const [first, ...others] = vouchedTargets(person);
    if (!first) throw new ForbiddenError('directoryAccountNoContact');
    const user = await signInVouchedTargets(db, hooks.onSignedIn, [first, ...others], person.name);
    await hooks.onDirectorySignIn(user.id, accountOf(person));
    await startSession(deps, request, reply, user.id, ctx.now, 'ldap');
    return respond(ctx, { is_active: user.isActive, redirect_url: landingOf(user, safeCallbackPath(body.callback_url ?? undefined)) });
  });

  /** A refused sign-in of someone who has an account here: their workspace's admins see it. */
  async function auditRefusal(request: FastifyRequest, contact: DirectoryContact | null, reason: 'invalid' | 'locked', now: Date) {
    for (const target of contact ? vouchedTargets(contact) : []) {
      const known = await findUserByTarget(db, target);
      if (!known) continue;
      const detail = { method: 'ldap', reason: reason === 'locked' ? 'directoryAccountLocked' : 'directorySignInRefused' };
      await auditSignIn({ db, pubsub: deps.pubsub, memberships: deps.memberships }, request, known.id, now, { action: 'session.sign_in_failed', detail });
      return;
    }
  }
}

/** The person as the workspaces keep a directory account: principals `ldap:user:<id>`, `ldap:group:<dn>`. */
function accountOf(person: DirectoryPerson): DirectoryAccount {
  return {
    provider: 'ldap',
    externalId: person.externalId,
    login: person.login,
    name: person.name ?? null,
    email: person.email ?? null,
    phone: person.phone ? phoneText(person.phone) : null,
    groups: person.groups.map((group) => ({ principal: `ldap:group:${group.dn}`, name: group.name })),
  };
}

const phoneText = (raw: string) => {
  const phone = splitPhoneNumber(raw);
  return phone ? `${phone.countryCode} ${phone.phone}` : null;
};
