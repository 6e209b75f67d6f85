import { Alert, Button, Card, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Checkout_billing$key } from '../../../../__generated__/Checkout_billing.graphql';
import type { PayOrder_order$key } from '../../../../__generated__/PayOrder_order.graphql';
import { LoadingSpinner } from '../../../../components/ui/loading-spinner';
import { RetryBoundary } from '../../../../components/RetryBoundary';
import { StickyActionBar } from '../../../../components/StepActions';
import { PERIODS, type Period } from '../labels';
import { PayOrder } from '../Pay/PayOrder';
import { OfferChoice } from './OfferChoice';
import { PeriodChoice } from './PeriodChoice';
import { QuoteSummary } from './QuoteSummary';
import { useCreateOrderMutation, type OrderItem } from './useCreateOrderMutation';

/** One thing on sale (a version or an add-on) with its price for each period offered. */
export type Offer = { item: OrderItem; title: string; description: ReactNode; prices: { period: Period; amountFen: number }[] };

/**
 * Buying: choose what, for which period and how many, see the price with any credit, make the
 * order; then pay it here, by Alipay or bank transfer.
 */
export function Checkout({ offers: given, billing, chooseLabel }: { offers: readonly Offer[]; billing: Checkout_billing$key; chooseLabel: string }) {
  const payment = useFragment(
    graphql`
      fragment Checkout_billing on Billing {
        ...PayOrder_billing
      }
    `,
    billing,
  );
  const { t } = useLingui();
  // Each offer's periods longest first, as the catalogue's own order of periods.
  const offers = given.map((offer) => ({ ...offer, prices: [...offer.prices].sort((a, b) => PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period)) }));
  const [item, setItem] = useState<OrderItem | null>(offers[0]?.item ?? null);
  const offer = offers.find((candidate) => candidate.item === item) ?? null;
  const [chosenPeriod, setPeriod] = useState<Period | null>(null);
  const period = offer?.prices.some((price) => price.period === chosenPeriod) ? chosenPeriod : (offer?.prices[0]?.period ?? null);
  const [count, setCount] = useState(1);
  const periods = period === 'PERMANENT' ? 1 : count;
  const [created, setCreated] = useState<PayOrder_order$key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateOrderMutation();

  if (created) {
    return (
      <Stack gap={4}>
        <PayOrder order={created} billing={payment} />
        <HStack>
          <Button asChild variant="outline" size="sm">
            <Link to="/manage/settings/order">
              <Trans>Go to orders</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    );
  }

  const submit = async () => {
    if (!item || !period) return;
    setError(null);
    const outcome = await create({ item, period, quantity: periods });
    const order = outcome.response?.createOrder;
    if (order && 'order' in order && order.order) setCreated(order.order);
    else setError(outcome.message ?? t`Operation failed`);
  };

  return (
    <Stack gap={6}>
      <OfferChoice label={chooseLabel} offers={offers} value={item} onChange={setItem} />
      {offer && period ? (
        <PeriodChoice
          periods={offer.prices.map((price) => price.period)}
          period={period}
          onPeriodChange={setPeriod}
          count={count}
          onCountChange={setCount}
        />
      ) : null}
      {offer && period ? (
        <Card.Root as="section" aria-labelledby="quote-heading" variant="subtle">
          <Card.Header>
            <Card.Title as="h2" id="quote-heading">
              <Trans>Price</Trans>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <RetryBoundary title={t`The price could not be worked out.`}>
              <Suspense fallback={<LoadingSpinner />}>
                <QuoteSummary item={offer.item} period={period} periods={periods} />
              </Suspense>
            </RetryBoundary>
          </Card.Body>
        </Card.Root>
      ) : null}
      {offer && period ? (
        // Kept at the bottom of the window: on a laptop the choices alone fill the screen.
        <StickyActionBar flexDirection="column" alignItems="start">
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button colorPalette="brand" loading={creating} loadingText={t`Placing the order…`} onClick={() => void submit()}>
            <Trans>Place the order</Trans>
          </Button>
        </StickyActionBar>
      ) : null}
    </Stack>
  );
}
