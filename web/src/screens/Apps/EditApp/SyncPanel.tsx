import { Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SyncPanel_app$key } from '../../../__generated__/SyncPanel_app.graphql';
import { RelativeTime } from '../../../components/RelativeTime';
import { toaster } from '../../../components/ui/toaster';
import { SyncState } from '../SyncState';
import { AuthorizeButton } from './AuthorizeButton';
import { useSyncAppMutation } from '../useSyncAppMutation';

/** The app's sync: its status and live progress, "Sync now", and what the latest run did. */
export function SyncPanel({ app }: { app: SyncPanel_app$key }) {
  const data = useFragment(
    graphql`
      fragment SyncPanel_app on App {
        id
        ...AuthorizeButton_app
        docCount
        lastSyncedAt
        syncStatus
        syncErrorMessage
        syncErrorDetail
        latestRun {
          id
          status
          processed
          total
          added
          updated
          deleted
          failed
        }
      }
    `,
    app,
  );
  const { t, i18n } = useLingui();
  const latest = data.latestRun;
  const progress = latest && { status: latest.status, processed: latest.processed, total: latest.total };
  const [sync, syncing] = useSyncAppMutation();
  const run = data.latestRun;
  const docCount = i18n.number(data.docCount);
  const running = run?.status === 'QUEUED' || run?.status === 'RUNNING';

  const syncNow = async () => {
    const failure = await sync(data.id);
    if (failure) toaster.error({ title: failure });
  };

  const counts = run
    ? [
        { label: t`Added`, value: run.added, id: 'added' },
        { label: t`Updated`, value: run.updated, id: 'updated' },
        { label: t`Deleted`, value: run.deleted, id: 'deleted' },
        { label: t`Failed`, value: run.failed, id: 'failed' },
      ]
    : [];

  return (
    <Card.Root as="section" aria-labelledby="sync-panel-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Card.Title id="sync-panel-heading" as="h2">
            <Trans>Sync</Trans>
          </Card.Title>
          <HStack gap={2}>
            <AuthorizeButton app={data} />
            <Button colorPalette="brand" size="sm" loading={syncing} loadingText={t`Starting sync…`} disabled={running} onClick={() => void syncNow()}>
              <Trans>Sync now</Trans>
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <SyncState appId={data.id} status={data.syncStatus} errorMessage={data.syncErrorMessage} errorDetail={data.syncErrorDetail} run={progress} />
          <Text fontSize="sm" color="fg.muted">
            <Trans>Documents: {docCount}</Trans>
            {data.lastSyncedAt ? (
              <>
                {' · '}
                <Trans>
                  Last synced <RelativeTime value={data.lastSyncedAt} />
                </Trans>
              </>
            ) : null}
          </Text>
          {run ? (
            <Stack gap={2}>
              <Text fontSize="sm" fontWeight="medium">
                <Trans>Latest run</Trans>
              </Text>
              <DataList.Root orientation="horizontal" size="sm" flexDirection="row" flexWrap="wrap" gap={6} data-testid="latest-run-counts">
                {counts.map((count) => (
                  <DataList.Item key={count.id} flexDirection="column" alignItems="start" gap={0}>
                    <DataList.ItemLabel minW="auto">{count.label}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="semibold" fontSize="lg" data-testid={`latest-run-${count.id}`}>
                      {i18n.number(count.value)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              <Trans>Not synced yet.</Trans>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
