import { ValidationError } from '../request/errors.ts';
import { checkEmail, checkPhone } from '../validation/rules.ts';

/** Where a verification code goes: an e-mail address, or a phone number with its country code. */
export type CodeTarget = { kind: 'email'; email: string } | { kind: 'phone'; countryCode: string; phone: string };

export type TargetInput = { email?: string | null; country_code?: string | null; phone?: string | null };

/** Validates and normalises what a form sent: trimmed, e-mail lower-cased, country code as `+86`. */
export function parseTarget(input: TargetInput): CodeTarget {
  const email = input.email?.trim();
  if (email) {
    const problem = checkEmail(email);
    if (problem) throw new ValidationError([{ field: 'email', key: problem }]);
    return { kind: 'email', email: email.toLowerCase() };
  }
  const phone = input.phone?.trim();
  if (phone) {
    const countryDigits = (input.country_code ?? '').trim().replace(/^\+/, '');
    if (!countryDigits) throw new ValidationError([{ field: 'country_code', key: 'countryCodeRequired' }]);
    if (!/^\d{1,4}$/.test(countryDigits)) throw new ValidationError([{ field: 'country_code', key: 'phoneInvalid' }]);
    const problem = checkPhone(phone);
    if (problem) throw new ValidationError([{ field: 'phone', key: problem }]);
    return { kind: 'phone', countryCode: `+${countryDigits}`, phone };
  }
  throw new ValidationError([{ field: 'email', key: 'emailOrPhoneRequired' }]);
}

/** The stable text a code and its limits are keyed by. */
export function targetKey(target: CodeTarget): string {
  return target.kind === 'email' ? `email:${target.email}` : `phone:${target.countryCode} ${target.phone}`;
}
