import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The bubble of a question, on the right; also shown, faded, for one on its way to the server. */
export function QuestionBubble({ text, pending = false }: { text: string; pending?: boolean }) {
  const { t } = useLingui();
  return (
    <Box
      as="article"
      aria-label={t`Question`}
      alignSelf="flex-end"
      maxW="85%"
      px={4}
      py={2.5}
      borderRadius="xl"
      borderTopEndRadius="sm"
      bg="brand.solid"
      color="brand.contrast"
      opacity={pending ? 0.7 : 1}
      data-testid="question"
    >
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {text}
      </Text>
    </Box>
  );
}
