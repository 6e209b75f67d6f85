import { Button, Card, Field, Input, Link, Stack, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkspaceForm_workspace$key } from '../../../__generated__/WorkspaceForm_workspace.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ruleMessages } from '../../../i18n/rule-messages';
import { checkCompanyName, checkPrimaryColor } from '../../../../../bff/src/validation/rules.ts';
import { ColorChoice } from './ColorChoice';
import { useUpdateWorkspaceMutation } from './useUpdateWorkspaceMutation';

/** Company name, primary colour, and whether the AI model and chat are on. */
export function WorkspaceForm({ workspace }: { workspace: WorkspaceForm_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceForm_workspace on Workspace {
        name
        primaryColor
        aiModelEnabled
        chatEnabled
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const [form, setForm] = useState({
    name: data.name,
    primaryColor: data.primaryColor,
    aiModelEnabled: data.aiModelEnabled,
    chatEnabled: data.chatEnabled,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, saving] = useUpdateWorkspaceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameProblem = checkCompanyName(form.name);
    if (nameProblem) found.name = i18n._(ruleMessages[nameProblem]);
    const colorProblem = checkPrimaryColor(form.primaryColor);
    if (colorProblem) found.primaryColor = i18n._(ruleMessages[colorProblem]);
    setErrors(found);
    if (Object.keys(found).length) return;
    const outcome = await update({ ...form, name: form.name.trim() });
    if (outcome.message === null) {
      toaster.success({ title: t`Saved` });
      return;
    }
    if (Object.keys(outcome.problems).length) setErrors(outcome.problems);
    else if (outcome.failure === 'NameTakenError') setErrors({ name: outcome.message });
    else toaster.error({ title: outcome.message });
  };

  const toggle = (key: 'aiModelEnabled' | 'chatEnabled', label: string) => (
    <Switch.Root checked={form[key]} onCheckedChange={(e) => setForm({ ...form, [key]: e.checked })} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );

  return (
    <Card.Root as="section" aria-labelledby="workspace-form-heading">
      <Card.Header>
        <Card.Title id="workspace-form-heading" as="h2">
          <Trans>Workspace</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={5}>
            <Field.Root invalid={Boolean(errors.name)} required maxW="md">
              <Field.Label>
                <Trans>Company name</Trans>
              </Field.Label>
              <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="organization" />
              {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
            </Field.Root>
            <ColorChoice value={form.primaryColor} onChange={(primaryColor) => setForm({ ...form, primaryColor })} error={errors.primaryColor} />
            <Stack gap={3}>
              {toggle('aiModelEnabled', t`AI model enabled`)}
              <Link asChild colorPalette="brand" fontSize="sm" alignSelf="start">
                <RouterLink to="/manage/settings/model">
                  <Trans>Choose the chat and embedding models</Trans>
                </RouterLink>
              </Link>
              {toggle('chatEnabled', t`Chat enabled`)}
            </Stack>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`} alignSelf="start">
              <Trans>Save</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
