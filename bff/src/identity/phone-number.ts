import { checkPhone } from '../validation/rules.ts';
import type { CodeTarget } from './targets.ts';

/**
 * Splits an E.164 number (`+8613800138000`) into the country code and national number this
 * product stores (`+86`, `13800138000`). Country codes are prefix-free, so the 1- and 2-digit
 * ones listed here tell the length; every other code has 3 digits. A number that is not E.164
 * or whose national part fails the phone rule is not used.
 */
export function splitPhoneNumber(raw: string): Extract<CodeTarget, { kind: 'phone' }> | null {
  const digits = raw.replace(/[\s\-().]/g, '');
  if (!/^\+\d{8,15}$/.test(digits)) return null;
  const body = digits.slice(1);
  const length = SHORT_COUNTRY_CODES.has(body.slice(0, 1)) ? 1 : SHORT_COUNTRY_CODES.has(body.slice(0, 2)) ? 2 : 3;
  const phone = body.slice(length);
  return checkPhone(phone) ? null : { kind: 'phone', countryCode: `+${body.slice(0, length)}`, phone };
}

const SHORT_COUNTRY_CODES = new Set(
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
