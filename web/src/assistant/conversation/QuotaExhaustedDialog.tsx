import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ADMIN_ROLES, useWsUserType } from '../../api/user-info';

export type QuotaExhausted = { message: string; inviteReward: number; canTopUp: boolean };

/**
 * Today's chats are used up: the spec's three ways on: top up (for those who may), invite others
 * to earn free chats (admins make the link; members ask an admin for one), or contact the admin
 * (members only: an admin would be contacting themselves).
 */
export function QuotaExhaustedDialog({ quota, onClose }: { quota: QuotaExhausted | null; onClose: () => void }) {
  const { t } = useLingui();
  const type = useWsUserType();
  const admin = type !== null && ADMIN_ROLES.includes(type);
  const reward = quota?.inviteReward ?? 0;
  return (
    <Dialog.Root open={quota !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              {/* The server's words, in the person's language; ours until it has answered. */}
              <Dialog.Title>{quota?.message || t`Today’s chats are used up`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root as="ul" gap={4} listStyleType="none" data-testid="quota-choices">
                {quota?.canTopUp ? (
                  <List.Item display="block">
                    <Text fontWeight="semibold">
                      <Trans>Top up</Trans>
                    </Text>
                    <Text fontSize="sm" color="fg.muted" mb={2}>
                      <Trans>Buy more chats for the workspace.</Trans>
                    </Text>
                    <Button asChild size="sm" colorPalette="brand">
                      <Link to="/manage/settings/addon">{t`Buy add-ons`}</Link>
                    </Button>
                  </List.Item>
                ) : null}
                <List.Item display="block">
                  <Text fontWeight="semibold">
                    <Trans>Invite others</Trans>
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mb={admin ? 2 : 0}>
                    {admin
                      ? plural(reward, { one: 'Each person who joins by invitation earns the workspace # free chat.', other: 'Each person who joins by invitation earns the workspace # free chats.' })
                      : plural(reward, {
                        one: 'Each person who joins by invitation earns the workspace # free chat. Ask an admin for an invitation link to share.',
                        other: 'Each person who joins by invitation earns the workspace # free chats. Ask an admin for an invitation link to share.',
                      })}
                  </Text>
                  {admin ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to="/manage/addUser/invite">{t`Create an invitation link`}</Link>
                    </Button>
                  ) : null}
                </List.Item>
                {admin ? null : (
                  <List.Item display="block">
                    <Text fontWeight="semibold">
                      <Trans>Contact the admin</Trans>
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Ask your workspace admin to top up the workspace’s chats.</Trans>
                    </Text>
                  </List.Item>
                )}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
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
