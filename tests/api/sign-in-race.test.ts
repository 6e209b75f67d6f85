import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createUser } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';

// Guesses fired at once must not slip past the attempt limit by reading the same count, and one
// code must sign in (or change an address) once, whichever database serves them.
let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await app.stop();
  await mailbox.close();
});

const MAX_ATTEMPTS = 5;
const WRONG = '验证码错误';
const TOO_MANY = '验证码错误次数过多，请重新获取';

/** Six digits that are not `code`, different for each `i`. */
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

const attemptsOn = async (target: string) => {
  const rows = await app.deps.database.db
    .select({ attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target));
  return rows.map((row) => row.attempts);
};

const signIn = (email: string, code: string) => app.rest('POST', '/auth/sign_in', { body: { email, code } });

describe('code guesses under concurrency', () => {
  it('compares at most the limit of 200 concurrent wrong guesses, then refuses the right code', async () => {
    const email = 'burst@example.com';
    expect((await app.rest('POST', '/auth/code', { body: { email } })).status).toBe(200);
    const code = await mailbox.codeFor(email);

    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(email, wrongCode(code, i))));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const messages = answers.map((answer) => answer.body.message);
    // Only the guesses that took an attempt before the last one hear "wrong"; all others are refused.
    expect(messages.filter((message) => message === WRONG)).toHaveLength(MAX_ATTEMPTS - 1);
    expect(messages.filter((message) => message === TOO_MANY)).toHaveLength(200 - (MAX_ATTEMPTS - 1));
    expect(await attemptsOn(`email:${email}`)).toEqual([MAX_ATTEMPTS]);

    const right = await signIn(email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(TOO_MANY);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('signs a burst of the right code in exactly once', async () => {
    const email = 'twice@example.com';
    await app.rest('POST', '/auth/code', { body: { email } });
    const code = await mailbox.codeFor(email);

    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(email, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers.get('set-cookie'))).toHaveLength(1);
    const { db } = app.deps.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it('lets the right code in among concurrent wrong guesses only while it is within the limit', async () => {
    const email = 'mixed@example.com';
    await app.rest('POST', '/auth/code', { body: { email } });
    const code = await mailbox.codeFor(email);

    const guesses = Array.from({ length: 60 }, (_, i) => wrongCode(code, i));
    guesses.splice(30, 0, code, code, code);
    const answers = await Promise.all(guesses.map((guess) => signIn(email, guess)));
    const signedIn = answers.filter((answer) => answer.status === 200).length;
    const wrong = answers.filter((answer) => answer.body.message === WRONG).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    // Every compared guess took an attempt: never more than the limit.
    expect(wrong + signedIn).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect((await attemptsOn(`email:${email}`))[0]).toBeLessThanOrEqual(MAX_ATTEMPTS);
  });

  it('holds the same limit when a code changes the e-mail address', async () => {
    const user = await createUser(app.deps.database.db, 'Racer');
    const cookie = await app.signIn(user.id);
    const email = 'racer.new@example.com';
    expect((await app.rest('POST', '/user/email/verify', { cookie, body: { email } })).status).toBe(200);
    const code = await mailbox.codeFor(email);

    const change = (guess: string) => app.rest('PUT', '/user/email', { cookie, body: { email, code: guess } });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => change(wrongCode(code, i))));
    expect(answers.filter((answer) => answer.body.message === WRONG)).toHaveLength(MAX_ATTEMPTS - 1);
    expect(await attemptsOn(`email:${email}`)).toEqual([MAX_ATTEMPTS]);

    const right = await change(code);
    expect(right).toMatchObject({ status: 400, body: { message: TOO_MANY } });
    const [row] = await app.deps.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).not.toBe(email);
  });
});
