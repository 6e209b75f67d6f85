import { Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AgentStoreScreenInstallMutation } from '../../__generated__/AgentStoreScreenInstallMutation.graphql';
import type { AgentStoreScreenQuery } from '../../__generated__/AgentStoreScreenQuery.graphql';
import { toaster } from '../../components/ui/toaster';
import { KeyDialog } from './KeyDialog';

/** The agent store: the built-in agents, each installable into the workspace. */
export function AgentStoreScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { agentStore } = useLazyLoadQuery<AgentStoreScreenQuery>(
    graphql`
      query AgentStoreScreenQuery {
        agentStore {
          key
          name
          description
          avatar
          scopedToApps
        }
      }
    `,
    {},
  );
  const [install, installing] = useMutation<AgentStoreScreenInstallMutation>(graphql`
    mutation AgentStoreScreenInstallMutation($key: String!) {
      installAgent(templateKey: $key) {
        __typename
        ... on AgentPayload {
          key
          agent {
            id
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [shown, setShown] = useState<{ key: string; agentId: string } | null>(null);

  const installOne = (key: string) =>
    install({
      variables: { key },
      onCompleted: ({ installAgent }) => {
        if (installAgent.__typename === 'AgentPayload' && installAgent.key && installAgent.agent) {
          toaster.success({ title: t`Agent installed` });
          setShown({ key: installAgent.key, agentId: installAgent.agent.id });
        } else toaster.error({ title: 'message' in installAgent && installAgent.message ? installAgent.message : t`Operation failed` });
      },
      onError: () => toaster.error({ title: t`Operation failed` }),
    });

  return (
    <Stack gap={6}>
      <Heading as="h1" size="xl">
        <Trans>Agent store</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
        {agentStore.map((template) => (
          <Card.Root key={template.key} as="article" aria-labelledby={`agent-${template.key}`}>
            <Card.Body>
              <HStack gap={3} align="start">
                <Image src={template.avatar} alt="" boxSize="10" borderRadius="full" />
                <Stack gap={1}>
                  <Card.Title id={`agent-${template.key}`} as="h2">
                    {template.name}
                  </Card.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {template.description}
                  </Text>
                  {template.scopedToApps ? (
                    <Text fontSize="xs" color="fg.muted">
                      <Trans>Choose its apps after installing it; it is off until then.</Trans>
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            </Card.Body>
            <Card.Footer>
              <Button size="sm" colorPalette="brand" loading={installing} onClick={() => installOne(template.key)} aria-label={t`Install ${template.name}`}>
                <Trans>Install</Trans>
              </Button>
            </Card.Footer>
          </Card.Root>
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

export const Component = AgentStoreScreen;
