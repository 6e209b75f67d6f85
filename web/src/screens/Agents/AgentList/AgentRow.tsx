import { Badge, Button, HStack, Image, Link, Switch, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentRow_agent$key } from '../../../__generated__/AgentRow_agent.graphql';
import { RelativeTime } from '../../../components/RelativeTime';
import { TruncatedText } from '../../../components/TruncatedText';
import { toaster } from '../../../components/ui/toaster';
import { agentBase, type AgentSection } from '../section';
import { useUpdateAgentMutation } from '../useUpdateAgentMutation';

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
  const [update] = useUpdateAgentMutation();
  const setEnabled = async (enabled: boolean) => {
    const { message } = await update(data.id, { enabled });
    if (message) toaster.error({ title: message });
  };
  return (
    <Table.Row>
      <Table.Cell>
        <HStack maxW="16rem">
          <Image src={data.avatar} alt="" boxSize="7" borderRadius="full" flexShrink={0} />
          <TruncatedText focusable fontWeight="medium">
            {data.name}
          </TruncatedText>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle">{data.type === 'BUILT_IN' ? t`Built-in` : t`Custom`}</Badge>
      </Table.Cell>
      {section === 'manage' ? (
        <Table.Cell>{data.visibleRange === 'ALL_MEMBERS' ? t`All members` : data.roles.map((r) => r.name).join('、')}</Table.Cell>
      ) : null}
      <Table.Cell>
        <Switch.Root checked={data.enabled} onCheckedChange={(e) => void setEnabled(e.checked)} size="sm" colorPalette="brand">
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
