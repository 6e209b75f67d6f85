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
  displayNameTooLong: msg`The display name can be at most 40 characters long`,
  memberNameTooLong: msg`The name in the workspace can be at most 40 characters long`,
  roleNameTooLong: msg`The role name can be at most 30 characters long`,
  roleDescriptionTooLong: msg`The role description can be at most 200 characters long`,
  agentDescriptionTooLong: msg`The agent description can be at most 500 characters long`,
  systemPromptTooLong: msg`The prompt can be at most 4,000 characters long`,
  openingMessageTooLong: msg`The opening message can be at most 500 characters long`,
  suggestedQuestionTooLong: msg`Each suggested question can be at most 100 characters long`,
  conversationTitleTooLong: msg`The conversation title can be at most 100 characters long`,
  fileNameTooLong: msg`The file name can be at most 200 characters long`,
  botNameTooLong: msg`The bot name can be at most 50 characters long`,
  tokenNameTooLong: msg`The token name can be at most 50 characters long`,
};
