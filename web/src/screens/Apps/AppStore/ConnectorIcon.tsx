import { Box } from '@chakra-ui/react';

// Simple line drawings per platform; a connector of an unknown platform gets the generic one.
const PATHS: Record<string, string> = {
  web: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17',
  upload: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M12 17v-6m-3 3 3-3 3 3',
};
const GENERIC = 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Zm4 4h8m-8 4h5';

/** The picture of a connector on its card: decorative, its name is written beside it. */
export function ConnectorIcon({ platform }: { platform: string }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      borderRadius="md"
      bg="brand.subtle"
      color="brand.fg"
      flexShrink={0}
      aria-hidden
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[platform] ?? GENERIC} />
      </svg>
    </Box>
  );
}
