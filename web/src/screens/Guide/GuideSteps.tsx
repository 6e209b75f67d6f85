import { Box, Circle, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Where the person is in the guide: a list of its steps, the current one marked as such. */
export function GuideSteps({ step }: { step: 0 | 1 }) {
  const { t } = useLingui();
  const steps = [t`Your profile`, t`Your workspace`];
  return (
    <HStack as="ol" aria-label={t`Steps of the guide`} gap={3} listStyleType="none" m={0} p={0}>
      {steps.map((title, index) => {
        const done = index < step;
        const reached = index <= step;
        return (
          <HStack as="li" key={title} gap={2} flex={index < steps.length - 1 ? '1' : undefined} aria-current={index === step ? 'step' : undefined}>
            <Circle size="7" flexShrink={0} fontSize="sm" fontWeight="semibold" bg={reached ? 'brand.solid' : 'bg.muted'} color={reached ? 'brand.contrast' : 'fg'}>
              {done ? <span aria-hidden>✓</span> : index + 1}
            </Circle>
            <Text fontSize="sm" fontWeight={index === step ? 'semibold' : undefined} whiteSpace="nowrap">
              {title}
              {done ? <VisuallyHidden> ({t`done`})</VisuallyHidden> : null}
            </Text>
            {index < steps.length - 1 ? <Box flex="1" h="1px" bg={done ? 'brand.solid' : 'border'} aria-hidden /> : null}
          </HStack>
        );
      })}
    </HStack>
  );
}
