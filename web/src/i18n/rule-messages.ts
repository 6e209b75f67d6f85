import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RuleResult } from '../../../bff/src/validation/rules.ts';

/** The words for each shared validation rule, as the form shows them next to the field. */
export const ruleMessages: Record<NonNullable<RuleResult>, MessageDescriptor> = {
  companyNameRequired: msg`Please enter the company name`,
  companyNameLength: msg`The company name must be 2 to 100 characters long`,
  primaryColorInvalid: msg`The primary colour must be a colour like #RRGGBB`,
  titleRequired: msg`Please enter a title`,
  titleLength: msg`The title must be 2 to 50 characters long`,
  emailInvalid: msg`Invalid e-mail format`,
  phoneInvalid: msg`Invalid phone number format`,
  countryCodeRequired: msg`The country code must not be empty`,
};
