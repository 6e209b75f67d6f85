import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export type AppSyncStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** The spec's three app sync statuses, each in its own colour. */
export function SyncStatusBadge({ status }: { status: AppSyncStatus }) {
  const { t } = useLingui();
  const { label, palette } = {
    PENDING: { label: t`Sync pending`, palette: 'orange' },
    SUCCESS: { label: t`Sync success`, palette: 'green' },
    FAILED: { label: t`Sync failed`, palette: 'red' },
  }[status];
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="sync-status">
      {label}
    </Badge>
  );
}
