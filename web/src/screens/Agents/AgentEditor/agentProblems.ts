import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkLength, checkTitle } from '../../../../../bff/src/validation/rules.ts';
import { ruleMessages } from '../../../i18n/rule-messages';
import type { AgentValues } from './AgentForm';

/** An agent's name follows the title rule, in words about a name (as the server says them). */
const agentNameMessages = {
  titleRequired: msg`Please enter the agent’s name`,
  titleLength: msg`The name must be 2 to 50 characters long`,
};

/**
 * What the form finds wrong before saving, by field, in the person's language: the server's rules
 * for lengths, and the choices a workspace agent (`workspaceAgent`) or an agent scoped to apps needs.
 */
export function agentProblems(values: AgentValues, workspaceAgent: boolean, i18n: I18n): Record<string, string> {
  const found: Record<string, string> = {};
  const nameProblem = checkTitle(values.name);
  if (nameProblem) found.name = i18n._(nameProblem in agentNameMessages ? agentNameMessages[nameProblem as keyof typeof agentNameMessages] : ruleMessages[nameProblem]);
  const descriptionTooLong = checkLength('agentDescription', values.description);
  if (descriptionTooLong) found.description = i18n._(ruleMessages[descriptionTooLong]);
  const promptTooLong = checkLength('systemPrompt', values.systemPrompt);
  if (promptTooLong) found.systemPrompt = i18n._(ruleMessages[promptTooLong]);
  const openingTooLong = checkLength('openingMessage', values.openingMessage);
  if (openingTooLong) found.openingMessage = i18n._(ruleMessages[openingTooLong]);
  const questionTooLong = values.suggestedQuestions.map((q) => checkLength('suggestedQuestion', q)).find(Boolean);
  if (questionTooLong) found.suggestedQuestions = i18n._(ruleMessages[questionTooLong]);
  if (!values.avatar) found.avatar = i18n._(msg`Please choose an avatar`);
  if (workspaceAgent && !values.visibleRange) found.visibleRange = i18n._(msg`Please choose the visible range`);
  if (workspaceAgent && values.visibleRange === 'SPECIFIED_ROLES' && values.roleIds.length === 0) found.roleIds = i18n._(msg`Please choose at least one role`);
  if (values.scopedToApps === null) found.scopedToApps = i18n._(msg`Please choose what it answers from`);
  if (values.scopedToApps && values.appIds.length === 0 && values.enabled) found.appIds = i18n._(msg`Please choose at least one app`);
  return found;
}
