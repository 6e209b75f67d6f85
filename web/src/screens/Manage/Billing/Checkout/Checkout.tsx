import { Alert, Button, Card, Field, HStack, NativeSelect, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Checkout_billing$key } from '../../../../__generated__/Checkout_billing.graphql';
import type { PayOrder_order$key } from '../../../../__generated__/PayOrder_order.graphql';
import { LoadingSpinner } from '../../../../components/ui/loading-spinner';
import { RetryBoundary } from '../../../../components/RetryBoundary';
import { PER_PERIOD, PERIOD_LABELS, PERIODS, type Period } from '../labels';
import { formatYuan } from '../money';
import { PayOrder } from '../Pay/PayOrder';
import { QuoteSummary } from './QuoteSummary';
import { useCreateOrderMutation, type OrderItem } from './useCreateOrderMutation';

/** One thing on sale (a version or an add-on) with its price for each period offered. */
export type Offer = { item: OrderItem; title: string; description: ReactNode; prices: { period: Period; amountFen: number }[] };

/** How many periods one order may buy at once. */
const COUNTS = [1, 2, 3, 6, 12] as const;

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
  const { t, i18n } = useLingui();
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
      <RadioCard.Root value={item} onValueChange={(details) => setItem(details.value as OrderItem)} colorPalette="brand">
        <RadioCard.Label fontWeight="medium" fontSize="md">
          {chooseLabel}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, md: 2, xl: Math.min(offers.length, 4) }} gap={3}>
          {offers.map((candidate) => (
            <RadioCard.Item key={candidate.item} value={candidate.item}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="semibold">{candidate.title}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{candidate.description}</RadioCard.ItemDescription>
                  <Stack gap={0} mt={2} fontSize="sm">
                    {candidate.prices.map((price) => (
                      <Text key={price.period}>
                        {formatYuan(price.amountFen)} {i18n._(PER_PERIOD[price.period])}
                      </Text>
                    ))}
                  </Stack>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {offer && period ? (
        <HStack gap={4} align="end" wrap="wrap">
          <Field.Root width="auto">
            <Field.Label>
              <Trans>Period</Trans>
            </Field.Label>
            <NativeSelect.Root width="48">
              <NativeSelect.Field value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
                {offer.prices.map((price) => (
                  <option key={price.period} value={price.period}>
                    {i18n._(PERIOD_LABELS[price.period])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {period === 'PERMANENT' ? null : (
            <Field.Root width="auto">
              <Field.Label>
                <Trans>How many periods</Trans>
              </Field.Label>
              <NativeSelect.Root width="32">
                <NativeSelect.Field value={count} onChange={(e) => setCount(Number(e.target.value))}>
                  {COUNTS.map((value) => (
                    <option key={value} value={value}>
                      {i18n.number(value)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </HStack>
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
          <Card.Footer flexDirection="column" alignItems="start" gap={3}>
            {error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button colorPalette="brand" loading={creating} onClick={() => void submit()}>
              <Trans>Place the order</Trans>
            </Button>
          </Card.Footer>
        </Card.Root>
      ) : null}
    </Stack>
  );
}
