import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { DeferredMenu } from '../components/DeferredMenu';
import { TruncatedText } from '../components/TruncatedText';
import { UserAvatar } from './UserAvatar';

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
      menuProps={{ name: data.user.displayName }}
      trigger={
        <Button variant="ghost" size="sm" maxW="full">
          <VisuallyHidden>{t`Account menu:`} </VisuallyHidden>
          <UserAvatar name={data.user.displayName} src={data.user.avatar ?? null} />
          {/* Cut when long; the menu shows it whole. */}
          <TruncatedText maxW={{ base: '8rem', md: '12rem' }}>{data.user.displayName}</TruncatedText>
        </Button>
      }
    />
  );
}
