import { Center } from '@chakra-ui/react';
import { LoadingSpinner } from './ui/loading-spinner';

/** A whole page still loading: the first visit while the sign-in check and the frame's data load. */
export function PageLoading() {
  return (
    <Center minH="100vh">
      <LoadingSpinner />
    </Center>
  );
}
