import { Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { AppSyncUpdates } from './AppSyncUpdates';
import { SyncProgress } from './SyncProgress';
import { SyncStatusBadge, type AppSyncStatus } from './SyncStatusBadge';

export type SyncRunProgress = { readonly status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED'; readonly processed: number; readonly total?: number | null };

/**
 * An app's sync status, why it failed, and the live progress of a run under way. Plain props, not
 * a fragment: the installed apps' query is already as deep as the API allows.
 */
export function SyncState({
  appId,
  status,
  errorMessage,
  errorDetail,
  run,
}: {
  appId: string;
  status: AppSyncStatus;
  errorMessage: string | null | undefined;
  errorDetail: string | null | undefined;
  run: SyncRunProgress | null | undefined;
}) {
  const active = run && (run.status === 'QUEUED' || run.status === 'RUNNING') ? run : null;
  // The store holds the run apart from the app: an answer that reads the run later than the app (the
  // edit screen's run history, a statement of its own) may show it ended and the app still pending.
  // The sync is followed until the app says so too.
  const following = Boolean(active || (run && status === 'PENDING'));
  return (
    <Stack gap={1} align="start">
      <SyncStatusBadge status={status} />
      {status === 'FAILED' && errorMessage ? <SyncError message={errorMessage} detail={errorDetail} /> : null}
      {active ? <SyncProgress status={active.status as 'QUEUED' | 'RUNNING'} processed={active.processed} total={active.total ?? null} /> : null}
      {following ? <AppSyncUpdates appId={appId} /> : null}
    </Stack>
  );
}

/** The failure's message; its technical detail in a tooltip, reachable from the keyboard too. */
function SyncError({ message, detail }: { message: string; detail: string | null | undefined }) {
  const text = (
    <Text fontSize="xs" color="fg.error" maxW="xs" data-testid="sync-error" tabIndex={detail ? 0 : undefined}>
      {message}
    </Text>
  );
  if (!detail) return text;
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>{text}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="md" whiteSpace="pre-wrap" data-testid="sync-error-detail">
            {detail}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
