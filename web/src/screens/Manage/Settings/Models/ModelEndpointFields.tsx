import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export type EndpointValues = { baseUrl: string; model: string; apiKey: string };

/**
 * A model's own endpoint: its base URL, model name and API key, each empty for the server's
 * default. The key is write-only: the field starts empty, and says when one is saved.
 */
export function ModelEndpointFields({
  values,
  onChange,
  errors,
  chat,
  serverModel,
  hasApiKey,
  keyForgotten,
}: {
  values: EndpointValues;
  onChange: (values: EndpointValues) => void;
  errors: Record<string, string>;
  chat: boolean;
  /** The server default's model; null when the server has no default. */
  serverModel: string | null;
  hasApiKey: boolean;
  /** A new base URL with no key typed: the saved key is for the saved URL only. */
  keyForgotten: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field.Root invalid={Boolean(errors.baseUrl)} maxW="xl">
        <Field.Label>
          <Trans>Base URL</Trans>
        </Field.Label>
        <Input
          value={values.baseUrl}
          onChange={(e) => onChange({ ...values, baseUrl: e.target.value })}
          placeholder={serverModel !== null ? t`Server default` : t`e.g. https://api.openai.com/v1`}
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
          value={values.model}
          onChange={(e) => onChange({ ...values, model: e.target.value })}
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
          value={values.apiKey}
          onChange={(e) => onChange({ ...values, apiKey: e.target.value })}
          placeholder={hasApiKey ? t`saved — enter a new key to replace` : t`No key saved`}
          autoComplete="new-password"
          spellCheck={false}
        />
        {errors.apiKey ? (
          <Field.ErrorText>{errors.apiKey}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {keyForgotten
              ? t`A new base URL does not take the saved key: enter the key for it.`
              : hasApiKey
                ? t`A key is saved. Keys are never shown again.`
                : t`Keys are write-only: once saved, they are never shown again.`}
          </Field.HelperText>
        )}
      </Field.Root>
    </>
  );
}
