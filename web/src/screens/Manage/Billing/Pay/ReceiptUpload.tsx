import { Button, Field, FileUpload, HStack, Progress, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../api/request';
import { uploadWithProgress } from '../../../../api/uploadWithProgress';
import { StepActions } from '../../../../components/StepActions';
import { toaster } from '../../../../components/ui/toaster';
import { notices } from '../../../../i18n/notices';
import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES } from './receipts';

/**
 * The receipt of a bank transfer (an image or a PDF), which the order needs before an operator
 * can confirm it: required, checked here by type and size and by the server by its content. Its
 * button may sit in a footer outside the form (see StepActions), so it names the form it submits.
 */
export function ReceiptUpload({ orderId, onUploaded }: { orderId: string; onUploaded: () => void }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [fraction, setFraction] = useState<number | null>(null);
  const formId = useId();
  const field = useRef<HTMLDivElement>(null);
  // The button may be far from the field, in a footer: what went wrong is brought into view.
  const fail = (message: string) => {
    setError(message);
    field.current?.scrollIntoView({ block: 'nearest' });
  };
  const upload = useFileUpload({
    maxFiles: 1,
    maxFileSize: RECEIPT_MAX_BYTES,
    accept: RECEIPT_ACCEPT,
    onFileReject: ({ files }) => {
      const tooLarge = files.some((file) => file.errors.includes('FILE_TOO_LARGE'));
      fail(tooLarge ? i18n._(notices.fileTooLarge) : t`The receipt must be an image or a PDF`);
    },
    onFileAccept: () => setError(null),
  });
  const file = upload.acceptedFiles[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      fail(t`A payment receipt must be uploaded`);
      return;
    }
    setError(null);
    setFraction(0);
    try {
      await uploadWithProgress(`/api/billing/orders/${encodeURIComponent(orderId)}/receipt`, file, setFraction);
      toaster.success({ title: t`Receipt uploaded` });
      upload.clearFiles();
      onUploaded();
    } catch (failure) {
      fail(failure instanceof ApiError ? failure.message : i18n._(notices.uploadFailed));
    } finally {
      setFraction(null);
    }
  };

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
      <Field.Root ref={field} required invalid={error !== null}>
        <Field.Label>
          <Trans>Receipt of the transfer</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <FileUpload.RootProvider value={upload} alignItems="start">
          <FileUpload.HiddenInput aria-label={t`Receipt of the transfer`} />
          <HStack gap={3} wrap="wrap">
            <FileUpload.Trigger asChild>
              <Button size="sm" variant="outline">
                <Trans>Choose a file</Trans>
              </Button>
            </FileUpload.Trigger>
            <Text fontSize="sm" data-testid="receipt-file">
              {file ? file.name : t`No file chosen`}
            </Text>
          </HStack>
        </FileUpload.RootProvider>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t`An image (JPEG, PNG, GIF, BMP, WebP, SVG) or a PDF.`}</Field.HelperText>}
      </Field.Root>
      {fraction !== null ? (
        <Progress.Root value={Math.round(fraction * 100)} size="xs" colorPalette="brand">
          <Progress.Track aria-label={t`Upload progress`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <StepActions>
        <Button type="submit" form={formId} colorPalette="brand" loading={fraction !== null} loadingText={t`Uploading the receipt…`}>
          <Trans>Upload receipt</Trans>
        </Button>
      </StepActions>
      </Stack>
    </form>
  );
}
