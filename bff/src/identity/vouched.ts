import { checkEmail } from '../validation/rules.ts';
import { splitPhoneNumber } from './phone-number.ts';
import type { CodeTarget } from './targets.ts';

/**
 * The addresses a provider vouches for (a directory, a workplace app, an identity provider), in the
 * order a person is looked for by them: the e-mail address, then the mobile number (E.164). One
 * that fails the product's rules is not used.
 */
export function vouchedTargets(contact: { email?: string | null; phone?: string | null }): CodeTarget[] {
  const targets: CodeTarget[] = [];
  const email = contact.email?.trim().toLowerCase();
  if (email && !checkEmail(email)) targets.push({ kind: 'email', email });
  const phone = contact.phone ? splitPhoneNumber(contact.phone) : null;
  if (phone) targets.push(phone);
  return targets;
}
