import { Portal, Tooltip } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/**
 * "Copied", over the copy button whose id is `triggerId`. Apart from the button so that its
 * state machine and positioning load with the first copy, not with every page that can copy.
 */
export function CopiedTooltip({ triggerId, open, onClose }: { triggerId: string; open: boolean; onClose: () => void }) {
  return (
    <Tooltip.Root ids={{ trigger: triggerId }} open={open} onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Trans>Copied</Trans>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
