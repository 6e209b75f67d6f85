import { Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AppRow_app$key } from '../../../__generated__/AppRow_app.graphql';
import { ConnectorIcon } from '../../../components/ConnectorIcon';
import { RelativeTime } from '../../../components/RelativeTime';
import { TruncatedText } from '../../../components/TruncatedText';
import { toaster } from '../../../components/ui/toaster';
import { PlatformName } from '../PlatformName';
import { SyncState } from '../SyncState';
import { useSyncAppMutation } from '../useSyncAppMutation';

/** One installed app: what it is, how its sync went, and what can be done with it. */
export function AppRow({ app, editPath, onDelete }: { app: AppRow_app$key; editPath: string; onDelete: () => void }) {
  const data = useFragment(
    graphql`
      fragment AppRow_app on App {
        id
        title
        docCount
        platform
        updatedAt
        createdBy {
          displayName
        }
        syncStatus
        syncErrorMessage
        syncErrorDetail
        latestRun {
          id
          status
          processed
          total
        }
      }
    `,
    app,
  );
  const { t, i18n } = useLingui();
  const latest = data.latestRun;
  const progress = latest && { status: latest.status, processed: latest.processed, total: latest.total };
  const [sync, syncing] = useSyncAppMutation();
  const title = data.title;
  const running = data.latestRun?.status === 'QUEUED' || data.latestRun?.status === 'RUNNING';

  const syncNow = async () => {
    const failure = await sync(data.id);
    if (failure) toaster.error({ title: failure });
  };

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        <Link asChild colorPalette="brand" maxW="16rem">
          <RouterLink to={editPath}>
            <TruncatedText>{title}</TruncatedText>
          </RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        <SyncState appId={data.id} status={data.syncStatus} errorMessage={data.syncErrorMessage} errorDetail={data.syncErrorDetail} run={progress} />
      </Table.Cell>
      <Table.Cell textAlign="end">{i18n.number(data.docCount)}</Table.Cell>
      <Table.Cell>
        <HStack gap={2}>
          <ConnectorIcon platform={data.platform} variant="inline" />
          <Text as="span">
            <PlatformName platform={data.platform} />
          </Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <TruncatedText focusable maxW="10rem">
          {data.createdBy.displayName}
        </TruncatedText>
      </Table.Cell>
      <Table.Cell>
        <Text as="span" whiteSpace="nowrap">
          <RelativeTime value={data.updatedAt} />
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap={2} justify="end">
          <Button size="xs" variant="outline" aria-label={t`Sync now ${title}`} loading={syncing} loadingText={t`Starting sync…`} disabled={running} onClick={() => void syncNow()}>
            <Trans>Sync now</Trans>
          </Button>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={editPath} aria-label={t`Edit ${title}`}>
              <Trans>Edit</Trans>
            </RouterLink>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${title}`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
