import { Badge, Button, HStack, Image, Link, Switch, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentRow_agent$key } from '../../__generated__/AgentRow_agent.graphql';
import type { AgentRowEnableMutation } from '../../__generated__/AgentRowEnableMutation.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { toaster } from '../../components/ui/toaster';
import { agentBase, type AgentSection } from './section';

export function AgentRow({ agent, section, onDelete }: { agent: AgentRow_agent$key; section: AgentSection; onDelete: (id: string, name: string) => void }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AgentRow_agent on Agent {
        id
        name
        avatar
        type
        visibleRange
        roles {
          name
        }
        enabled
        model
        updatedAt
      }
    `,
    agent,
  );
  const [commit] = useMutation<AgentRowEnableMutation>(graphql`
    mutation AgentRowEnableMutation($id: ID!, $enabled: Boolean!) {
      updateAgent(agentId: $id, input: { enabled: $enabled }) {
        __typename
        ... on AgentPayload {
          agent {
            id
            enabled
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const setEnabled = (enabled: boolean) =>
    commit({
      variables: { id: data.id, enabled },
      onCompleted: ({ updateAgent }) => {
        if (updateAgent.__typename !== 'AgentPayload') toaster.error({ title: 'message' in updateAgent && updateAgent.message ? updateAgent.message : t`Operation failed` });
      },
    });
  return (
    <Table.Row>
      <Table.Cell>
        <HStack>
          <Image src={data.avatar} alt="" boxSize="7" borderRadius="full" />
          <Text fontWeight="medium">{data.name}</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle">{data.type === 'BUILT_IN' ? t`Built-in` : t`Custom`}</Badge>
      </Table.Cell>
      {section === 'manage' ? (
        <Table.Cell>{data.visibleRange === 'ALL_MEMBERS' ? t`All members` : data.roles.map((r) => r.name).join('、')}</Table.Cell>
      ) : null}
      <Table.Cell>
        <Switch.Root checked={data.enabled} onCheckedChange={(e) => setEnabled(e.checked)} size="sm" colorPalette="brand">
          <Switch.HiddenInput aria-label={t`Enable ${data.name}`} />
          <Switch.Control />
        </Switch.Root>
      </Table.Cell>
      <Table.Cell>{data.model ?? t`Workspace default`}</Table.Cell>
      <Table.Cell>
        <RelativeTime value={data.updatedAt} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap={2}>
          <Link asChild fontSize="sm">
            <RouterLink to={`${agentBase(section)}/edit/${encodeURIComponent(data.id)}`} aria-label={t`Edit ${data.name}`}>
              <Trans>Edit</Trans>
            </RouterLink>
          </Link>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${data.name}`} onClick={() => onDelete(data.id, data.name)}>
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
