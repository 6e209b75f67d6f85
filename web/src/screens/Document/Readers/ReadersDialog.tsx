import { Center, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReadersDialogQuery } from '../../../__generated__/ReadersDialogQuery.graphql';
import { RetryBoundary } from '../../../components/RetryBoundary';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ReadRule } from './ReadRule';
import { SourceReaderList } from './SourceReaderList';

/** "Who can read this and why", for admins: the rule the document's app applies, and its readers at the source. */
export function ReadersDialog({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Who can read this</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body tabIndex={0} focusVisibleRing="inside">
              <RetryBoundary title={t`Who can read this document could not be loaded.`}>
                <Suspense
                  fallback={
                    <Center py={10}>
                      <LoadingSpinner />
                    </Center>
                  }
                >
                  <ReadersContent documentId={documentId} />
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

function ReadersContent({ documentId }: { documentId: string }) {
  const data = useLazyLoadQuery<ReadersDialogQuery>(
    graphql`
      query ReadersDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Document @alias(as: "document") {
            ...ReadRule_document
            ...SourceReaderList_document
          }
        }
      }
    `,
    { id: documentId },
    { fetchPolicy: 'network-only' },
  );
  const document = data.node?.document;
  if (!document) return null;
  return (
    <Stack gap={5}>
      <ReadRule document={document} />
      <SourceReaderList document={document} />
    </Stack>
  );
}
