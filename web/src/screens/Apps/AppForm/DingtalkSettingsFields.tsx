import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { DingtalkValues } from './appFormValues';

/** A DingTalk app's operator, whom DingTalk's knowledge-base APIs act for, and the knowledge bases to sync. */
export function DingtalkSettingsFields({ value, onChange, errors }: { value: DingtalkValues; onChange: (next: DingtalkValues) => void; errors: Record<string, string> }) {
  return (
    <Stack gap={4}>
      <Field.Root invalid={Boolean(errors.operator)} required maxW="md">
        <Field.Label>
          <Trans>Operator’s UserID</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="off" value={value.operator} onChange={(e) => onChange({ ...value, operator: e.target.value })} />
        {errors.operator ? (
          <Field.ErrorText>{errors.operator}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>An employee’s UserID from DingTalk’s admin console: the app reads the knowledge bases this person may read.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.workspaces)}>
        <Field.Label>
          <Trans>Knowledge bases</Trans>
        </Field.Label>
        <Textarea rows={3} value={value.workspaces} onChange={(e) => onChange({ ...value, workspaces: e.target.value })} />
        {errors.workspaces ? (
          <Field.ErrorText>{errors.workspaces}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>One knowledge base ID a line; leave empty to sync every one the operator may read. Sheets, mind maps and uploaded files are not synced.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
