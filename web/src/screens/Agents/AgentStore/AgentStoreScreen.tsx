import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AgentStoreScreenQuery$data } from '../../../__generated__/AgentStoreScreenQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { KeyDialog } from '../KeyDialog';
import { AgentTemplateCard } from './AgentTemplateCard';
import { useInstallAgentMutation } from './useInstallAgentMutation';

export const agentStoreScreenQuery = graphql`
  query AgentStoreScreenQuery {
    agentStore {
      key
      ...AgentTemplateCard_template
    }
  }
`;

/** The agent store: the built-in agents, each installable into the workspace. */
export function AgentStoreScreen({ data }: { data: AgentStoreScreenQuery$data }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [install, installing] = useInstallAgentMutation();
  const [shown, setShown] = useState<{ key: string; agentId: string } | null>(null);

  // A copy's refusal (its name) shows beside its field; any other failure as a toast.
  const installOne = async (templateKey: string, name?: string): Promise<string | null> => {
    const { response, message, problems } = await install(templateKey, name);
    const result = response?.installAgent;
    if (result?.__typename === 'AgentPayload' && result.key && result.agent) {
      toaster.success({ title: t`Agent installed` });
      setShown({ key: result.key, agentId: result.agent.id });
      return null;
    }
    if (name !== undefined) return problems.name ?? message ?? t`Operation failed`;
    toaster.error({ title: message ?? t`Operation failed` });
    return message;
  };

  return (
    <Stack gap={6}>
      <Heading as="h1" size="xl">
        <Trans>Agent store</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
        {data.agentStore.map((template) => (
          <AgentTemplateCard key={template.key} template={template} installing={installing} onInstall={installOne} />
        ))}
      </SimpleGrid>
      <KeyDialog
        agentKey={shown?.key ?? null}
        onClose={() => {
          const agentId = shown?.agentId;
          setShown(null);
          if (agentId) navigate(`/manage/agent/edit/${encodeURIComponent(agentId)}`);
        }}
      />
    </Stack>
  );
}
