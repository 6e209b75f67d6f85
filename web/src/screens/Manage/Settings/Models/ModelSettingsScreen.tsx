import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { ModelSettingsScreenQuery$data } from '../../../../__generated__/ModelSettingsScreenQuery.graphql';
import { ModelForm } from './ModelForm';
import { ReembeddingProgress } from './ReembeddingProgress';

export const modelSettingsScreenQuery = graphql`
  query ModelSettingsScreenQuery {
    viewer {
      currentWorkspace {
        models {
          chat {
            ...ModelForm_settings
          }
          embedding {
            ...ModelForm_settings
          }
        }
        ...ReembeddingProgress_workspace
      }
    }
  }
`;

/** The workspace's chat and embedding models, each its own or the server default, with a connection test. */
export function ModelSettingsScreen({ data }: { data: ModelSettingsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={6} maxW="4xl">
      <Stack gap={2}>
        <Heading as="h1" size="xl">
          <Trans>AI models</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>The workspace answers and searches with the server’s models unless it sets its own, on any OpenAI-compatible endpoint.</Trans>
        </Text>
      </Stack>
      <ModelForm settings={workspace.models.chat} />
      <ModelForm settings={workspace.models.embedding} />
      <ReembeddingProgress workspace={workspace} />
    </Stack>
  );
}
