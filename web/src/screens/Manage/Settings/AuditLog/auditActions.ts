import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the server records, as `object.verb`, in a reader's words. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'member.added': msg`Member added`,
  'member.removed': msg`Member removed`,
  'member.type_changed': msg`Member’s type changed`,
  'member.signed_out': msg`Member signed out everywhere`,
  'workspace.creator_transferred': msg`Creator role transferred`,
  'role.created': msg`Role created`,
  'role.updated': msg`Role changed`,
  'role.deleted': msg`Role deleted`,
  'role.source_group_set': msg`Role’s source group set`,
  'invitation.created': msg`Invitation link created`,
  'invitation.revoked': msg`Invitation link revoked`,
  'token.created': msg`Access token created`,
  'token.revoked': msg`Access token revoked`,
  'app.installed': msg`App installed`,
  'app.updated': msg`App changed`,
  'app.deleted': msg`App deleted`,
  'source_account.linked': msg`Source account linked`,
  'source_account.unlinked': msg`Source account unlinked`,
  'session.ended': msg`Signed-in session ended`,
  'session.signed_in': msg`Signed in`,
  'session.sign_in_failed': msg`Sign-in failed`,
  'audit.exported': msg`Audit log exported`,
  'group.created': msg`Provisioned group created`,
  'group.updated': msg`Provisioned group changed`,
  'group.deleted': msg`Provisioned group deleted`,
  'scim.token_created': msg`SCIM token made`,
  'scim.token_revoked': msg`SCIM token revoked`,
  'token.first_used': msg`Access token used for the first time`,
  'workspace.updated': msg`Workspace settings changed`,
  'model.updated': msg`Model settings changed`,
  'bot.created': msg`Bot created`,
  'bot.updated': msg`Bot changed`,
  'bot.deleted': msg`Bot deleted`,
  'order.created': msg`Order placed`,
  'order.status_changed': msg`Order status changed`,
  'document.original_downloaded': msg`Original file downloaded`,
  'subscription.gifted': msg`Subscription given by the platform`,
  'audit.pruned': msg`Entries past their retention removed`,
  'analytics.askers_changed': msg`Questions shown in analytics changed`,
  'conversation.exported': msg`Conversation exported`,
  'conversation.shared': msg`Conversation shared with the workspace`,
  'conversation.unshared': msg`Conversation no longer shared`,
};

/** An act's label; one the screen does not know yet shows as its code. */
export function actionLabel(i18n: I18n, action: string): string {
  const label = ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}

/** The kinds of object the log can be filtered by (an act's code starts with its kind). */
export const AUDIT_KINDS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'member', label: msg`Members` },
  { value: 'role', label: msg`Roles` },
  { value: 'invitation', label: msg`Invitations` },
  { value: 'token', label: msg`Access tokens` },
  { value: 'app', label: msg`Apps` },
  { value: 'source_account', label: msg`Source accounts` },
  { value: 'session', label: msg`Sessions` },
  { value: 'workspace', label: msg`Workspace` },
  { value: 'audit', label: msg`Audit log` },
  { value: 'group', label: msg`Provisioned groups` },
  { value: 'scim', label: msg`SCIM provisioning` },
  { value: 'model', label: msg`Models` },
  { value: 'bot', label: msg`Bots` },
  { value: 'order', label: msg`Orders` },
  { value: 'document', label: msg`Documents` },
  { value: 'conversation', label: msg({ message: 'Conversations', context: 'audit kind' }) },
  { value: 'analytics', label: msg`Analytics` },
];
