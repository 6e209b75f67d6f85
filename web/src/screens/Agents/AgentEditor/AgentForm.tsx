import { Button, Checkbox, Field, Fieldset, HStack, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { msg } from '@lingui/core/macro';
import { checkLength, checkTitle } from '../../../../../bff/src/validation/rules.ts';
import type { AgentForm_agent$data, AgentForm_agent$key } from '../../../__generated__/AgentForm_agent.graphql';
import type { AgentForm_workspace$key } from '../../../__generated__/AgentForm_workspace.graphql';
import { ruleMessages } from '../../../i18n/rule-messages';
import { AvatarPicker } from '../../AccountSetting/AvatarPicker';
import { ChoiceField } from '../../Apps/AppForm/ChoiceField';

export type AgentValues = {
  name: string;
  description: string;
  systemPrompt: string;
  avatar: string | null;
  visibleRange: 'ALL_MEMBERS' | 'SPECIFIED_ROLES' | null;
  roleIds: string[];
  enabled: boolean;
  model: string;
  scopedToApps: boolean | null;
  appIds: string[];
};

/** An agent's name follows the title rule, in words about a name (as the server says them). */
const agentNameMessages = {
  titleRequired: msg`Please enter the agent’s name`,
  titleLength: msg`The name must be 2 to 50 characters long`,
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
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameProblem = checkTitle(values.name);
    if (nameProblem) found.name = i18n._(nameProblem in agentNameMessages ? agentNameMessages[nameProblem as keyof typeof agentNameMessages] : ruleMessages[nameProblem]);
    const descriptionTooLong = checkLength('agentDescription', values.description);
    if (descriptionTooLong) found.description = i18n._(ruleMessages[descriptionTooLong]);
    const promptTooLong = checkLength('systemPrompt', values.systemPrompt);
    if (promptTooLong) found.systemPrompt = i18n._(ruleMessages[promptTooLong]);
    if (!values.avatar) found.avatar = t`Please choose an avatar`;
    if (workspaceAgent && !values.visibleRange) found.visibleRange = t`Please choose the visible range`;
    if (workspaceAgent && values.visibleRange === 'SPECIFIED_ROLES' && values.roleIds.length === 0) found.roleIds = t`Please choose at least one role`;
    if (values.scopedToApps === null) found.scopedToApps = t`Please choose what it answers from`;
    if (values.scopedToApps && values.appIds.length === 0 && values.enabled) found.appIds = t`Please choose at least one app`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const problems = await onSubmit(values);
    setSaving(false);
    if (problems) setErrors(problems);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={6} maxW="3xl">
        <Field.Root invalid={Boolean(errors.name)} required maxW="md">
          <Field.Label>
            <Trans context="agent">Name</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.name} onChange={(e) => change({ name: e.target.value })} />
          {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>
            <Trans>Description</Trans>
          </Field.Label>
          <Input value={values.description} onChange={(e) => change({ description: e.target.value })} />
          {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
        </Field.Root>
        <Stack gap={2}>
          <Text fontWeight="medium" fontSize="sm">
            <Trans>Avatar</Trans>
            <Text as="span" color="fg.error" ms={1} aria-hidden>
              *
            </Text>
          </Text>
          <AvatarPicker value={values.avatar} name={values.name || t`Agent`} onChange={(avatar) => change({ avatar })} />
          {errors.avatar ? (
            <Text fontSize="xs" color="fg.error" role="alert">
              {errors.avatar}
            </Text>
          ) : null}
        </Stack>
        <Field.Root invalid={Boolean(errors.systemPrompt)}>
          <Field.Label>
            <Trans>System prompt</Trans>
          </Field.Label>
          <Textarea rows={5} value={values.systemPrompt} onChange={(e) => change({ systemPrompt: e.target.value })} />
          <Field.HelperText>
            <Trans>How it should answer: its role, tone and rules. Sources and citations are added by the product.</Trans>
          </Field.HelperText>
          {errors.systemPrompt ? <Field.ErrorText>{errors.systemPrompt}</Field.ErrorText> : null}
        </Field.Root>
        {workspaceAgent ? (
          <ChoiceField<'ALL_MEMBERS' | 'SPECIFIED_ROLES'>
            label={t`Visible range`}
            choices={[
              { value: 'ALL_MEMBERS', label: t`All members` },
              { value: 'SPECIFIED_ROLES', label: t`Specified roles` },
            ]}
            value={values.visibleRange}
            onChange={(visibleRange) => change({ visibleRange })}
            error={errors.visibleRange}
          />
        ) : null}
        {workspaceAgent && values.visibleRange === 'SPECIFIED_ROLES' ? (
          <Fieldset.Root invalid={Boolean(errors.roleIds)}>
            <Fieldset.Legend fontSize="sm">
              <Trans>Roles</Trans>
            </Fieldset.Legend>
            <Stack gap={2} mt={2} role="group" aria-label={t`Roles`}>
              {roles.map((role) => (
                <Checkbox.Root key={role.id} size="sm" checked={values.roleIds.includes(role.id)} onCheckedChange={(e) => change({ roleIds: toggle(values.roleIds, role.id, Boolean(e.checked)) })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{role.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {errors.roleIds ? <Fieldset.ErrorText>{errors.roleIds}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        ) : null}
        <ChoiceField<'all' | 'apps'>
          label={t`Knowledge scope`}
          choices={[
            { value: 'all', label: t`All documents the member may see` },
            { value: 'apps', label: t`Only these apps` },
          ]}
          value={values.scopedToApps === null ? null : values.scopedToApps ? 'apps' : 'all'}
          onChange={(scope) => change({ scopedToApps: scope === 'apps' })}
          error={errors.scopedToApps}
        />
        {values.scopedToApps ? (
          <Fieldset.Root invalid={Boolean(errors.appIds)}>
            <Fieldset.Legend fontSize="sm">
              <Trans>Apps</Trans>
            </Fieldset.Legend>
            <Stack gap={2} mt={2} role="group" aria-label={t`Apps`}>
              {apps.map((app) => (
                <Checkbox.Root key={app.id} size="sm" checked={values.appIds.includes(app.id)} onCheckedChange={(e) => change({ appIds: toggle(values.appIds, app.id, Boolean(e.checked)) })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{app.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {errors.appIds ? <Fieldset.ErrorText>{errors.appIds}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        ) : null}
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
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
