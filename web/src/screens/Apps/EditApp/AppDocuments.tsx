import { Box, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AppDocuments_app$key } from '../../../__generated__/AppDocuments_app.graphql';
import type { AppDocumentsPaginationQuery } from '../../../__generated__/AppDocumentsPaginationQuery.graphql';
import { DEFAULT_PAGE_SIZE, Pagination, usePages } from '../../../components/Pagination';
import { useDebounce } from '../../../hooks/useDebounce';
import { DocumentRow } from './DocumentRow';

/** The documents the app took in, searchable by title, a page at a time. */
export function AppDocuments({ app, syncEnds }: { app: AppDocuments_app$key; syncEnds: number }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<AppDocumentsPaginationQuery, AppDocuments_app$key>(
    graphql`
      fragment AppDocuments_app on App
      @refetchable(queryName: "AppDocumentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, search: { type: "String" }) {
        documents(first: $count, after: $cursor, search: $search) @connection(key: "AppDocuments_documents") {
          totalCount
          edges {
            node {
              id
              ...DocumentRow_document
            }
          }
        }
      }
    `,
    app,
  );
  const [typed, setTyped] = useState('');
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const search = useDebounce(typed.trim());
  const [refetching, startTransition] = useTransition();
  // A finished sync changes the documents: the same search again, from page one.
  const key = JSON.stringify([search, pageSize, syncEnds]);
  const fetched = useRef(key);
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ search: search || null, count: pageSize }, { fetchPolicy: 'network-only' });
    });
  }, [key, search, pageSize, refetch]);

  const edges = data.documents.edges;
  const pages = usePages(edges, data.documents.totalCount, pageSize, { hasNext, isLoadingNext, loadNext }, key);

  return (
    <Card.Root as="section" aria-labelledby="app-documents-heading">
      <Card.Header>
        <Card.Title id="app-documents-heading" as="h2">
          <Trans>Documents</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <Field.Root maxW="sm">
            <Field.Label>
              <Trans>Search documents by title</Trans>
            </Field.Label>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.2s" aria-busy={refetching}>
            {edges.length > 0 ? (
              <Stack as="ul" gap={0} listStyleType="none" aria-labelledby="app-documents-heading">
                {pages.visible.map(({ node }) => (
                  <DocumentRow key={node.id} document={node} />
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {search ? <Trans>No documents match.</Trans> : <Trans>No documents yet. They arrive with a sync.</Trans>}
              </Text>
            )}
          </Box>
          <Pagination pages={pages} pageSize={pageSize} onPageSizeChange={setPageSize} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
