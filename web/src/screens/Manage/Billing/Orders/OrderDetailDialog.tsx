import { Center, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrderDetailDialogQuery } from '../../../../__generated__/OrderDetailDialogQuery.graphql';
import { RetryBoundary } from '../../../../components/RetryBoundary';
import { LoadingSpinner } from '../../../../components/ui/loading-spinner';
import { OrderDetail } from './OrderDetail';

/** One order's detail, history and the ways on from it, over the list. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useLingui();
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
            <Dialog.Body>
              <RetryBoundary title={t`The order could not be loaded.`}>
                <Suspense
                  fallback={
                    <Center py={10}>
                      <LoadingSpinner />
                    </Center>
                  }
                >
                  <OrderDetailContent orderId={orderId} />
                </Suspense>
              </RetryBoundary>
            </Dialog.Body>
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
