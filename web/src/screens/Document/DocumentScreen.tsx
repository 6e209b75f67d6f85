import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { DocumentScreenQuery$data } from '../../__generated__/DocumentScreenQuery.graphql';
import { CopyButton } from '../../components/CopyButton';
import { RelativeTime } from '../../components/RelativeTime';
import { SOURCE_TYPES } from '../Search/sourceTypes';
import { DocumentBody } from './DocumentBody';
import { ReadersButton } from './Readers/ReadersButton';

export const documentScreenQuery = graphql`
  query DocumentScreenQuery($id: ID!, $query: String!, $hasQuery: Boolean!) {
    documentWithheld(id: $id)
    node(id: $id) {
      ... on Document @alias(as: "document") {
        id
        title
        url
        downloadUrl
        publicUrl
        sourceType
        author
        updatedAt
        appTitle
        body {
          ...DocumentBody_body @arguments(query: $query, hasQuery: $hasQuery)
        }
      }
    }
  }
`;

/**
 * A document inside the product: its text rendered, opened at the passage a search found, with its
 * app, type, author and update time; the original and the source are a step away, and, for admins,
 * who can read it and why. A document of the workspace the viewer may not read is refused (403)
 * without its title; one that does not exist, or is another workspace's, is not found.
 */
export function DocumentScreen({ data, query, isAdmin }: { data: DocumentScreenQuery$data; query: string; isAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const document = data.node?.document;
  if (!document) return <Navigate to={data.documentWithheld ? '/403' : '/404'} replace />;
  const type = SOURCE_TYPES[document.sourceType];
  const title = document.title || t`Untitled document`;
  const publicLink = document.publicUrl ? new URL(document.publicUrl, window.location.origin).href : null;
  return (
    <Stack gap={5} maxW="4xl" mx="auto" w="full">
      {query ? (
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to={`/search?${new URLSearchParams({ q: query }).toString()}`}>
            <Trans>Back to results</Trans>
          </RouterLink>
        </Button>
      ) : null}
      <Stack gap={2}>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {title}
        </Heading>
        <HStack gap={2} fontSize="sm" color="fg.muted" wrap="wrap" data-testid="document-meta">
          <Text>{document.appTitle}</Text>
          <Badge size="sm" variant="subtle">
            {type ? i18n._(type) : document.sourceType}
          </Badge>
          {document.author ? <Text>{t`By ${document.author}`}</Text> : null}
          <Text>
            <Trans>
              Updated <RelativeTime value={document.updatedAt} />
            </Trans>
          </Text>
        </HStack>
        <HStack gap={2} wrap="wrap">
          {document.url ? (
            <Button asChild size="sm" variant="outline">
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                <Trans>Open at the source</Trans>
              </a>
            </Button>
          ) : null}
          {document.downloadUrl ? (
            <Button asChild size="sm" variant="outline">
              <a href={document.downloadUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Open original</Trans>
              </a>
            </Button>
          ) : null}
          {publicLink ? <CopyButton value={publicLink}>{t`Copy public link`}</CopyButton> : null}
          {isAdmin ? <ReadersButton documentId={document.id} /> : null}
        </HStack>
      </Stack>
      <DocumentBody body={document.body} />
    </Stack>
  );
}
