import { Button, Dialog, Field, HStack, Input, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { ShareConversationDialog_conversation$key } from '../../__generated__/ShareConversationDialog_conversation.graphql';
import type { ShareConversationDialogMutation } from '../../__generated__/ShareConversationDialogMutation.graphql';
import { CopyButton } from '../../components/CopyButton';
import { toaster } from '../../components/ui/toaster';
import { commitForResult } from '../../relay/mutationResult';

type ShareConversationDialogProps = {
  conversation: ShareConversationDialog_conversation$key;
  open: boolean;
  onClose: () => void;
  /** The button that opened it, where the focus goes back. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * Shares the member's conversation read-only with the workspace's members, by its link, or takes
 * it back. Whoever opens it sees only the sources they may read themselves.
 */
export function ShareConversationDialog({ conversation, open, onClose, opener }: ShareConversationDialogProps) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ShareConversationDialog_conversation on Conversation {
        id
        sharedAt
      }
    `,
    conversation,
  );
  const [commit, saving] = useMutation<ShareConversationDialogMutation>(graphql`
    mutation ShareConversationDialogMutation($id: ID!, $shared: Boolean!) {
      shareConversation(conversationId: $id, shared: $shared) {
        __typename
        ... on ShareConversationPayload {
          conversation {
            id
            sharedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const shared = data.sharedAt !== null;
  const link = `${window.location.origin}/conversation/${encodeURIComponent(data.id)}`;
  const toggle = async (next: boolean) => {
    const failed = await commitForResult(commit, { variables: { id: data.id, shared: next } }, (response) => response.shareConversation, t`Operation failed`);
    if (failed) toaster.error({ title: failed });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" finalFocusEl={() => opener.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Share this conversation</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Switch.Root checked={shared} disabled={saving} onCheckedChange={(e) => void toggle(e.checked)} colorPalette="brand">
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <Trans>Share with the workspace’s members, read-only</Trans>
                  </Switch.Label>
                </Switch.Root>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Whoever opens it sees the questions and answers, and only the sources they may read themselves.</Trans>
                </Text>
                {shared ? (
                  <Field.Root>
                    <Field.Label>
                      <Trans>Link</Trans>
                    </Field.Label>
                    <HStack w="full">
                      <Input readOnly value={link} size="sm" />
                      <CopyButton value={link} size="sm" />
                    </HStack>
                  </Field.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="sm">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
