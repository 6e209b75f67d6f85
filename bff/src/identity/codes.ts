import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Context } from '../graphql/context.ts';
import { CodeError, DeliveryFailedError, RateLimitedError, ValidationError } from '../graphql/errors.ts';
import { takeHit } from '../lib/rate-limit.ts';
import { CODE_VALID_MINUTES } from './delivery/email.ts';
import { DeliveryError, type CodePurpose } from './delivery/types.ts';
import { verificationCodes } from './tables.ts';
import { targetKey, type CodeTarget } from './targets.ts';

export const CODE_RULES = {
  // The mail says how long a code lives; both read the one figure.
  ttlMinutes: CODE_VALID_MINUTES,
  /** The countdown before the same address may receive another code. */
  resendSeconds: 60,
  maxAttempts: 5,
  perTargetPerHour: 10,
  perIpPerHour: 30,
} as const;

type CodeContext = Pick<Context, 'db' | 'secrets' | 'sender' | 'now' | 'locale' | 'ip' | 'log'>;

/**
 * Sends a fresh 6-digit code to the target, after the resend countdown and the per-address and
 * per-IP limits allow it. Only a keyed hash of the code is stored.
 */
export async function issueCode(
  ctx: CodeContext,
  input: { purpose: CodePurpose; target: CodeTarget; userId?: string },
): Promise<{ resendAfter: number }> {
  const key = targetKey(input.target);
  const [latest] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, key), eq(verificationCodes.purpose, input.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = (ctx.now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < CODE_RULES.resendSeconds) throw new RateLimitedError(Math.ceil(CODE_RULES.resendSeconds - waited));
  }
  for (const [limitKey, max] of [
    [`code:target:${key}`, CODE_RULES.perTargetPerHour],
    [`code:ip:${ctx.ip}`, CODE_RULES.perIpPerHour],
  ] as const) {
    const blocked = await takeHit(ctx.db, limitKey, { max, windowSeconds: 3600 }, ctx.now);
    if (blocked) throw new RateLimitedError(blocked.retryAfter);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await ctx.db
    .insert(verificationCodes)
    .values({
      purpose: input.purpose,
      target: key,
      codeHash: ctx.secrets.hmac('verification-code', `${key}:${code}`),
      userId: input.userId,
      expiresAt: new Date(ctx.now.getTime() + CODE_RULES.ttlMinutes * 60_000),
      createdAt: ctx.now,
    })
    .returning({ id: verificationCodes.id });

  const common = { code, locale: ctx.locale, purpose: input.purpose };
  try {
    await ctx.sender.send(
      input.target.kind === 'email'
        ? { channel: 'email', to: input.target.email, ...common }
        : { channel: 'sms', countryCode: input.target.countryCode, phone: input.target.phone, ...common },
    );
  } catch (error) {
    // An undelivered code must not hold the countdown against the person.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    if (error instanceof DeliveryError) {
      ctx.log.warn({ err: error, purpose: input.purpose }, 'verification code not delivered');
      throw new DeliveryFailedError();
    }
    throw error;
  }
  return { resendAfter: CODE_RULES.resendSeconds };
}

/**
 * Spends the latest code sent to the target for this purpose. Wrong guesses count; after too
 * many the code is dead. Marking it used is conditional, so one code cannot be spent twice.
 */
export async function consumeCode(
  ctx: CodeContext,
  input: { purpose: CodePurpose; target: CodeTarget; code: string; userId?: string },
): Promise<void> {
  const code = input.code.trim();
  if (!code) throw new ValidationError([{ field: 'code', key: 'codeRequired' }]);
  const key = targetKey(input.target);
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, key),
        eq(verificationCodes.purpose, input.purpose),
        input.userId ? eq(verificationCodes.userId, input.userId) : undefined,
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt) throw new CodeError('codeMissing');
  if (latest.expiresAt <= ctx.now) throw new CodeError('codeExpired');
  if (latest.attempts >= CODE_RULES.maxAttempts) throw new CodeError('codeTooManyAttempts');

  if (ctx.secrets.hmac('verification-code', `${key}:${code}`) !== latest.codeHash) {
    const attempts = latest.attempts + 1;
    await ctx.db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, latest.id));
    throw new CodeError(attempts >= CODE_RULES.maxAttempts ? 'codeTooManyAttempts' : 'codeWrong');
  }
  const spent = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: ctx.now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw new CodeError('codeMissing');
}
