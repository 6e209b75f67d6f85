import { Center, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LoadingSpinner } from './ui/loading-spinner';

/**
 * A whole page still loading: the first visit while the sign-in check, the frame's data and the
 * page's code load. It names the product, so the first frame a person sees is the app (painted
 * from the entry alone), not a blank page.
 */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center minH="100vh">
      <Stack align="center" gap={4}>
        <Text fontSize="xl" fontWeight="semibold" color="fg.muted">
          {t`Zhiwen`}
        </Text>
        <LoadingSpinner />
      </Stack>
    </Center>
  );
}
