import { Center, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrderDetailDialogQuery } from '../../../../__generated__/OrderDetailDialogQuery.graphql';
import { RetryBoundary } from '../../../../components/RetryBoundary';
import { ActionsFooterProvider } from '../../../../components/StepActions';
import { LoadingSpinner } from '../../../../components/ui/loading-spinner';
import { OrderDetail } from './OrderDetail';

/**
 * One order's detail, history and the ways on from it, over the list. The body scrolls; what can
 * be done (pay, and each step of paying) sits in the footer, always in view.
 */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useLingui();
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Order details</Trans>
              </Dialog.Title>
            </Dialog.Header>
            {/* Focusable: once paid, nothing in it takes the focus, and a keyboard still scrolls it. */}
            <Dialog.Body tabIndex={0} focusVisibleRing="inside">
              <RetryBoundary title={t`The order could not be loaded.`}>
                <Suspense
                  fallback={
                    <Center py={10}>
                      <LoadingSpinner />
                    </Center>
                  }
                >
                  <ActionsFooterProvider value={footer}>
                    <OrderDetailContent orderId={orderId} />
                  </ActionsFooterProvider>
                </Suspense>
              </RetryBoundary>
            </Dialog.Body>
            <Dialog.Footer ref={setFooter} flexWrap="wrap" _empty={{ display: 'none' }} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OrderDetailContent({ orderId }: { orderId: string }) {
  const data = useLazyLoadQuery<OrderDetailDialogQuery>(
    graphql`
      query OrderDetailDialogQuery($id: ID!) {
        node(id: $id) {
          ...OrderDetail_order @alias(as: "order")
        }
        viewer {
          currentWorkspace {
            billing {
              ...OrderDetail_billing
            }
          }
        }
      }
    `,
    { id: orderId },
    { fetchPolicy: 'store-and-network' },
  );
  const billing = data.viewer?.currentWorkspace?.billing;
  const order = data.node?.order;
  if (!order || !billing) {
    return (
      <Center py={6}>
        <Trans>This order does not exist.</Trans>
      </Center>
    );
  }
  return <OrderDetail order={order} billing={billing} />;
}
