import { Box } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DocumentTextQuery } from '../../../__generated__/DocumentTextQuery.graphql';

/**
 * A document's whole extracted text, loaded when it is opened (see DocumentRow): a list of
 * documents does not carry every text it might show.
 */
export function DocumentText({ text }: { text: PreloadedQuery<DocumentTextQuery> }) {
  const data = usePreloadedQuery<DocumentTextQuery>(
    graphql`
      query DocumentTextQuery($id: ID!) {
        node(id: $id) {
          ... on Document {
            text
          }
        }
      }
    `,
    text,
  );
  return (
    <Box
      as="pre"
      fontFamily="inherit"
      fontSize="sm"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      maxH="80"
      overflowY="auto"
      bg="bg.subtle"
      borderRadius="md"
      p={3}
      tabIndex={0}
      data-testid="document-text"
    >
      {data.node?.text ?? ''}
    </Box>
  );
}
