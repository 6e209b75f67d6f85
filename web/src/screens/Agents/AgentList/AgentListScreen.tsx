import { Button, Card, EmptyState, Heading, HStack, Stack, Table, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentListScreenQuery$data } from '../../../__generated__/AgentListScreenQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { agentBase, type AgentSection } from '../section';
import { AgentRow } from './AgentRow';
import { useDeleteAgentMutation } from './useDeleteAgentMutation';

export const agentListScreenQuery = graphql`
  query AgentListScreenQuery($manage: Boolean!) {
    viewer {
      currentWorkspace {
        agents(first: 100) @include(if: $manage) @connection(key: "AgentListScreen_agents") {
          __id
          edges {
            node {
              id
              ...AgentRow_agent
            }
          }
        }
        personalAgents(first: 100) @skip(if: $manage) @connection(key: "AgentListScreen_personalAgents") {
          __id
          edges {
            node {
              id
              ...AgentRow_agent
            }
          }
        }
      }
    }
  }
`;

/**
 * The workspace's agents (installed and custom) or the member's own, with enable, edit and delete,
 * after the general assistant every member always has (it is no agent to install or remove).
 */
export function AgentListScreen({ data, section }: { data: AgentListScreenQuery$data; section: AgentSection }) {
  const { t } = useLingui();
  const [remove, removing] = useDeleteAgentMutation();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const workspace = data.viewer?.currentWorkspace;
  const list = section === 'manage' ? workspace?.agents : workspace?.personalAgents;
  const edges = list?.edges ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, list ? [list.__id] : []);
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Agent deleted` });
  };

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {section === 'manage' ? <Trans>Installed agents</Trans> : <Trans>My agents</Trans>}
        </Heading>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={`${agentBase(section)}/create`}>
            <Trans>Create an agent</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <GeneralAssistant />
      {edges.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>
                <Trans>No other agents yet</Trans>
              </EmptyState.Title>
              <EmptyState.Description>
                {section === 'manage' ? (
                  <Trans>Install one from the agent store, or create one for a task of your own.</Trans>
                ) : (
                  <Trans>Create one for a task of your own.</Trans>
                )}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={section === 'manage' ? t`Installed agents` : t`My agents`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans context="agent">Name</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Type</Trans>
                </Table.ColumnHeader>
                {section === 'manage' ? (
                  <Table.ColumnHeader>
                    <Trans>Visible range</Trans>
                  </Table.ColumnHeader>
                ) : null}
                <Table.ColumnHeader>
                  <Trans>Enabled</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Model</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Updated</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Actions</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map(({ node }) => (
                <AgentRow key={node.id} agent={node} section={section} onDelete={(id, name) => setDeleting({ id, name })} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete this agent?`}
        description={t`Its key stops working and conversations with it can no longer go on.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void confirmDelete()}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </Stack>
  );
}

/** The assistant chat answers with when no agent is chosen: always there, for every member. */
function GeneralAssistant() {
  return (
    <Card.Root variant="subtle" size="sm" data-testid="general-assistant">
      <Card.Body>
        <Text fontWeight="semibold">
          <Trans>General assistant</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Every member always has it: chat answers with it when no agent is chosen, from all the documents that member may see.</Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
