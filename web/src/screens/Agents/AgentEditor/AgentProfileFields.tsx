import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AvatarPicker } from '../../../components/AvatarPicker';
import type { AgentValues } from './AgentForm';

/** Who the agent is: its name, description and avatar, and how it answers (its system prompt). */
export function AgentProfileFields({
  values,
  errors,
  change,
}: {
  values: AgentValues;
  errors: Record<string, string>;
  change: (next: Partial<AgentValues>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
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
    </>
  );
}
