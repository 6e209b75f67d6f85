import { Box } from '@chakra-ui/react';

/** The blinking bar where the next words of a streaming answer will appear. */
export function AnswerCaret() {
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid="answer-caret"
      display="inline-block"
      w="0.5em"
      h="1em"
      ms="0.5"
      verticalAlign="text-bottom"
      bg="brand.solid"
      animation="pulse 1s ease-in-out infinite"
      _motionReduce={{ animation: 'none' }}
    />
  );
}
