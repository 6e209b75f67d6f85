import { Skeleton, Stack } from '@chakra-ui/react';

/** Where results will be, while they load. */
export function ResultsSkeleton() {
  return (
    <Stack gap={4} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap={2}>
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="90%" />
        </Stack>
      ))}
    </Stack>
  );
}
