import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type MenuItem = { to: string; label: MessageDescriptor; also?: string[] };
export type MenuGroup = { label: MessageDescriptor; items: MenuItem[] };

/** The manage section's side menu; upgrade and add-on pages are hidden and light up "orders". */
export const MANAGE_MENU: MenuGroup[] = [
  {
    label: msg`Data sources`,
    items: [
      { to: '/manage/datasources/appStore', label: msg`App store`, also: ['/manage/datasources/create'] },
      { to: '/manage/datasources/installed', label: msg`Installed apps`, also: ['/manage/datasources/edit'] },
    ],
  },
  {
    label: msg`Agents`,
    items: [
      { to: '/manage/agent/store', label: msg`Agent store` },
      // A custom agent is made from the installed list (its "create" button), and listed there.
      { to: '/manage/agent/installed', label: msg`Installed agents`, also: ['/manage/agent/create', '/manage/agent/edit'] },
    ],
  },
  {
    label: msg`Members`,
    items: [
      { to: '/manage/users/all', label: msg`All members` },
      { to: '/manage/users/admin', label: msg`Admins` },
      { to: '/manage/users/customRole', label: msg`Custom roles` },
      { to: '/manage/users/sourceAccounts', label: msg`Source accounts` },
    ],
  },
  {
    label: msg`Add members`,
    items: [
      { to: '/manage/addUser/add', label: msg`Add by e-mail or phone` },
      { to: '/manage/addUser/invite', label: msg`Invitation links` },
      { to: '/manage/addUser/app', label: msg`Import from an app` },
    ],
  },
  {
    label: msg`Workspace settings`,
    items: [
      { to: '/manage/settings/base', label: msg`Basic information` },
      { to: '/manage/settings/model', label: msg`AI models` },
      { to: '/manage/settings/payment', label: msg`Payment overview` },
      { to: '/manage/settings/order', label: msg`Orders`, also: ['/manage/settings/upgrade', '/manage/settings/addon'] },
      { to: '/manage/settings/accesstoken', label: msg`Access tokens` },
      { to: '/manage/settings/audit', label: msg`Audit log` },
      { to: '/manage/settings/synonyms', label: msg`Synonyms` },
      { to: '/manage/analytics', label: msg`Analytics` },
      { to: '/manage/retrieval', label: msg`Retrieval test` },
      { to: '/manage/settings/wechat', label: msg`Official Account bot` },
      { to: '/manage/settings/dingbot', label: msg`DingTalk bot` },
    ],
  },
];

export const PERSONAL_MENU: MenuGroup[] = [
  {
    label: msg`My apps`,
    items: [
      { to: '/personal/appStore', label: msg`App store`, also: ['/personal/create'] },
      { to: '/personal/installed', label: msg`Installed apps`, also: ['/personal/edit'] },
    ],
  },
  { label: msg`My agents`, items: [{ to: '/personal/agent', label: msg`My agents` }] },
];

/** Whether a menu item is the one to highlight for this path (its own pages and its hidden ones). */
export function isActive(item: MenuItem, pathname: string) {
  return [item.to, ...(item.also ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
