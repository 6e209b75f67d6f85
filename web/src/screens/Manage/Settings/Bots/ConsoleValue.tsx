import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { CopyButton } from '../../../../components/CopyButton';

/** One value to paste into a platform's console: its label there, the value, a copy button. */
export function ConsoleValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={1}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack align="center" gap={2}>
        <Code data-testid={testId} p={2} wordBreak="break-all" flex="1">
          {value}
        </Code>
        <CopyButton value={value} />
      </HStack>
    </Stack>
  );
}
