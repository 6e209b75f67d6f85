import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CreateWorkspaceForm } from './CreateWorkspaceForm';

/** Creating a workspace from the switcher: the person becomes its creator and moves into it. */
export function CreateWorkspaceDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: string }) {
  return (
    // Focus goes back to the switcher: the menu item that opened the dialog is gone.
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" finalFocusEl={() => document.getElementById(returnFocusTo)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Create a workspace</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <Stack gap={4}>
                <Text color="fg.muted" fontSize="sm">
                  <Trans>You become its creator, and it becomes your current workspace; you stay a member of the others.</Trans>
                </Text>
                <CreateWorkspaceForm
                  autoFocus
                  actions={
                    <Button variant="outline" onClick={onClose}>
                      <Trans>Cancel</Trans>
                    </Button>
                  }
                />
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
