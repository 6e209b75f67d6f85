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
          // The mark's background reaches past it by a shadow, not padding: padding would open gaps
          // inside a word (员工|手册), where Chinese has no spaces to hide them.
          <Box as="mark" key={i} bg="brand.subtle" color="inherit" boxShadow="0 0 0 2px {colors.brand.subtle}" borderRadius="xs" fontWeight="semibold">
            {segment.text}
          </Box>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
