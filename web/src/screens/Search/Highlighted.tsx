import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { Highlighted_segments$key } from '../../__generated__/Highlighted_segments.graphql';

/** Text with its matched pieces marked; the pieces come from the server as plain text. */
export function Highlighted({ segments }: { segments: Highlighted_segments$key }) {
  const data = useFragment(
    graphql`
      fragment Highlighted_segments on TextSegment @relay(plural: true) {
        text
        highlighted
      }
    `,
    segments,
  );
  return (
    <>
      {data.map((segment, i) =>
        segment.highlighted ? (
          <Box as="mark" key={i} bg="brand.subtle" color="inherit" px="0.5" borderRadius="xs" fontWeight="semibold">
            {segment.text}
          </Box>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
