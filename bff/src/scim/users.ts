import { and, asc, eq, inArray } from 'drizzle-orm';
import { forgetProvisionedAccount, keepProvisionedAccount } from '../apps/directory-accounts.ts';
import type { AuditActor } from '../audit/record.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { splitPhoneNumber } from '../identity/phone-number.ts';
import { findOrCreateUser } from '../identity/sign-in.ts';
import { vouchedTargets } from '../identity/vouched.ts';
import { isUuid } from '../lib/ids.ts';
import type { Context } from '../request/context.ts';
import { addProvisionedMember, removeProvisionedMember } from '../workspaces/provisioned-members.ts';
import { ScimError } from './scimmy.ts';
import { scimUsers } from './tables.ts';

/** Who the log says acted: the workspace's identity provider, through its SCIM token. */
export const PROVIDER_ACTOR: AuditActor = { kind: 'system', name: 'SCIM' };
/** Provisioned accounts' principals are `scim:user:<id>`; their groups', `scim:group:<id>`. */
export const PROVIDER = 'scim';

export type ScimRequest = { ctx: Context; workspaceId: string };
export type ScimUserRow = typeof scimUsers.$inferSelect;

/** Attributes the product keeps apart from the answer it stores: the resource's own keys and what it derives. */
const DERIVED = new Set(['id', 'schemas', 'meta', 'groups', 'userName', 'externalId', 'active', 'password']);

/** A SCIM User as the provider reads it back (SCIMMY formats and filters it). */
export function userResource(row: ScimUserRow, groups: { value: string; display: string }[]) {
  return {
    ...row.attributes,
    id: row.id,
    userName: row.userName,
    ...(row.externalId && { externalId: row.externalId }),
    active: row.active,
    groups,
    meta: { resourceType: 'User', created: row.createdAt, lastModified: row.updatedAt },
  };
}

export async function listUsers(request: ScimRequest, id?: string) {
  if (id !== undefined && !isUuid(id)) return [];
  return request.ctx.db
    .select()
    .from(scimUsers)
    .where(and(eq(scimUsers.workspaceId, request.workspaceId), id ? eq(scimUsers.id, id) : undefined))
    .orderBy(asc(scimUsers.createdAt), asc(scimUsers.id));
}

type UserInput = {
  userName: string;
  externalId?: string;
  active?: boolean;
  displayName?: string;
  name?: { formatted?: string; givenName?: string; familyName?: string };
  emails?: { value?: string; primary?: boolean }[];
  phoneNumbers?: { value?: string; primary?: boolean }[];
} & Record<string, unknown>;

/**
 * Creates (no `id`) or replaces a provisioned person. A new one is the user with the resource's
 * e-mail address (its primary one, else the user name when it is one), else its phone number,
 * created when no one has it yet; they stay that user whatever later replacements say. While
 * `active`, they are a member (a seat of the version's limit); deactivated, their membership,
 * access tokens, bot bindings and sessions end at once, and the resource stays.
 */
export async function writeUser(request: ScimRequest, id: string | undefined, input: UserInput): Promise<ScimUserRow> {
  const { ctx, workspaceId } = request;
  const userName = input.userName.trim();
  checkLength('userName', userName);
  checkLength('externalId', input.externalId);
  const attributes = Object.fromEntries(Object.entries(input).filter(([key]) => !DERIVED.has(key)));
  const shown = displayNameOf(input, userName);
  const fields = { userName, externalId: input.externalId ?? null, attributes };
  const previous = id === undefined ? undefined : (await listUsers(request, id))[0];
  if (id !== undefined && !previous) throw new ScimError(404, null, `Resource ${id} not found`);
  const active = input.active ?? previous?.active ?? true;

  let row: ScimUserRow;
  try {
    if (previous) {
      [row] = (await ctx.db
        .update(scimUsers)
        .set({ ...fields, active, updatedAt: ctx.now })
        .where(and(eq(scimUsers.workspaceId, workspaceId), eq(scimUsers.id, previous.id)))
        .returning()) as [ScimUserRow];
    } else {
      const target = targetOf(input, userName);
      if (!target) throw new ScimError(400, 'invalidValue', 'A user needs an e-mail address or a phone number (E.164) to sign in with');
      const user = await findOrCreateUser(ctx.db, target, shown);
      [row] = (await ctx.db.insert(scimUsers).values({ workspaceId, userId: user.id, ...fields, active }).returning()) as [ScimUserRow];
    }
  } catch (error) {
    // Another resource has the user name, or stands for the same person.
    if (isUniqueViolation(error)) throw new ScimError(409, 'uniqueness', 'Another user has this userName or e-mail address in the workspace');
    throw error;
  }
  const contact = { login: userName, name: shown, email: primaryOf(input.emails)?.toLowerCase() ?? null, phone: phoneOf(input) };
  await keepProvisionedAccount(ctx.db, workspaceId, PROVIDER, row.id, row.userId, contact);
  await applyActive(request, row, previous?.active ?? false, shown);
  return row;
}

/** Makes membership follow `active`, recording each change as the identity provider's. */
async function applyActive(request: ScimRequest, row: ScimUserRow, wasActive: boolean, name: string) {
  const { ctx, workspaceId } = request;
  const person = { userId: row.userId, name, userName: row.userName };
  if (row.active) await addProvisionedMember(ctx, workspaceId, person, PROVIDER_ACTOR);
  if (!row.active && wasActive) await removeProvisionedMember(ctx, workspaceId, person, PROVIDER_ACTOR, { deactivated: true });
}

/** Deletes a provisioned person: their membership ends as on deactivation, and the resource is gone. */
export async function deleteUser(request: ScimRequest, id: string) {
  const { ctx, workspaceId } = request;
  const [row] = await listUsers(request, id);
  if (!row) throw new ScimError(404, null, `Resource ${id} not found`);
  const person = { userId: row.userId, name: displayNameOf(row.attributes as UserInput, row.userName), userName: row.userName };
  await removeProvisionedMember(ctx, workspaceId, person, PROVIDER_ACTOR, {});
  await forgetProvisionedAccount(ctx.db, workspaceId, PROVIDER, row.id);
  await ctx.db.delete(scimUsers).where(and(eq(scimUsers.workspaceId, workspaceId), eq(scimUsers.id, row.id)));
}

/** The provisioned people among these SCIM IDs (those that exist in the workspace). */
export async function existingUserIds(request: ScimRequest, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Set<string>();
  const rows = await request.ctx.db
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(and(eq(scimUsers.workspaceId, request.workspaceId), inArray(scimUsers.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

/** The longest identifier kept (a user name, an external ID): an index holds it. */
const IDENTIFIER_MAX = 256;

export function checkLength(attribute: string, value: string | undefined) {
  if (value !== undefined && (value.length === 0 || value.length > IDENTIFIER_MAX)) {
    throw new ScimError(400, 'invalidValue', `${attribute} must be 1 to ${IDENTIFIER_MAX} characters long`);
  }
}

function displayNameOf(input: UserInput, userName: string) {
  const name = input.name;
  const full = name?.formatted ?? [name?.familyName, name?.givenName].filter(Boolean).join(' ');
  return (input.displayName || full || userName).trim().slice(0, 100);
}

const primaryOf = (values: { value?: string; primary?: boolean }[] | undefined) => (values?.find((value) => value.primary) ?? values?.[0])?.value?.trim() || undefined;

const phoneOf = (input: UserInput) => {
  const raw = primaryOf(input.phoneNumbers);
  const phone = raw ? splitPhoneNumber(raw) : null;
  return phone ? `${phone.countryCode} ${phone.phone}` : null;
};

/** The address a new person is found or made by: the primary e-mail (else the user name, when it is one), else the phone number. */
const targetOf = (input: UserInput, userName: string) =>
  vouchedTargets({ email: primaryOf(input.emails) ?? (userName.includes('@') ? userName : undefined), phone: primaryOf(input.phoneNumbers) })[0] ?? null;
