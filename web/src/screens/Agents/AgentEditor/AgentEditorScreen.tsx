import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AgentEditorScreenQuery$data } from '../../../__generated__/AgentEditorScreenQuery.graphql';
import type { SaveOutcome } from '../../../relay/mutationResult';
import { toaster } from '../../../components/ui/toaster';
import { KeyDialog } from '../KeyDialog';
import { listPath, type AgentSection } from '../section';
import { useUpdateAgentMutation } from '../useUpdateAgentMutation';
import { AgentForm, type AgentValues } from './AgentForm';
import { ShareLinkSection } from './ShareLinkSection';
import { useCreateAgentMutation } from './useCreateAgentMutation';
import { useRegenerateAgentKeyMutation } from './useRegenerateAgentKeyMutation';

export const agentEditorScreenQuery = graphql`
  query AgentEditorScreenQuery($id: ID!, $editing: Boolean!, $manage: Boolean!) {
    agent: node(id: $id) @include(if: $editing) {
      ... on Agent {
        id
        keyHint
        ...ShareLinkSection_agent @include(if: $manage) @alias(as: "share")
      }
      ...AgentForm_agent @alias(as: "form")
    }
    viewer {
      currentWorkspace {
        ...AgentForm_workspace @arguments(manage: $manage)
      }
    }
  }
`;

/** Creating an agent (`editing` false) or editing one: the form, and for an existing one its key. */
export function AgentEditorScreen({ data, editing, section }: { data: AgentEditorScreenQuery$data; editing: boolean; section: AgentSection }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const manage = section === 'manage';
  const [create] = useCreateAgentMutation();
  const [update] = useUpdateAgentMutation();
  const [regenerate, regenerating] = useRegenerateAgentKeyMutation();
  const [shownKey, setShownKey] = useState<{ key: string; leave: boolean } | null>(null);
  // The form's fragment is there only when the ID names an agent.
  const node = data.agent;
  const agent = node?.form && node.id !== undefined ? { id: node.id, keyHint: node.keyHint, form: node.form, share: node.share ?? null } : null;

  if (editing && !agent) {
    return (
      <Text role="alert">
        <Trans>The agent does not exist or is not available</Trans>
      </Text>
    );
  }

  /** Null when saved; the problems by field for the form to show, or null after a toast. */
  const settle = <R,>(outcome: SaveOutcome<R>, saved: (response: R) => void): Record<string, string> | null => {
    if (outcome.response) {
      saved(outcome.response);
      return null;
    }
    if (Object.keys(outcome.problems).length > 0) return outcome.problems;
    toaster.error({ title: outcome.message ?? t`Operation failed` });
    return null;
  };

  const save = async (values: AgentValues) => {
    const input = {
      name: values.name.trim(),
      description: values.description,
      systemPrompt: values.systemPrompt,
      avatar: values.avatar,
      openingMessage: values.openingMessage,
      suggestedQuestions: values.suggestedQuestions,
      suggestFollowUps: values.suggestFollowUps,
      ...(manage && { visibleRange: values.visibleRange, roleIds: values.visibleRange === 'SPECIFIED_ROLES' ? values.roleIds : [] }),
      enabled: values.enabled,
      model: values.model.trim(),
      scopedToApps: Boolean(values.scopedToApps),
      appIds: values.scopedToApps ? values.appIds : [],
    };
    if (agent) return settle(await update(agent.id, input), () => toaster.success({ title: t`Saved` }));
    return settle(await create(manage ? 'WORKSPACE' : 'PERSONAL', input), ({ createAgent }) => {
      toaster.success({ title: t`Agent created` });
      if (createAgent.__typename === 'AgentPayload' && createAgent.key) setShownKey({ key: createAgent.key, leave: true });
    });
  };

  const regenerateKey = async (agentId: string) => {
    const { response, message } = await regenerate(agentId);
    const result = response?.regenerateAgentKey;
    if (result?.__typename === 'AgentPayload' && result.key) setShownKey({ key: result.key, leave: false });
    else toaster.error({ title: message ?? t`Operation failed` });
  };

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {agent ? <Trans>Edit agent</Trans> : <Trans>Create an agent</Trans>}
        </Heading>
        {agent ? (
          <HStack>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Key {agent.keyHint}…</Trans>
            </Text>
            <Button size="sm" variant="outline" loading={regenerating} loadingText={t`Regenerating…`} onClick={() => void regenerateKey(agent.id)}>
              <Trans>Regenerate key</Trans>
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <AgentForm
        key={agent?.id ?? 'new'}
        agent={agent?.form ?? null}
        workspace={data.viewer?.currentWorkspace ?? null}
        workspaceAgent={manage}
        submitLabel={agent ? t`Save` : t`Create`}
        onSubmit={save}
      />
      {agent?.share ? <ShareLinkSection agent={agent.share} /> : null}
      <KeyDialog
        agentKey={shownKey?.key ?? null}
        onClose={() => {
          const leave = shownKey?.leave;
          setShownKey(null);
          if (leave) navigate(listPath(section));
        }}
      />
    </Stack>
  );
}
