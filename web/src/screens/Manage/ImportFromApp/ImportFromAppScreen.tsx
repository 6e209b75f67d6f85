import { Heading, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router-dom';
import type { AppPeopleQuery } from '../../../__generated__/AppPeopleQuery.graphql';
import type { ImportFromAppScreenQuery$data } from '../../../__generated__/ImportFromAppScreenQuery.graphql';
import { RetryBoundary } from '../../../components/RetryBoundary';
import { MemberLimit } from '../AddMembers/MemberLimit';
import { DirectoryAppPicker } from './DirectoryAppPicker';
import { AppPeople } from './AppPeople';
import { NoDirectoryApps } from './NoDirectoryApps';

export const importFromAppScreenQuery = graphql`
  query ImportFromAppScreenQuery {
    viewer {
      currentWorkspace {
        ...MemberLimit_workspace
        ...DirectoryAppPicker_workspace
        directoryApps(first: 50) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`;

/** Import members from an app: pick the app, then the people of its source to add. */
export function ImportFromAppScreen({ data, people }: { data: ImportFromAppScreenQuery$data; people: PreloadedQuery<AppPeopleQuery> | null }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const apps = workspace.directoryApps.edges.map((edge) => edge.node.id);
  if (apps.length === 0) return <NoDirectoryApps />;
  // The first app is opened at once; the address then names it, so that back and reload keep it.
  if (!people) return <Navigate to={`?app=${encodeURIComponent(apps[0]!)}`} replace />;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Import members from an app</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Pick people from the directory of a connected app. They are added by the e-mail address the app gives: people who already have an
            account join at once, anyone else the first time they sign in.
          </Trans>
        </Text>
      </Stack>
      <MemberLimit workspace={workspace} />
      <DirectoryAppPicker workspace={workspace} current={people.variables.appId} />
      <RetryBoundary key={people.variables.appId} title={<Trans>The people of this app could not be loaded.</Trans>}>
        <Suspense fallback={<ReadingDirectory />}>
          <AppPeople queryRef={people} />
        </Suspense>
      </RetryBoundary>
    </Stack>
  );
}

/** Reading a directory asks the app's source: it may take a moment. */
function ReadingDirectory() {
  const { t } = useLingui();
  return (
    <HStack gap={3} role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>{t`Reading the app’s directory…`}</Text>
    </HStack>
  );
}
