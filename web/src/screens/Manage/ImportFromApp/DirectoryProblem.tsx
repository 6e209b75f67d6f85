import { Alert, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/** An app's directory that could not be read, why, and where to set the app right. */
export function DirectoryProblem({ appId, title, problem }: { appId: string; title: string; problem: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The directory of {title} could not be read: {problem}</Trans>
        </Alert.Title>
        <Alert.Description>
          <Link asChild colorPalette="brand">
            <RouterLink to={`/manage/datasources/edit/${encodeURIComponent(appId)}`}>
              <Trans>Check the app’s settings and credentials</Trans>
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
