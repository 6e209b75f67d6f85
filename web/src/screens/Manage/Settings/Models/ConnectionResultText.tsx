import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ConnectionResult } from './useTestModelConnectionMutation';

/**
 * What a connection test answered, in a live region (present before any answer, so that screen
 * readers announce it): the latency, or why it failed and what the provider said, as it said it.
 */
export function ConnectionResultText({ result, testId }: { result: ConnectionResult | null; testId: string }) {
  const { t, i18n } = useLingui();
  let text: string | null = null;
  let detail: string | null = null;
  if (result?.ok) {
    const model = result.model;
    const latency = i18n.number(result.latencyMs);
    text = t`Connected: ${model} answered in ${latency} ms`;
  } else if (result) {
    const message = result.message;
    const status = result.httpStatus;
    const said = result.providerMessage;
    text = t`Connection failed: ${message}`;
    detail =
      status !== null && said
        ? t`The provider answered HTTP ${status}: ${said}`
        : status !== null
          ? t`The provider answered HTTP ${status}.`
          : said
            ? t`Details: ${said}`
            : null;
  }
  return (
    <Box role="status" aria-live="polite" data-testid={testId}>
      {text ? (
        // Darker than fg.success / fg.error: small text on cards needs the contrast.
        <Text fontWeight="medium" color={result?.ok ? { base: 'green.700', _dark: 'green.300' } : { base: 'red.700', _dark: 'red.300' }}>
          {text}
        </Text>
      ) : null}
      {detail ? (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}
