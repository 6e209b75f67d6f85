import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

type DecisionDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  reasonLabel?: string;
  danger?: boolean;
  loading: boolean;
  /** What the confirm button says while the decision is sent. */
  loadingText: string;
  onConfirm: (reason: string) => void;
};

/** The decision itself (`DecisionDialog` loads it when first opened). */
export function DecisionDialogContent({ open, onClose, title, description, confirmLabel, reasonLabel, danger = false, loading, loadingText, onConfirm }: DecisionDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reasonLabel && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      onExitComplete={() => {
        setReason('');
        setMissing(false);
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Text>{description}</Text>
                {reasonLabel ? (
                  <Field.Root required invalid={missing}>
                    <Field.Label>
                      {reasonLabel}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
                    {missing ? <Field.ErrorText>{t`Please give a reason`}</Field.ErrorText> : null}
                  </Field.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={loading} loadingText={loadingText} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
