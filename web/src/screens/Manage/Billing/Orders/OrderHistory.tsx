import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { OrderHistory_order$key } from '../../../../__generated__/OrderHistory_order.graphql';
import { ORDER_STATUS } from '../labels';

/** An order's transitions, oldest first: when, to what, by whom, and why when a reason was given. */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        history {
          at
          to
          actor
          reason
        }
      }
    `,
    order,
  );
  const { i18n } = useLingui();
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={2} as="section" aria-labelledby="order-history-heading">
      <Heading as="h3" size="sm" id="order-history-heading">
        <Trans>History</Trans>
      </Heading>
      <List.Root as="ol" gap={2} listStyleType="none" data-testid="order-history">
        {data.history.map((event, index) => {
          const status = ORDER_STATUS[event.to];
          return (
            <List.Item key={`${event.at}-${index}`} display="block" fontSize="sm">
              <Text>
                <Text as="span" color="fg.muted">
                  {when(event.at)}
                </Text>{' '}
                <Text as="span" fontWeight="medium">
                  {i18n._(status.label)}
                </Text>{' '}
                <Text as="span">· {event.actor}</Text>
              </Text>
              {event.reason ? (
                <Text color="fg.muted" ps={4}>
                  {event.reason}
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
