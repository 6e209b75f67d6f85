import { Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RemainingChats_workspace$key } from '../../__generated__/RemainingChats_workspace.graphql';

/**
 * How many more questions the workspace may ask today: what is left of the day's allowance, and
 * the chats earned by invitations apart (spent once the allowance is used up, kept day to day).
 */
export function RemainingChats({ workspace }: { workspace: RemainingChats_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment RemainingChats_workspace on Workspace {
        remainingChatsToday
        allowanceLeftToday
        chatCredits
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const left = data.remainingChatsToday;
  const today = plural(data.allowanceLeftToday, { one: '# chat left today', other: '# chats left today' });
  const earned = plural(data.chatCredits, { one: '# earned chat', other: '# earned chats' });
  return (
    <Text fontSize="xs" color={left > 0 ? 'fg.muted' : 'fg.error'} data-testid="remaining-chats">
      {left === 0 ? t`No chats left today` : data.chatCredits > 0 ? t`${today} · ${earned}` : today}
    </Text>
  );
}
