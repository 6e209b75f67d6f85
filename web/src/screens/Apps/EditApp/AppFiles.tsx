import { Button, Card, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AppFiles_app$key } from '../../../__generated__/AppFiles_app.graphql';
import type { AppFilesPaginationQuery } from '../../../__generated__/AppFilesPaginationQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import { SyncProgress } from '../SyncProgress';
import { AppFileRow } from './AppFileRow';
import { AppFileTable } from './AppFileTable';
import { FileIndexState } from './FileIndexState';
import { FileUploader } from './FileUploader';
import { useDeleteAppFileMutation } from './useDeleteAppFileMutation';
import { useFilesReload } from './useFilesReload';

const PAGE = 20;

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
  const [remove, removing] = useDeleteAppFileMutation();
  const deletion = useConfirmedAction(
    (file: { id: string; name: string }) => remove(data.id, file.id, data.files.__id),
    ({ name }) => t`${name} deleted, and its document with it.`,
  );
  const edges = data.files.edges;
  const total = i18n.number(data.files.totalCount);
  const deletingName = deletion.target?.name ?? '';
  const files = useMemo(() => new Map(edges.map(({ node }) => [node.id, node])), [edges]);
  const run = data.latestRun;
  const running = run?.status === 'QUEUED' || run?.status === 'RUNNING';
  const waiting = !running && edges.some(({ node }) => node.indexState === 'INDEXING');
  const reload = useFilesReload({ refetch, shown: edges.length, syncEnds, waiting, edges });

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
          <AppFileTable labelledBy="app-files-heading" empty={edges.length === 0}>
            {edges.map(({ node }) => (
              <AppFileRow key={node.id} file={node} onDelete={() => deletion.ask({ id: node.id, name: node.name })} />
            ))}
          </AppFileTable>
          {hasNext ? (
            <Button variant="ghost" size="sm" alignSelf="center" loading={isLoadingNext} loadingText={t`Loading…`} onClick={() => loadNext(PAGE)}>
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the file ${deletingName}?`}
        description={t`Its document leaves search and chat at once.`}
        confirmLabel={t`Delete`}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </Card.Root>
  );
}
