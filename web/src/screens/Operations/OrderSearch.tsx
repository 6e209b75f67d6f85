import { Button, Center, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrderSearchQuery } from '../../__generated__/OrderSearchQuery.graphql';
import { RetryBoundary } from '../../components/RetryBoundary';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { OperationsOrder } from './OperationsOrder';

/** Any order of any workspace, by its number: its detail, history, receipt and refund. */
export function OrderSearch() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [number, setNumber] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNumber(text.trim() || null);
  };
  return (
    <Stack gap={5}>
      <HStack as="form" gap={3} align="end" onSubmit={submit} role="search" aria-label={t`Find an order`}>
        <Field.Root width={{ base: 'full', md: '80' }}>
          <Field.Label>
            <Trans>Order number</Trans>
          </Field.Label>
          <Input value={text} onChange={(e) => setText(e.target.value)} fontFamily="mono" autoComplete="off" />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          <Trans>Find</Trans>
        </Button>
      </HStack>
      {number ? (
        <RetryBoundary key={number} title={t`The order could not be loaded.`}>
          <Suspense
            fallback={
              <Center py={8}>
                <LoadingSpinner />
              </Center>
            }
          >
            <FoundOrder number={number} />
          </Suspense>
        </RetryBoundary>
      ) : null}
    </Stack>
  );
}

function FoundOrder({ number }: { number: string }) {
  const data = useLazyLoadQuery<OrderSearchQuery>(
    graphql`
      query OrderSearchQuery($number: String!) {
        operations {
          order(number: $number) {
            ...OperationsOrder_order
          }
        }
      }
    `,
    { number },
    { fetchPolicy: 'network-only' },
  );
  const order = data.operations?.order;
  if (!order) {
    return (
      <Text color="fg.muted" role="status">
        <Trans>No order has the number {number}.</Trans>
      </Text>
    );
  }
  return <OperationsOrder order={order} />;
}
