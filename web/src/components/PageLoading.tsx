import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A whole page still loading: the first visit while the sign-in check and the frame's data load. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center minH="100vh">
      <Spinner color="brand.solid" aria-label={t`Loading`} />
    </Center>
  );
}
