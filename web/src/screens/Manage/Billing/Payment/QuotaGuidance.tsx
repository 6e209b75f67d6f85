import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { QuotaGuidance_billing$key } from '../../../../__generated__/QuotaGuidance_billing.graphql';

/** The spec's invite reward: each person who joins by invitation earns the workspace this many chats. */
const INVITE_REWARD = 200;

type WsUserType = 'MEMBER' | 'ADMIN' | 'CREATOR' | '%future added value';

/**
 * When a limit is reached (spec section 8): top up with an add-on, invite others for free chats,
 * or (for those who may not buy) ask the admin. Nothing when every limit has room.
 */
export function QuotaGuidance({ billing, wsUserType }: { billing: QuotaGuidance_billing$key; wsUserType: WsUserType }) {
  const data = useFragment(
    graphql`
      fragment QuotaGuidance_billing on Billing {
        limits {
          members
          documents
          chatsPerDay
        }
        chatCredits
        usage {
          members
          documents
          chatsToday
        }
      }
    `,
    billing,
  );
  const { t } = useLingui();
  const { limits, usage } = data;
  const chatsGone = usage.chatsToday >= limits.chatsPerDay && data.chatCredits === 0;
  const reached = [
    chatsGone ? t`Today’s chats are used up.` : null,
    usage.members >= limits.members ? t`The member limit is reached.` : null,
    usage.documents >= limits.documents ? t`The document limit is reached.` : null,
  ].filter((line): line is string => line !== null);
  if (reached.length === 0) return null;
  const buyer = wsUserType === 'ADMIN' || wsUserType === 'CREATOR';
  const reward = INVITE_REWARD;
  return (
    <Alert.Root status="warning" as="section" aria-labelledby="quota-guidance-heading" alignItems="start">
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Title id="quota-guidance-heading" as="h2">
          {reached.join(' ')}
        </Alert.Title>
        <List.Root as="ul" gap={3} listStyleType="none" data-testid="quota-guidance">
          {buyer ? (
            <List.Item display="block">
              <Text fontWeight="semibold">
                <Trans>Top up</Trans>
              </Text>
              <Text fontSize="sm" mb={2}>
                <Trans>Buy extra chats, documents or members as an add-on.</Trans>
              </Text>
              <Button asChild size="sm" colorPalette="brand">
                <Link to="/manage/settings/addon">{t`Buy add-ons`}</Link>
              </Button>
            </List.Item>
          ) : null}
          {chatsGone ? (
            <List.Item display="block">
              <Text fontWeight="semibold">
                <Trans>Invite others</Trans>
              </Text>
              <Text fontSize="sm" mb={buyer ? 2 : 0}>
                {buyer
                  ? plural(reward, { one: 'Each person who joins by invitation earns the workspace # free chat.', other: 'Each person who joins by invitation earns the workspace # free chats.' })
                  : plural(reward, {
                        one: 'Each person who joins by invitation earns the workspace # free chat. Ask an admin for an invitation link to share.',
                        other: 'Each person who joins by invitation earns the workspace # free chats. Ask an admin for an invitation link to share.',
                      })}
              </Text>
              {buyer ? (
                <Button asChild size="sm" variant="outline">
                  <Link to="/manage/addUser/invite">{t`Create an invitation link`}</Link>
                </Button>
              ) : null}
            </List.Item>
          ) : null}
          {buyer ? null : (
            <List.Item display="block">
              <Text fontWeight="semibold">
                <Trans>Contact the admin</Trans>
              </Text>
              <Text fontSize="sm">
                <Trans>Ask your workspace admin to top up the workspace.</Trans>
              </Text>
            </List.Item>
          )}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}
