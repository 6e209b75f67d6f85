import { Button, Card, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AppFiles_app$key } from '../../../__generated__/AppFiles_app.graphql';
import type { AppFilesPaginationQuery } from '../../../__generated__/AppFilesPaginationQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../Manage/ConfirmDialog';
import { AppFileRow } from './AppFileRow';
import { FileUploader } from './FileUploader';
import { useDeleteAppFileMutation } from './useDeleteAppFileMutation';

const PAGE = 20;

/** A file app's files: uploading more, and removing some. */
export function AppFiles({ app }: { app: AppFiles_app$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<AppFilesPaginationQuery, AppFiles_app$key>(
    graphql`
      fragment AppFiles_app on App
      @refetchable(queryName: "AppFilesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        files(first: $count, after: $cursor) @connection(key: "AppFiles_files") {
          __id
          totalCount
          edges {
            node {
              id
              name
              ...AppFileRow_file
            }
          }
        }
      }
    `,
    app,
  );
  const { t } = useLingui();
  const [, startTransition] = useTransition();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove, removing] = useDeleteAppFileMutation();
  const edges = data.files.edges;
  const total = data.files.totalCount;
  const deletingName = deleting?.name ?? '';

  const reload = () => startTransition(() => {
      refetch({ count: Math.min(100, Math.max(PAGE, edges.length + 10)) }, { fetchPolicy: 'network-only' });
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(data.id, deleting.id, data.files.__id);
    const name = deleting.name;
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`${name} deleted. Its document goes at the next sync.` });
  };

  return (
    <Card.Root as="section" aria-labelledby="app-files-heading">
      <Card.Header>
        <Card.Title id="app-files-heading" as="h2">
          <Trans>Files ({total})</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <FileUploader appId={data.id} onUploaded={reload} />
          {edges.length > 0 ? (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-labelledby="app-files-heading">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>File name</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Type</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Size</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Uploaded</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Actions</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {edges.map(({ node }) => (
                    <AppFileRow key={node.id} file={node} onDelete={() => setDeleting({ id: node.id, name: node.name })} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No files yet.</Trans>
            </Text>
          )}
          {hasNext ? (
            <Button variant="ghost" size="sm" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(PAGE)}>
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete the file ${deletingName}?`}
        description={t`Its document leaves search and chat at the next sync.`}
        confirmLabel={t`Delete`}
        loading={removing}
        onConfirm={() => void confirmDelete()}
      />
    </Card.Root>
  );
}
