import { Button, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CreateAppScreenQuery$data } from '../../../__generated__/CreateAppScreenQuery.graphql';
import type { AppInput } from '../../../__generated__/useInstallAppMutation.graphql';
import { toaster } from '../../../components/ui/toaster';
import { AppForm } from '../AppForm/AppForm';
import { ConnectorIcon } from '../../../components/ConnectorIcon';
import { scopeOf, sectionBase, type AppSection } from '../section';
import { useSyncAppMutation } from '../useSyncAppMutation';
import { useInstallAppMutation } from './useInstallAppMutation';

export const createAppScreenQuery = graphql`
  query CreateAppScreenQuery($manage: Boolean!) {
    appStore {
      key
      name
      description
      platform
      ...AppForm_connector
    }
    viewer {
      currentWorkspace {
        ...AppForm_workspace @include(if: $manage) @alias(as: "roles")
      }
    }
  }
`;

/**
 * Installs an app from the connector named in `?connector=`. A website app starts its first sync
 * at once; every new app then opens on its own page (a file app to take its files).
 */
export function CreateAppScreen({ data, section, connectorKey }: { data: CreateAppScreenQuery$data; section: AppSection; connectorKey: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [install] = useInstallAppMutation();
  const [sync] = useSyncAppMutation();
  const base = sectionBase(section);
  const connector = data.appStore.find((entry) => entry.key === connectorKey);
  const roles = data.viewer?.currentWorkspace?.roles ?? null;
  if (!connector) return <UnknownConnector storePath={`${base}/appStore`} />;

  const name = connector.name;

  const submit = async (input: AppInput) => {
    const outcome = await install(connector.key, scopeOf(section), input);
    const app = outcome.response?.installApp.__typename === 'AppPayload' ? outcome.response.installApp.app : null;
    if (!app) return outcome;
    toaster.success({ title: t`App installed` });
    if (connector.key === 'website') {
      const failure = await sync(app.id);
      if (failure) toaster.error({ title: failure });
    }
    navigate(`${base}/edit/${encodeURIComponent(app.id)}`);
    return outcome;
  };

  return (
    <Stack gap={6}>
      <HStack gap={3} align="start">
        <ConnectorIcon platform={connector.platform} />
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            <Trans>Install {name}</Trans>
          </Heading>
          <Text color="fg.muted">{connector.description}</Text>
        </Stack>
      </HStack>
      <AppForm
        connector={connector}
        app={null}
        workspace={section === 'manage' ? roles : null}
        submitLabel={t`Install`}
        onSubmit={submit}
        onCancel={() => navigate(`${base}/appStore`)}
      />
    </Stack>
  );
}

function UnknownConnector({ storePath }: { storePath: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>Choose an app in the app store first</Trans>
          </EmptyState.Title>
          <Button asChild colorPalette="brand">
            <RouterLink to={storePath}>
              <Trans>Go to the app store</Trans>
            </RouterLink>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
