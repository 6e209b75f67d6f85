import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareConversationButton_conversation$key } from '../../__generated__/ShareConversationButton_conversation.graphql';
import { loadedWhenOpened } from '../../components/loadedWhenOpened';

// Most conversations are never shared, and the chat panel of /search shows one on every visit.
const ShareConversationDialog = loadedWhenOpened(() => import('./ShareConversationDialog').then((module) => module.ShareConversationDialog));

/** Opens the dialog that shares the member's conversation with the workspace, and says whether it is shared. */
export function ShareConversationButton({ conversation }: { conversation: ShareConversationButton_conversation$key }) {
  const data = useFragment(
    graphql`
      fragment ShareConversationButton_conversation on Conversation {
        sharedAt
        ...ShareConversationDialog_conversation
      }
    `,
    conversation,
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} size="xs" variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {data.sharedAt !== null ? <Trans>Shared</Trans> : <Trans>Share</Trans>}
      </Button>
      <ShareConversationDialog conversation={data} open={open} onClose={() => setOpen(false)} opener={button} />
    </>
  );
}
