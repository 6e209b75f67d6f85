import { Field, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { GitHubValues } from './appFormValues';

/** Which repositories a GitHub app syncs, and what of them. */
export function GitHubSettingsFields({
  value,
  onChange,
  errors,
}: {
  value: GitHubValues;
  onChange: (next: GitHubValues) => void;
  errors: Record<string, string>;
}) {
  return (
    <Stack gap={5}>
      <Field.Root invalid={Boolean(errors.repositories)} required>
        <Field.Label>
          <Trans>Repositories</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          rows={3}
          value={value.repositories}
          onChange={(e) => onChange({ ...value, repositories: e.target.value })}
          placeholder="owner/name"
        />
        {errors.repositories ? (
          <Field.ErrorText>{errors.repositories}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>One owner/name a line.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
      <Switch.Root checked={value.includeMarkdown} onCheckedChange={(e) => onChange({ ...value, includeMarkdown: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Markdown files</Trans>
        </Switch.Label>
      </Switch.Root>
      <Switch.Root checked={value.includeIssues} onCheckedChange={(e) => onChange({ ...value, includeIssues: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Issues and their comments</Trans>
        </Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
