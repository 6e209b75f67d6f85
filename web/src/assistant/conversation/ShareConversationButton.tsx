import { Button, Dialog, Field, HStack, Input, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { ShareConversationButton_conversation$key } from '../../__generated__/ShareConversationButton_conversation.graphql';
import type { ShareConversationButtonMutation } from '../../__generated__/ShareConversationButtonMutation.graphql';
import { CopyButton } from '../../components/CopyButton';
import { toaster } from '../../components/ui/toaster';
import { commitForResult } from '../../relay/mutationResult';

/**
 * Shares the member's conversation read-only with the workspace's members, by its link, or takes
 * it back. Whoever opens it sees only the sources they may read themselves.
 */
export function ShareConversationButton({ conversation }: { conversation: ShareConversationButton_conversation$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ShareConversationButton_conversation on Conversation {
        id
        sharedAt
      }
    `,
    conversation,
  );
  const [open, setOpen] = useState(false);
  const [commit, saving] = useMutation<ShareConversationButtonMutation>(graphql`
    mutation ShareConversationButtonMutation($id: ID!, $shared: Boolean!) {
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
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline">
          {shared ? <Trans>Shared</Trans> : <Trans>Share</Trans>}
        </Button>
      </Dialog.Trigger>
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
