import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TokenScope } from '../../../../__generated__/AccessTokenRow_accessToken.graphql';

/** What each scope opens, as the create dialog explains it and the list names it. */
export const TOKEN_SCOPES: readonly { value: TokenScope; label: MessageDescriptor; explanation: MessageDescriptor }[] = [
  { value: 'DOCUMENTS_READ', label: msg`Read documents`, explanation: msg`Search and read the documents its maker may see.` },
  { value: 'AGENTS_READ', label: msg`Read agents`, explanation: msg`List the agents its maker may use.` },
  { value: 'CHAT', label: msg`Chat`, explanation: msg`Ask agents and read its maker’s conversations; each question uses one of the workspace’s chats.` },
  { value: 'MANAGE', label: msg`Manage`, explanation: msg`Do what its maker may do as an admin: apps, agents, members, roles and settings.` },
];

/** The lifetimes offered, in days; the server allows 1 to 365. */
export const TOKEN_LIFETIMES = [7, 30, 90, 365] as const;
export const DEFAULT_TOKEN_LIFETIME = 30;
