import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS, type OrderStatus } from './labels';

/** An order's status, in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus | '%future added value' }) {
  const { i18n } = useLingui();
  const known = status === '%future added value' ? null : ORDER_STATUS[status];
  return (
    <Badge colorPalette={known?.palette ?? 'gray'} variant="subtle" data-testid="order-status">
      {known ? i18n._(known.label) : status}
    </Badge>
  );
}
