import { Card, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';

/**
 * Where a directory app's documents would be: it has none. Its syncs bring the organisation's
 * departments and tags, which custom roles follow.
 */
export function DirectoryGroups() {
  return (
    <Card.Root as="section" aria-labelledby="app-groups-heading">
      <Card.Header>
        <Card.Title id="app-groups-heading" as="h2">
          <Trans>Groups</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            This app syncs no documents. Each sync brings the organisation’s departments and tags as groups, with their people; let a role follow one in{' '}
            <Link asChild variant="underline">
              <RouterLink to="/manage/users/customRole">Custom roles</RouterLink>
            </Link>
            .
          </Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
