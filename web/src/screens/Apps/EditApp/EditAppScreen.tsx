import { Button, Card, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { EditAppScreenQuery$data } from '../../../__generated__/EditAppScreenQuery.graphql';
import type { AppInput } from '../../../__generated__/useUpdateAppMutation.graphql';
import { toaster } from '../../../components/ui/toaster';
import { AppForm } from '../AppForm/AppForm';
import { ConnectorIcon } from '../../../components/ConnectorIcon';
import { sectionBase, type AppSection } from '../section';
import { AppDocuments } from './AppDocuments';
import { DirectoryGroups } from './DirectoryGroups';
import { AppFiles } from './AppFiles';
import { RunHistory } from './RunHistory';
import { SyncPanel } from './SyncPanel';
import { useSyncEnds } from './useSyncEnds';
import { useUpdateAppMutation } from './useUpdateAppMutation';

export const editAppScreenQuery = graphql`
  query EditAppScreenQuery($id: ID!, $manage: Boolean!) {
    node(id: $id) {
      ... on App @alias(as: "app") {
        id
        title
        scope
        connectorKey
        platform
        viewerCanManage
        connector {
          name
          ...AppForm_connector
        }
        latestRun {
          id
          status
        }
        ...AppForm_app
        ...SyncPanel_app
        ...AppFiles_app
        ...AppDocuments_app
        ...RunHistory_app
      }
    }
    viewer {
      currentWorkspace {
        ...AppForm_workspace @include(if: $manage) @alias(as: "roles")
      }
    }
  }
`;

/** An installed app: its sync, its files (file apps), its documents (a directory's groups), its runs and its settings. */
export function EditAppScreen({ data, section }: { data: EditAppScreenQuery$data; section: AppSection }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [update] = useUpdateAppMutation();
  const app = data.node?.app;
  const syncEnds = useSyncEnds(app?.latestRun?.status);
  const base = sectionBase(section);
  if (!app || !app.viewerCanManage || !app.connector) return <AppNotFound installedPath={`${base}/installed`} />;
  const roles = app.scope === 'WORKSPACE' ? (data.viewer?.currentWorkspace?.roles ?? null) : null;

  const save = async (input: AppInput) => {
    const outcome = await update(app.id, input);
    if (outcome.message === null) toaster.success({ title: t`Saved` });
    return outcome;
  };

  return (
    <Stack gap={5}>
      <HStack gap={3} align="start" justify="space-between" wrap="wrap">
        <HStack gap={3} align="start">
          <ConnectorIcon platform={app.platform} />
          <Stack gap={1}>
            <Heading as="h1" size="xl">
              {app.title}
            </Heading>
            <Text color="fg.muted">{app.connector.name}</Text>
          </Stack>
        </HStack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`${base}/installed`}>
            <Trans>Back to installed apps</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <SyncPanel app={app} />
      {app.connectorKey === 'files' ? <AppFiles app={app} syncEnds={syncEnds} /> : null}
      {app.connectorKey === 'wecom' ? <DirectoryGroups /> : <AppDocuments app={app} syncEnds={syncEnds} />}
      <RunHistory app={app} syncEnds={syncEnds} />
      <Card.Root as="section" aria-labelledby="app-settings-heading">
        <Card.Header>
          <Card.Title id="app-settings-heading" as="h2">
            <Trans>Settings</Trans>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <AppForm
            connector={app.connector}
            app={app}
            workspace={roles}
            submitLabel={t`Save`}
            onSubmit={save}
            onCancel={() => navigate(`${base}/installed`)}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function AppNotFound({ installedPath }: { installedPath: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>This app does not exist, or you cannot manage it.</Trans>
          </EmptyState.Title>
          <Button asChild colorPalette="brand">
            <RouterLink to={installedPath}>
              <Trans>Back to installed apps</Trans>
            </RouterLink>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
