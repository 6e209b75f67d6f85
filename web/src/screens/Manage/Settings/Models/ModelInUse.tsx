import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ModelInUse_settings$key } from '../../../../__generated__/ModelInUse_settings.graphql';

/** Which model answers now: the server's default (if it has one), and the one in use, the workspace's own or that default. */
export function ModelInUse({ settings }: { settings: ModelInUse_settings$key }) {
  const data = useFragment(
    graphql`
      fragment ModelInUse_settings on ModelSettings {
        kind
        overridden
        effectiveModel
        serverDefault {
          model
          host
        }
      }
    `,
    settings,
  );
  const { t } = useLingui();
  const chat = data.kind === 'CHAT';
  const id = chat ? 'chat-model' : 'embedding-model';
  const server = data.serverDefault;
  const serverModel = server?.model;
  const serverHost = server?.host;
  const inUse = data.effectiveModel;
  return (
    <Stack gap={1} fontSize="sm">
      <Text data-testid={`${id}-server-default`}>{server ? t`Server default: ${serverModel} (${serverHost})` : t`Server default: none`}</Text>
      <Text color="fg.muted" data-testid={`${id}-in-use`}>
        {inUse
          ? data.overridden
            ? t`In use: ${inUse}, this workspace’s own`
            : t`In use: ${inUse}, the server default`
          : chat
            ? t`In use: none (answers quote the passages found)`
            : t`In use: none (search by keywords alone)`}
      </Text>
    </Stack>
  );
}
