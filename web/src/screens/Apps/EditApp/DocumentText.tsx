import { Box } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DocumentTextQuery } from '../../../__generated__/DocumentTextQuery.graphql';

/**
 * A document's whole extracted text, loaded when it is opened: a list of documents does not
 * carry every text it might show.
 */
export function DocumentText({ documentId }: { documentId: string }) {
  const data = useLazyLoadQuery<DocumentTextQuery>(
    graphql`
      query DocumentTextQuery($id: ID!) {
        node(id: $id) {
          ... on Document {
            text
          }
        }
      }
    `,
    { id: documentId },
    { fetchPolicy: 'store-or-network' },
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
