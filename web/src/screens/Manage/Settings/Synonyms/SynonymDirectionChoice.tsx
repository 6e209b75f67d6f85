import { RadioGroup, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export type Direction = 'TWO_WAY' | 'ONE_WAY';

/** Which way a synonym set works: each term finds the others, or one searched term finds the rest. */
export function SynonymDirectionChoice({ value, onChange }: { value: Direction; onChange: (direction: Direction) => void }) {
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => (details.value ? onChange(details.value as Direction) : undefined)} colorPalette="brand" size="sm">
      <RadioGroup.Label fontWeight="medium" fontSize="sm" display="block" mb={2}>
        <Trans>Direction</Trans>
      </RadioGroup.Label>
      <Stack gap={3}>
        <RadioGroup.Item value="TWO_WAY">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>
            <Trans>Two-way: each term finds the others</Trans>
          </RadioGroup.ItemText>
        </RadioGroup.Item>
        <RadioGroup.Item value="ONE_WAY">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>
            <Trans>One-way: searching one term also searches the others</Trans>
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      </Stack>
    </RadioGroup.Root>
  );
}
