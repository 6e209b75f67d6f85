import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { PublicDocumentScreenQuery$data } from '../../../__generated__/PublicDocumentScreenQuery.graphql';
import { ProductBrand } from '../../../components/ProductBrand';
import { RelativeTime } from '../../../components/RelativeTime';
import { LanguageSwitch } from '../../../layout/LanguageSwitch';
import { usePageTitle } from '../../../layout/usePageTitle';
import { ErrorPage } from '../../ErrorPages/ErrorPage';
import { DocumentBody } from '../DocumentBody';

export const publicDocumentScreenQuery = graphql`
  query PublicDocumentScreenQuery($token: String!, $query: String!, $hasQuery: Boolean!) {
    publicDocument(token: $token) {
      title
      updatedAt
      body {
        ...DocumentBody_body @arguments(query: $query, hasQuery: $hasQuery)
      }
    }
  }
`;

/**
 * A document public on the internet, for anyone with its link: its title, update time and text,
 * and nothing else of its workspace, under the product's name and the language switch (a visitor's
 * choice holds for the tab). Any other link is not found.
 */
export function PublicDocumentScreen({ data }: { data: PublicDocumentScreenQuery$data }) {
  const document = data.publicDocument;
  if (!document) return <ErrorPage status={404} />;
  return <PublicDocument document={document} />;
}

function PublicDocument({ document }: { document: NonNullable<PublicDocumentScreenQuery$data['publicDocument']> }) {
  const { t } = useLingui();
  const title = document.title || t`Untitled document`;
  usePageTitle(title);
  return (
    <Box minH="100vh" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
      <Flex as="header" maxW="4xl" mx="auto" mb={{ base: 6, md: 8 }} align="center" justify="space-between" gap={4}>
        <ProductBrand />
        <LanguageSwitch persist={false} />
      </Flex>
      <Box as="main" maxW="4xl" mx="auto">
        <Stack gap={5}>
          <Stack gap={1}>
            <Heading as="h1" size="2xl" overflowWrap="anywhere">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Updated <RelativeTime value={document.updatedAt} />
              </Trans>
            </Text>
          </Stack>
          <DocumentBody body={document.body} />
        </Stack>
      </Box>
    </Box>
  );
}
