import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ModelForm_settings$key } from '../../../../__generated__/ModelForm_settings.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { ConnectionResultText } from './ConnectionResultText';
import { ModelEndpointFields, type EndpointValues } from './ModelEndpointFields';
import { ModelInUse } from './ModelInUse';
import { useTestModelConnectionMutation, type ConnectionResult } from './useTestModelConnectionMutation';
import { useUpdateModelSettingsMutation } from './useUpdateModelSettingsMutation';

/**
 * One of the workspace's models: its own OpenAI-compatible endpoint, model and key, else the
 * server default. The key is write-only: the field starts empty, and says when one is saved.
 */
export function ModelForm({ settings }: { settings: ModelForm_settings$key }) {
  const data = useFragment(
    graphql`
      fragment ModelForm_settings on ModelSettings {
        kind
        overridden
        baseUrl
        model
        hasApiKey
        serverDefault {
          model
        }
        ...ModelInUse_settings
      }
    `,
    settings,
  );
  const { t } = useLingui();
  const [form, setForm] = useState<EndpointValues>({ baseUrl: data.baseUrl ?? '', model: data.model ?? '', apiKey: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const [update, saving] = useUpdateModelSettingsMutation();
  const [test, testing] = useTestModelConnectionMutation();

  const chat = data.kind === 'CHAT';
  const id = chat ? 'chat-model' : 'embedding-model';
  const server = data.serverDefault;
  const keyForgotten = data.hasApiKey && !form.apiKey.trim() && form.baseUrl.trim() !== (data.baseUrl ?? '');

  // What the form holds; a blank key keeps the saved one (for the saved endpoint only).
  const input = () => {
    const apiKey = form.apiKey.trim();
    return { baseUrl: form.baseUrl.trim(), model: form.model.trim(), ...(apiKey && { apiKey }) };
  };

  const save = async (values: { baseUrl?: string; model?: string; apiKey?: string }, done: string) => {
    const outcome = await update(data.kind, values);
    if (outcome.message === null) {
      setErrors({});
      setForm((current) => ({ baseUrl: values.baseUrl ?? current.baseUrl, model: values.model ?? current.model, apiKey: '' }));
      toaster.success({ title: done });
    } else if (Object.keys(outcome.problems).length) {
      setErrors(outcome.problems);
    } else {
      toaster.error({ title: outcome.message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(input(), t`Saved`);
  };

  const runTest = async () => {
    setResult(null);
    const tested = await test(data.kind, input());
    if (!tested.ok) setErrors(tested.problems);
    else setErrors({});
    setResult(tested);
  };

  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Header>
        <Card.Title id={`${id}-heading`} as="h2">
          {chat ? t`Chat model` : t`Embedding model`}
        </Card.Title>
        <Card.Description>
          {chat
            ? t`Writes the assistant’s answers from the passages search finds.`
            : t`Finds passages by meaning, in search and in chat. Changing it embeds every passage again, in the background.`}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
          <Stack gap={5}>
            <ModelInUse settings={data} />
            <ModelEndpointFields
              values={form}
              onChange={setForm}
              errors={errors}
              chat={chat}
              serverModel={server?.model ?? null}
              hasApiKey={data.hasApiKey}
              keyForgotten={keyForgotten}
            />
            <HStack gap={3} wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
                <Trans>Save</Trans>
              </Button>
              <Button type="button" variant="outline" loading={testing} loadingText={t`Testing…`} onClick={() => void runTest()}>
                <Trans>Test connection</Trans>
              </Button>
              {data.overridden || data.hasApiKey ? (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={saving}
                  onClick={() => void save({ baseUrl: '', model: '', apiKey: '' }, t`The server default is used again`)}
                >
                  <Trans>Use the server default</Trans>
                </Button>
              ) : null}
            </HStack>
            <ConnectionResultText result={result} testId={`${id}-test-result`} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
