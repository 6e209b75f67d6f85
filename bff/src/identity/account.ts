import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors.ts';
import { updateOrRead } from '../db/update.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, NameTakenError, ValidationError, type FieldProblem } from '../request/errors.ts';
import type { Locale } from '../i18n/messages.ts';
import { consumeCode, issueCode } from './codes.ts';
import { findUserByTarget } from './sign-in.ts';
import { users } from './tables.ts';
import { parseTarget, type CodeTarget } from './targets.ts';
import { isOwnImageUrl } from './uploads.ts';
import { checkLength } from '../validation/rules.ts';

export type BaseInfoInput = {
  displayName?: string | null;
  username?: string | null;
  wsUsername?: string | null;
  avatar?: string | null;
  preferredLanguage?: Locale | null;
  theme?: 'light' | 'dark' | null;
};

const USERNAME = /^[\p{L}\p{N}_.-]{2,32}$/u;
const AVATAR = /^\/(avatars\/[\w-]+\.svg|api\/files\/[0-9a-f-]{36})$/;

type SignedIn = Context & { viewer: NonNullable<Context['viewer']> };

/** Changes the viewer's profile (and their display name in the current workspace). */
export async function updateBaseInfo(ctx: SignedIn, input: BaseInfoInput) {
  const problems: FieldProblem[] = [];
  const displayName = input.displayName?.trim();
  const username = input.username?.trim();
  const wsUsername = input.wsUsername?.trim();
  if (input.displayName != null && !displayName) problems.push({ field: 'display_name', key: 'displayNameRequired' });
  else if (displayName && checkLength('displayName', displayName)) problems.push({ field: 'display_name', key: 'displayNameTooLong' });
  if (input.username != null && !username) problems.push({ field: 'username', key: 'usernameRequired' });
  else if (username && !USERNAME.test(username)) problems.push({ field: 'username', key: 'usernameInvalid' });
  if (input.wsUsername != null && !wsUsername) problems.push({ field: 'ws_username', key: 'wsUsernameRequired' });
  else if (wsUsername && checkLength('memberName', wsUsername)) problems.push({ field: 'ws_username', key: 'memberNameTooLong' });
  // An uploaded avatar is shown to anyone (upload-readers.ts): only an image of one's own.
  const avatarValid =
    input.avatar == null ||
    input.avatar === ctx.viewer.user.avatar ||
    (AVATAR.test(input.avatar) && (input.avatar.startsWith('/avatars/') || (await isOwnImageUrl(ctx.db, ctx.viewer.user.id, input.avatar))));
  if (!avatarValid) problems.push({ field: 'avatar', key: 'avatarInvalid' });
  if (problems.length) throw new ValidationError(problems);

  const { user, membership } = ctx.viewer;
  if (wsUsername && !membership) throw new ExpectedError('noWorkspace');
  if (username && username.toLowerCase() !== user.username.toLowerCase()) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw new NameTakenError('usernameTaken');
  }
  try {
    const changes = {
      ...(displayName && { displayName }),
      ...(username && { username }),
      ...(input.avatar != null && { avatar: input.avatar }),
      ...(input.preferredLanguage != null && { preferredLanguage: input.preferredLanguage }),
      ...(input.theme != null && { theme: input.theme }),
    };
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await updateOrRead(tx, users, changes, eq(users.id, user.id));
      if (wsUsername && membership) await ctx.memberships.rename(tx, membership.workspaceId, user.id, wsUsername);
      return row!;
    });
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('usernameTaken');
    throw error;
  }
}

/** Activates a new user once the guide's required fields (name, username) are set. */
export async function activateUser(ctx: SignedIn) {
  const { user } = ctx.viewer;
  if (!user.displayName.trim() || !user.username.trim()) throw new ExpectedError('profileIncomplete');
  const [row] = await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, user.id)).returning();
  return row!;
}

/** Sends a code to a new e-mail address or phone number, which must not belong to another account. */
export async function sendContactChangeCode(ctx: SignedIn, input: { email?: string; country_code?: string; phone?: string }) {
  const target = parseTarget(input);
  await ensureFree(ctx, target);
  return issueCode(ctx, { purpose: purposeOf(target), target, userId: ctx.viewer.user.id });
}

/** Moves the account to the new address once its code is confirmed. */
export async function changeContact(
  ctx: SignedIn,
  input: { email?: string; country_code?: string; phone?: string; code?: string },
) {
  const target = parseTarget(input);
  await ensureFree(ctx, target);
  await consumeCode(ctx, { purpose: purposeOf(target), target, code: input.code ?? '', userId: ctx.viewer.user.id });
  try {
    const [row] = await ctx.db
      .update(users)
      .set(target.kind === 'email' ? { email: target.email } : { countryCode: target.countryCode, phone: target.phone })
      .where(eq(users.id, ctx.viewer.user.id))
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError(target.kind === 'email' ? 'emailTaken' : 'phoneTaken');
    throw error;
  }
}

const purposeOf = (target: CodeTarget) => (target.kind === 'email' ? 'change-email' : 'change-phone');

async function ensureFree(ctx: SignedIn, target: CodeTarget) {
  const owner = await findUserByTarget(ctx.db, target);
  if (owner && owner.id !== ctx.viewer.user.id) {
    throw new NameTakenError(target.kind === 'email' ? 'emailTaken' : 'phoneTaken');
  }
}
