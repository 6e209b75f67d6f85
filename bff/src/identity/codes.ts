import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from '../request/context.ts';
import { CodeError, DeliveryFailedError, RateLimitedError, ValidationError } from '../request/errors.ts';
import { takeHit } from '../lib/rate-limit.ts';
import { CODE_VALID_MINUTES } from './delivery/email.ts';
import { DeliveryError, type CodePurpose } from './delivery/ports.ts';
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
 * Spends the latest code sent to the target for this purpose. Every guess first takes one of the
 * code's attempts in a single conditional update, so concurrent guesses cannot read the same count
 * and slip past the limit: at most `maxAttempts` guesses are ever compared. Marking it used is
 * conditional too, so one code signs in (or changes an address) once.
 */
export async function consumeCode(
  ctx: CodeContext,
  input: { purpose: CodePurpose; target: CodeTarget; code: string; userId?: string },
): Promise<void> {
  const code = input.code.trim();
  if (!code) throw new ValidationError([{ field: 'code', key: 'codeRequired' }]);
  const key = targetKey(input.target);
  const [latest] = await ctx.db
    .select({ id: verificationCodes.id })
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
  if (!latest) throw new CodeError('codeMissing');

  const usable = and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, ctx.now));
  const [taken] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(usable, lt(verificationCodes.attempts, CODE_RULES.maxAttempts)))
    .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });
  if (!taken) throw new CodeError(await whyUnusable(ctx, latest.id));

  if (ctx.secrets.hmac('verification-code', `${key}:${code}`) !== taken.codeHash) {
    throw new CodeError(taken.attempts >= CODE_RULES.maxAttempts ? 'codeTooManyAttempts' : 'codeWrong');
  }
  const spent = await ctx.db.update(verificationCodes).set({ consumedAt: ctx.now }).where(usable).returning({ id: verificationCodes.id });
  if (spent.length === 0) throw new CodeError('codeMissing');
}

/** Why a code took no attempt: spent, expired, or out of attempts. */
async function whyUnusable(ctx: CodeContext, id: string) {
  const [row] = await ctx.db
    .select({ consumedAt: verificationCodes.consumedAt, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.id, id));
  if (!row || row.consumedAt) return 'codeMissing';
  return row.expiresAt <= ctx.now ? 'codeExpired' : 'codeTooManyAttempts';
}
