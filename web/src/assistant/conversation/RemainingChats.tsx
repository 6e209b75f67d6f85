import { Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RemainingChats_workspace$key } from '../../__generated__/RemainingChats_workspace.graphql';

/** How many more questions the workspace may ask today. */
export function RemainingChats({ workspace }: { workspace: RemainingChats_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment RemainingChats_workspace on Workspace {
        remainingChatsToday
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const left = data.remainingChatsToday;
  return (
    <Text fontSize="xs" color={left > 0 ? 'fg.muted' : 'fg.error'} data-testid="remaining-chats">
      {left > 0 ? plural(left, { one: '# chat left today', other: '# chats left today' }) : t`No chats left today`}
    </Text>
  );
}
