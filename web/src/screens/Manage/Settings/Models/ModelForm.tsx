import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ModelForm_settings$key } from '../../../../__generated__/ModelForm_settings.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { ConnectionResultText } from './ConnectionResultText';
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
        effectiveModel
        serverDefault {
          model
          host
        }
      }
    `,
    settings,
  );
  const { t } = useLingui();
  const [form, setForm] = useState({ baseUrl: data.baseUrl ?? '', model: data.model ?? '', apiKey: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const [update, saving] = useUpdateModelSettingsMutation();
  const [test, testing] = useTestModelConnectionMutation();

  const chat = data.kind === 'CHAT';
  const id = chat ? 'chat-model' : 'embedding-model';
  const server = data.serverDefault;
  const serverModel = server?.model;
  const serverHost = server?.host;
  const inUse = data.effectiveModel;
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
            <Stack gap={1} fontSize="sm">
              <Text data-testid={`${id}-server-default`}>
                {server ? t`Server default: ${serverModel} (${serverHost})` : t`Server default: none`}
              </Text>
              <Text color="fg.muted" data-testid={`${id}-in-use`}>
                {inUse
                  ? data.overridden
                    ? t`In use: ${inUse}, this workspace’s own`
                    : t`In use: ${inUse}, the server default`
                  : chat
                    ? t`In use: none (answers quote the passages found)`
                    : t`In use: none (search by keywords alone)`}
              </Text>
            </Stack>
            <Field.Root invalid={Boolean(errors.baseUrl)} maxW="xl">
              <Field.Label>
                <Trans>Base URL</Trans>
              </Field.Label>
              <Input
                value={form.baseUrl}
                onChange={(e) => setForm({ ...form, baseUrl: e.target.value })}
                placeholder={server ? t`Server default` : t`e.g. https://api.openai.com/v1`}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
              />
              {errors.baseUrl ? (
                <Field.ErrorText>{errors.baseUrl}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  <Trans>An OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen, Ollama, vLLM…). Empty: the server default.</Trans>
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.model)} maxW="md">
              <Field.Label>
                <Trans>Model name</Trans>
              </Field.Label>
              <Input
                value={form.model}
                onChange={(e) => setForm({ ...form, model: e.target.value })}
                placeholder={serverModel ?? (chat ? t`e.g. gpt-4o-mini` : t`e.g. text-embedding-3-small`)}
                autoComplete="off"
                spellCheck={false}
              />
              {errors.model ? <Field.ErrorText>{errors.model}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.apiKey)} maxW="md">
              <Field.Label>
                <Trans>API key</Trans>
              </Field.Label>
              <Input
                type="password"
                value={form.apiKey}
                onChange={(e) => setForm({ ...form, apiKey: e.target.value })}
                placeholder={data.hasApiKey ? t`saved — enter a new key to replace` : t`No key saved`}
                autoComplete="new-password"
                spellCheck={false}
              />
              {errors.apiKey ? (
                <Field.ErrorText>{errors.apiKey}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {keyForgotten
                    ? t`A new base URL does not take the saved key: enter the key for it.`
                    : data.hasApiKey
                      ? t`A key is saved. Keys are never shown again.`
                      : t`Keys are write-only: once saved, they are never shown again.`}
                </Field.HelperText>
              )}
            </Field.Root>
            <HStack gap={3} wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={saving}>
                <Trans>Save</Trans>
              </Button>
              <Button type="button" variant="outline" loading={testing} onClick={() => void runTest()}>
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
