import { Box, Button, Field, FileUpload, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '../../../api/request';
import { toaster } from '../../../components/ui/toaster';
import { useUpdateWorkspaceMutation } from './useUpdateWorkspaceMutation';
import { UPLOAD_LIMITS } from '../../../../../bff/src/validation/uploads.ts';

export type LogoKind = 'square' | 'rect';

const LOGO = {
  square: { field: 'logoSquareUploadId', width: 105, height: 105 },
  rect: { field: 'logoRectUploadId', width: 420, height: 105 },
} as const;

/**
 * One of the workspace's logos: uploaded, then saved on the workspace, which checks that it is a
 * PNG of the exact size; its answer shows under the field.
 */
export function LogoField({ kind, url, label }: { kind: LogoKind; url: string | null; label: string }) {
  const { t } = useLingui();
  const { field, width, height } = LOGO[kind];
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [update, saving] = useUpdateWorkspaceMutation();

  const save = async (uploadId: string) => {
    const outcome = await update({ [field]: uploadId });
    if (outcome.message === null) {
      setError(null);
      toaster.success({ title: uploadId ? t`Logo saved` : t`Logo removed` });
    } else {
      setError(outcome.problems[field] ?? outcome.message);
    }
  };

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const uploaded = await api.post<{ id: string; url: string }>('/upload?purpose=logo', form, { silent: true });
      await save(uploaded.id);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t`Upload failed`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Stack gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Box
          width={`${width}px`}
          maxW="full"
          height={`${height}px`}
          borderWidth="1px"
          borderStyle={url ? 'solid' : 'dashed'}
          borderRadius="md"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.subtle"
        >
          {url ? (
            <Image src={url} alt={label} width={`${width}px`} height={`${height}px`} objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              <Trans>No logo</Trans>
            </Text>
          )}
        </Box>
        <HStack gap={2}>
          <FileUpload.Root
            accept={[...UPLOAD_LIMITS.logo.mediaTypes]}
            maxFiles={1}
            onFileAccept={(details) => {
              const file = details.files[0];
              if (file) void upload(file);
            }}
            // Refused here by its type, as the server would refuse it: in the same words.
            onFileReject={(details) => {
              if (details.files.length > 0) setError(t`A logo must be a PNG image`);
            }}
          >
            <FileUpload.HiddenInput aria-label={label} />
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm" loading={uploading || saving} loadingText={t`Uploading…`}>
                {url ? <Trans>Replace</Trans> : <Trans>Upload</Trans>}
              </Button>
            </FileUpload.Trigger>
          </FileUpload.Root>
          {url ? (
            <Button variant="ghost" size="sm" onClick={() => void save('')} disabled={uploading || saving}>
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <Field.HelperText>{t`A PNG image of exactly ${width}×${height} pixels.`}</Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
