import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export type Choice<T extends string> = { value: T; label: string };

/**
 * A choice the person must make: radio buttons, picked beforehand where the form has a usual
 * answer, and the reason under them when the form was sent without one.
 */
export function ChoiceField<T extends string>({
  label,
  choices,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <Stack gap={2}>
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => (details.value ? onChange(details.value as T) : undefined)}
        colorPalette="brand"
        size="sm"
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        <RadioGroup.Label fontWeight="medium" fontSize="sm" display="block" mb={2}>
          {label}
          <Text as="span" color="fg.error" ms={1} aria-hidden>
            *
          </Text>
        </RadioGroup.Label>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 2, md: 5 }} wrap="wrap">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
