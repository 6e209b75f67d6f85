import { Button, ColorSwatch, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PRIMARY_COLOR } from '../../../theme/system';

/** The spec's preset colours; any other #RRGGBB is a custom one. */
const PRESETS = [
  { value: DEFAULT_PRIMARY_COLOR, key: 'default' },
  { value: '#67C23A', key: 'green' },
  { value: '#E6A23C', key: 'orange' },
  { value: '#F56C6C', key: 'red' },
  { value: '#722ED1', key: 'purple' },
] as const;

/** The primary colour: one of the presets, or a colour typed as #RRGGBB. */
export function ColorChoice({ value, onChange, error }: { value: string; onChange: (color: string) => void; error?: string }) {
  const { t } = useLingui();
  const names: Record<(typeof PRESETS)[number]['key'], string> = {
    default: t`Default`,
    green: t`Green`,
    orange: t`Orange`,
    red: t`Red`,
    purple: t`Purple`,
  };
  const upper = value.toUpperCase();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label id="primary-color-label">
        <Trans>Primary colour</Trans>
      </Field.Label>
      <Wrap gap={2} role="radiogroup" aria-labelledby="primary-color-label">
        {PRESETS.map((preset) => (
          <Button
            key={preset.key}
            role="radio"
            aria-checked={upper === preset.value}
            variant={upper === preset.value ? 'subtle' : 'outline'}
            size="sm"
            onClick={() => onChange(preset.value)}
          >
            <ColorSwatch value={preset.value} boxSize="4" />
            {names[preset.key]}
          </Button>
        ))}
      </Wrap>
      <HStack mt={2} gap={2}>
        <Text fontSize="sm" color="fg.muted" id="custom-color-label">
          <Trans>Custom</Trans>
        </Text>
        <Input
          aria-labelledby="custom-color-label"
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          placeholder="#RRGGBB"
          width="32"
          size="sm"
          fontFamily="mono"
          maxLength={7}
        />
        {/^#[0-9a-f]{6}$/i.test(value) ? <ColorSwatch value={value} boxSize="6" /> : null}
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
