import { Box, chakra, HStack } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Choice<T extends string> = { value: T; label: ReactNode };

/**
 * Tabs for a choice of two or three, as the WAI-ARIA tabs pattern has them (arrow keys, Home and
 * End move between tabs; only the chosen one is in the tab order). Drawn like Chakra's line tabs
 * but without its tabs machine, which the sign-in page would otherwise load for one switch.
 */
export function ChoiceTabs<T extends string>(props: {
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const { value, choices, onChange } = props;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = choices.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(choices[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <Box>
      <HStack role="tablist" gap={0} borderBottomWidth="1px" borderColor="border">
        {choices.map((choice, index) => {
          const selected = choice.value === value;
          return (
            <chakra.button
              type="button"
              key={choice.value}
              ref={(element: HTMLButtonElement | null) => {
                tabs.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${choice.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(choice.value)}
              onKeyDown={(event) => move(event, index)}
              px={4}
              py={2}
              mb="-1px"
              fontSize="sm"
              fontWeight="medium"
              cursor="pointer"
              color={selected ? 'fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={selected ? 'colorPalette.solid' : 'transparent'}
              colorPalette="brand"
              _hover={{ color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
            >
              {choice.label}
            </chakra.button>
          );
        })}
      </HStack>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} pt={4}>
        {props.children}
      </Box>
    </Box>
  );
}
