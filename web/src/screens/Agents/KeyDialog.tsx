import { Button, Code, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CopyButton } from '../../components/CopyButton';

/** The ws agent key, shown this once: bots and third parties use it to reach the agent. */
export function KeyDialog({ agentKey, onClose }: { agentKey: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={agentKey !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>The agent’s key</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb={3}>
                <Trans>Copy it now: it is shown this once. Bots and third parties use it to reach this agent.</Trans>
              </Text>
              <HStack>
                <Code data-testid="agent-key" wordBreak="break-all" p={2}>
                  {agentKey}
                </Code>
                {agentKey ? <CopyButton value={agentKey} /> : null}
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                <Trans>Done</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
