import { Button, Field, HStack, Input, Stack, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AgentForm_agent$data, AgentForm_agent$key } from '../../../__generated__/AgentForm_agent.graphql';
import type { AgentForm_workspace$key } from '../../../__generated__/AgentForm_workspace.graphql';
import { agentProblems } from './agentProblems';
import { AgentPreview } from './AgentPreview';
import { AgentOpeningFields } from './AgentOpeningFields';
import { AgentProfileFields } from './AgentProfileFields';
import { AgentReachFields } from './AgentReachFields';

export type AgentValues = {
  name: string;
  description: string;
  systemPrompt: string;
  avatar: string | null;
  openingMessage: string;
  suggestedQuestions: string[];
  suggestFollowUps: boolean;
  visibleRange: 'ALL_MEMBERS' | 'SPECIFIED_ROLES' | null;
  roleIds: string[];
  enabled: boolean;
  model: string;
  scopedToApps: boolean | null;
  appIds: string[];
};

/** A new agent's avatar until another is chosen: the first of the built-in set (web/public/avatars). */
const NEW_AGENT_AVATAR = '/avatars/avatar-1.svg';

/** What the form starts from: the agent's settings, or a new agent's (seen by all, answering from all). */
function initialValues(agent: AgentForm_agent$data | null | undefined): AgentValues {
  if (!agent) {
    return {
      name: '',
      description: '',
      systemPrompt: '',
      avatar: NEW_AGENT_AVATAR,
      openingMessage: '',
      suggestedQuestions: [],
      suggestFollowUps: false,
      visibleRange: 'ALL_MEMBERS',
      roleIds: [],
      enabled: true,
      model: '',
      scopedToApps: false,
      appIds: [],
    };
  }
  return {
    name: agent.name,
    description: agent.description,
    systemPrompt: agent.systemPrompt,
    avatar: agent.avatar,
    openingMessage: agent.openingMessage,
    suggestedQuestions: [...agent.suggestedQuestions],
    suggestFollowUps: agent.suggestFollowUps,
    visibleRange: agent.visibleRange,
    roleIds: agent.roles.map((r) => r.id),
    enabled: agent.enabled,
    model: agent.model ?? '',
    scopedToApps: agent.scopedToApps,
    appIds: agent.apps.map((a) => a.id),
  };
}

/**
 * An agent's settings: who it is, what it knows, who may use it. A workspace agent (`workspaceAgent`)
 * is visible to members or roles and answers from workspace apps; a personal one from its owner's.
 */
export function AgentForm({
  agent,
  workspace,
  workspaceAgent,
  submitLabel,
  onSubmit,
}: {
  agent: AgentForm_agent$key | null;
  workspace: AgentForm_workspace$key | null;
  workspaceAgent: boolean;
  submitLabel: string;
  onSubmit: (values: AgentValues) => Promise<Record<string, string> | null>;
}) {
  const current = useFragment(
    graphql`
      fragment AgentForm_agent on Agent {
        name
        description
        systemPrompt
        avatar
        openingMessage
        suggestedQuestions
        suggestFollowUps
        visibleRange
        roles {
          id
        }
        enabled
        model
        scopedToApps
        apps {
          id
        }
      }
    `,
    agent,
  );
  const space = useFragment(
    graphql`
      fragment AgentForm_workspace on Workspace @argumentDefinitions(manage: { type: "Boolean!" }) {
        roles(first: 100) @include(if: $manage) {
          edges {
            node {
              id
              name
            }
          }
        }
        apps(first: 100) @include(if: $manage) {
          edges {
            node {
              id
              title
            }
          }
        }
        personalApps(first: 100) @skip(if: $manage) {
          edges {
            node {
              id
              title
            }
          }
        }
      }
    `,
    workspace,
  );
  const roles = space?.roles?.edges.map(({ node }) => node) ?? [];
  // A workspace agent answers from workspace apps; a personal one from its owner's own apps.
  const apps = [...(space?.apps?.edges ?? []), ...(space?.personalApps?.edges ?? [])].map(({ node }) => ({ id: node.id, name: node.title }));
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => initialValues(current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<AgentValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = agentProblems(values, workspaceAgent, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const problems = await onSubmit(values);
    setSaving(false);
    if (problems) setErrors(problems);
  };

  return (
    <Stack gap={8}>
      <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={6} maxW="3xl">
        <AgentProfileFields values={values} errors={errors} change={change} />
        <AgentOpeningFields values={values} errors={errors} change={change} />
        <AgentReachFields values={values} errors={errors} change={change} workspaceAgent={workspaceAgent} roles={roles} apps={apps} />
        <Field.Root maxW="md">
          <Field.Label>
            <Trans>Model</Trans>
          </Field.Label>
          <Input value={values.model} onChange={(e) => change({ model: e.target.value })} placeholder={t`Workspace default`} />
          <Field.HelperText>
            <Trans>A model name of the workspace’s endpoint; empty uses the workspace’s default.</Trans>
          </Field.HelperText>
        </Field.Root>
        <Switch.Root checked={values.enabled} onCheckedChange={(e) => change({ enabled: e.checked })} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Trans>Enabled</Trans>
          </Switch.Label>
        </Switch.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
      </form>
      <AgentPreview values={values} />
    </Stack>
  );
}
