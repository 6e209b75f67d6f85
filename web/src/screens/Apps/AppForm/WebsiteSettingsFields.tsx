import { Field, Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEBSITE_LIMITS, type WebsiteValues } from './appFormValues';

type NumberKey = keyof typeof WEBSITE_LIMITS;

/** Where a website app starts crawling, how far it goes and how gently. */
export function WebsiteSettingsFields({
  value,
  onChange,
  errors,
}: {
  value: WebsiteValues;
  onChange: (next: WebsiteValues) => void;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const numberField = (key: NumberKey, label: string) => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={WEBSITE_LIMITS[key].min}
        max={WEBSITE_LIMITS[key].max}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
      {errors[key] ? <Field.ErrorText>{errors[key]}</Field.ErrorText> : null}
    </Field.Root>
  );
  return (
    <Stack gap={5}>
      <Field.Root invalid={Boolean(errors.startUrls)} required>
        <Field.Label>
          <Trans>Start URLs</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={value.startUrls}
          onChange={(e) => onChange({ ...value, startUrls: e.target.value })}
          rows={3}
          placeholder="https://example.com/docs"
          fontFamily="mono"
          fontSize="sm"
        />
        <Field.HelperText>
          <Trans>One URL per line. Pages of the same sites are followed from them.</Trans>
        </Field.HelperText>
        {errors.startUrls ? <Field.ErrorText>{errors.startUrls}</Field.ErrorText> : null}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        {numberField('maxDepth', t`Max depth`)}
        {numberField('maxPages', t`Max pages`)}
        {numberField('delayMs', t`Delay between requests (ms)`)}
      </SimpleGrid>
      <Switch.Root checked={value.useSitemap} onCheckedChange={(e) => onChange({ ...value, useSitemap: e.checked })} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Use sitemap</Trans>
        </Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
