import { DataList, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { QuoteSummaryQuery } from '../../../../__generated__/QuoteSummaryQuery.graphql';
import type { Period } from '../labels';
import { formatYuan } from '../money';
import type { OrderItem } from './useCreateOrderMutation';

/** The server's price for a choice: the list price, what remains of the current subscription credited, the total, and the dates it covers. */
export function QuoteSummary({ item, period, periods }: { item: OrderItem; period: Period; periods: number }) {
  const data = useLazyLoadQuery<QuoteSummaryQuery>(
    graphql`
      query QuoteSummaryQuery($input: OrderInput!) {
        orderQuote(input: $input) {
          unitFen
          quantity
          amountFen
          creditFen
          totalFen
          creditReason
        }
      }
    `,
    { input: { item, period, quantity: periods } },
    { fetchPolicy: 'store-or-network' },
  );
  const { t, i18n } = useLingui();
  const quote = data.orderQuote;
  const unit = formatYuan(quote.unitFen);
  const count = i18n.number(quote.quantity);
  return (
    <DataList.Root orientation="horizontal" size="md">
      <DataList.Item>
        <DataList.ItemLabel>{t`List price`}</DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start">
          <Text data-testid="quote-amount">{formatYuan(quote.amountFen)}</Text>
          {quote.quantity > 1 ? (
            <Text fontSize="sm" color="fg.muted">
              {t`${unit} × ${count}`}
            </Text>
          ) : null}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t`Credit`}</DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start">
          <Text data-testid="quote-credit">{quote.creditFen > 0 ? `-${formatYuan(quote.creditFen)}` : formatYuan(0)}</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="quote-credit-reason">
            {quote.creditReason}
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t`To pay`}</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="bold" fontSize="lg" data-testid="quote-total">
          {formatYuan(quote.totalFen)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
