import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { BotAgentSelect_workspace$key } from '../../../../__generated__/BotAgentSelect_workspace.graphql';

/** The agent that answers a bot's messages: one of the workspace's agents, or the general assistant. */
export function BotAgentSelect({
  workspace,
  value,
  onChange,
  error,
}: {
  workspace: BotAgentSelect_workspace$key;
  value: string | null;
  onChange: (agentId: string | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment BotAgentSelect_workspace on Workspace {
        agents(first: 100) {
          edges {
            node {
              id
              name
              enabled
            }
          }
        }
      }
    `,
    workspace,
  );
  return (
    <Field.Root invalid={Boolean(error)} maxW="md">
      <Field.Label>
        <Trans>Bound agent</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{t`General assistant`}</option>
          {data.agents.edges.map(({ node }) => (
            <option key={node.id} value={node.id}>
              {node.enabled ? node.name : t`${node.name} (disabled)`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          <Trans>Its prompt, model and apps answer the bot’s messages.</Trans>
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
