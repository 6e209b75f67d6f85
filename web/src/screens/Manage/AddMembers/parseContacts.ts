import type { MemberContactInput } from '../../../__generated__/useAddMembersMutation.graphql';
import { checkEmail, checkPhone, type RuleResult } from '../../../../../bff/src/validation/rules.ts';

export type ContactLine = { line: number; contact: MemberContactInput };
export type LineProblem = { line: number; problem: NonNullable<RuleResult> };

/**
 * One e-mail address or phone number a line, as typed in the form: a line of digits only is a
 * phone number under the given country code, anything else an e-mail address; blank lines go.
 */
export function parseContacts(text: string, countryCode: string): { contacts: ContactLine[]; problems: LineProblem[] } {
  const contacts: ContactLine[] = [];
  const problems: LineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const value = raw.trim();
    if (!value) return;
    const line = index + 1;
    if (/^\d+$/.test(value)) {
      const problem = checkPhone(value) ?? (countryCode.trim() ? null : 'countryCodeRequired');
      if (problem) problems.push({ line, problem });
      else contacts.push({ line, contact: { countryCode: countryCode.trim(), phone: value } });
    } else {
      const problem = checkEmail(value);
      if (problem) problems.push({ line, problem });
      else contacts.push({ line, contact: { email: value } });
    }
  });
  return { contacts, problems };
}
