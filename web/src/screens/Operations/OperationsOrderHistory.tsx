import { List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { OperationsOrderHistory_order$key } from '../../__generated__/OperationsOrderHistory_order.graphql';
import { ORDER_STATUS } from '../Manage/Billing/labels';

/** An order's transitions for an operator, one line each: when, to what, by whom, and why. */
export function OperationsOrderHistory({ order }: { order: OperationsOrderHistory_order$key }) {
  const data = useFragment(
    graphql`
      fragment OperationsOrderHistory_order on Order {
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
    <Stack gap={2}>
      <Text fontWeight="semibold">
        <Trans>History</Trans>
      </Text>
      <List.Root as="ol" gap={1} listStyleType="none" fontSize="sm">
        {data.history.map((event, index) => {
          const status = ORDER_STATUS[event.to];
          return (
            <List.Item key={`${event.at}-${index}`} display="block">
              <Text as="span" color="fg.muted">
                {when(event.at)}
              </Text>{' '}
              <Text as="span" fontWeight="medium">
                {i18n._(status.label)}
              </Text>{' '}
              · {event.actor}
              {event.reason ? ` · ${event.reason}` : ''}
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
