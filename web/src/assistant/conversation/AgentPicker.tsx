import { NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AgentPicker_conversation$key } from '../../__generated__/AgentPicker_conversation.graphql';
import type { AgentPicker_query$key } from '../../__generated__/AgentPicker_query.graphql';

/**
 * Who answers: for a new conversation, a choice among the agents the member may use (visible to
 * them and enabled) or the general assistant; a conversation keeps the agent it started with.
 */
export function AgentPicker({
  query,
  conversation,
  value,
  onChange,
}: {
  query: AgentPicker_query$key;
  conversation: AgentPicker_conversation$key | null;
  value: string | null;
  onChange: (agentId: string | null) => void;
}) {
  const { t } = useLingui();
  const current = useFragment(
    graphql`
      fragment AgentPicker_conversation on Conversation {
        agent {
          name
        }
      }
    `,
    conversation,
  );
  const { availableAgents } = useFragment(
    graphql`
      fragment AgentPicker_query on Query {
        availableAgents {
          id
          name
        }
      }
    `,
    query,
  );
  if (current) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="conversation-agent">
        {current.agent ? <Trans>Agent: {current.agent.name}</Trans> : <Trans>Agent: general assistant</Trans>}
      </Text>
    );
  }
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="16rem">
      <NativeSelect.Field aria-label={t`Agent`} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t`General assistant`}</option>
        {availableAgents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
