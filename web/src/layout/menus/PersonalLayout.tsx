import { useLingui } from '@lingui/react/macro';
import { PERSONAL_MENU } from './menus';
import { SideMenuLayout } from './SideMenu';

export function Component() {
  const { t } = useLingui();
  return <SideMenuLayout menu={PERSONAL_MENU} label={t`Personal`} />;
}
