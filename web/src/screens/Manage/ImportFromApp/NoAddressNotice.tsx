import { Alert, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/** A directory that gives nobody's address: its people are invited by link instead. */
export function NoAddressNotice({ title }: { title: string }) {
  return (
    <Alert.Root status="info" data-testid="no-address-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Nobody here can be added from {title}: it gives no e-mail address for them.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Send them an{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to="/manage/addUser/invite">invitation link</RouterLink>
            </Link>{' '}
            instead.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
