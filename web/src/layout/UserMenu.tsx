import { Avatar, Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { DeferredMenu } from '../components/DeferredMenu';

const loadMenu = () => import('./UserMenuPopup').then(({ UserMenuPopup }) => UserMenuPopup);

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        user {
          displayName
          avatar
        }
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  return (
    <DeferredMenu
      load={loadMenu}
      menuProps={{}}
      trigger={
        <Button variant="ghost" size="sm">
          <VisuallyHidden>{t`Account menu:`} </VisuallyHidden>
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={data.user.displayName} />
            {data.user.avatar ? <Avatar.Image src={data.user.avatar} alt="" /> : null}
          </Avatar.Root>
          <Text>{data.user.displayName}</Text>
        </Button>
      }
    />
  );
}
