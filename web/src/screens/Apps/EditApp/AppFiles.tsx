import { Button, Card, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AppFiles_app$key } from '../../../__generated__/AppFiles_app.graphql';
import type { AppFilesPaginationQuery } from '../../../__generated__/AppFilesPaginationQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SyncProgress } from '../SyncProgress';
import { AppFileRow } from './AppFileRow';
import { FileIndexState } from './FileIndexState';
import { FileUploader } from './FileUploader';
import { useDeleteAppFileMutation } from './useDeleteAppFileMutation';

const PAGE = 20;

/** How long a file said to be indexing, with no run under way, waits before the list is read again. */
const RECHECK_MS = 2_000;

/** A file app's files: uploading more (each indexed at once), where each stands in search, and removing some. */
export function AppFiles({ app, syncEnds }: { app: AppFiles_app$key; syncEnds: number }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<AppFilesPaginationQuery, AppFiles_app$key>(
    // The list is read again as files are taken in, and with it the app's status and latest run,
    // whole: the sync panel beside it shows the same run, and a run read in part (a new one, its
    // counts missing) or a status older than the run read as "NaN" and "succeeded" beside "syncing".
    /* eslint-disable relay/unused-fields -- read by the sync panel, fetched here to keep the run whole */
    graphql`
      fragment AppFiles_app on App
      @refetchable(queryName: "AppFilesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        syncStatus
        syncErrorMessage
        syncErrorDetail
        docCount
        lastSyncedAt
        latestRun {
          id
          status
          processed
          total
          added
          updated
          unchanged
          deleted
          failed
        }
        files(first: $count, after: $cursor) @connection(key: "AppFiles_files") {
          __id
          totalCount
          edges {
            node {
              id
              name
              indexState
              ...AppFileRow_file
              ...FileIndexState_file
            }
          }
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    app,
  );
  const { t, i18n } = useLingui();
  const [, startTransition] = useTransition();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove, removing] = useDeleteAppFileMutation();
  const edges = data.files.edges;
  const total = i18n.number(data.files.totalCount);
  const deletingName = deleting?.name ?? '';

  const reload = () => startTransition(() => {
      refetch({ count: Math.min(100, Math.max(PAGE, edges.length + 10)) }, { fetchPolicy: 'network-only' });
    });
  const files = useMemo(() => new Map(edges.map(({ node }) => [node.id, node])), [edges]);
  const run = data.latestRun;

  // A finished run changes where the files stand.
  const seenEnds = useRef(syncEnds);
  useEffect(() => {
    if (seenEnds.current === syncEnds) return;
    seenEnds.current = syncEnds;
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per run seen to end
  }, [syncEnds]);
  // A file still indexing with no run under way: the run that takes it in follows the one that
  // ended (files uploaded while it ran), and the list reads it again to learn of it.
  const running = run?.status === 'QUEUED' || run?.status === 'RUNNING';
  const waiting = !running && edges.some(({ node }) => node.indexState === 'INDEXING');
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(reload, RECHECK_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- while the list says so
  }, [waiting, edges]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(data.id, deleting.id, data.files.__id);
    const name = deleting.name;
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`${name} deleted, and its document with it.` });
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
          <FileUploader
            appId={data.id}
            // Just uploaded, before the list has read it, a file's run is under way.
            indexState={(fileId) => <FileIndexState file={files.get(fileId) ?? null} />}
            indexing={running && run ? <SyncProgress status={run.status as 'QUEUED' | 'RUNNING'} processed={run.processed} total={run.total ?? null} /> : null}
            onUploaded={reload}
          />
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
                    <Table.ColumnHeader>
                      <Trans>In search</Trans>
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
        description={t`Its document leaves search and chat at once.`}
        confirmLabel={t`Delete`}
        loading={removing}
        onConfirm={() => void confirmDelete()}
      />
    </Card.Root>
  );
}
