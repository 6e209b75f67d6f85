import { HStack, Progress, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * How far a queued or running sync is: a bar over the items the source holds, or an
 * indeterminate one while that number is not known yet.
 */
export function SyncProgress({ status, processed: done, total: all }: { status: 'QUEUED' | 'RUNNING'; processed: number; total: number | null }) {
  const { t, i18n } = useLingui();
  const known = all !== null && all > 0;
  const value = known ? Math.min(100, Math.round((done / all) * 100)) : null;
  const [processed, total] = [i18n.number(done), all === null ? '' : i18n.number(all)];
  const label = status === 'QUEUED' ? t`Waiting to sync` : known ? t`Syncing ${processed} of ${total}` : t`Syncing…`;
  return (
    <Progress.Root value={value} size="sm" colorPalette="brand" minW="32" maxW="xs" width="full">
      <HStack gap={3}>
        <Progress.Track flex="1" aria-label={t`Sync progress`} aria-valuetext={label}>
          <Progress.Range />
        </Progress.Track>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" aria-hidden>
          {known ? `${processed}/${total}` : null}
        </Text>
      </HStack>
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mt={1}>
        {label}
      </Progress.Label>
    </Progress.Root>
  );
}
