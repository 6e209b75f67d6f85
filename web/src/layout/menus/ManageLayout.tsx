import { useLingui } from '@lingui/react/macro';
import { MANAGE_MENU } from './menus';
import { SideMenuLayout } from './SideMenu';

export function Component() {
  const { t } = useLingui();
  return <SideMenuLayout menu={MANAGE_MENU} label={t`Manage`} />;
}
