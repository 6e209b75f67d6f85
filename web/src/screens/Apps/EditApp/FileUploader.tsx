import { Box, Button, FileUpload, Progress, Stack, Text, useFileUpload, type FileUploadFileRejectDetails } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../api/request';
import { toaster } from '../../../components/ui/toaster';
import { notices } from '../../../i18n/notices';
import { APP_FILE_ACCEPT, APP_FILE_MAX_BYTES, APP_FILES_AT_ONCE, uploadAppFile } from './uploadAppFile';

type Uploading = { name: string; index: number; count: number; fraction: number };
type Failure = { name: string; message: string };

/**
 * Takes files for a file app and uploads them one by one, each with its progress. Files the
 * browser can tell are wrong (type, size, too many) are refused before anything is sent.
 */
export function FileUploader({ appId, onUploaded }: { appId: string; onUploaded: () => void }) {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);

  const uploadAll = async (files: File[], refused: Failure[]) => {
    const failed = [...refused];
    let done = 0;
    for (const [index, file] of files.entries()) {
      setUploading({ name: file.name, index: index + 1, count: files.length, fraction: 0 });
      try {
        await uploadAppFile(appId, file, (fraction) => setUploading((now) => (now ? { ...now, fraction } : now)));
        done += 1;
      } catch (error) {
        failed.push({ name: file.name, message: error instanceof ApiError ? error.message : i18n._(notices.uploadFailed) });
      }
      setFailures([...failed]);
    }
    setUploading(null);
    if (done > 0) {
      toaster.success({ title: plural(done, { one: '# file uploaded. Sync to take it in.', other: '# files uploaded. Sync to take them in.' }) });
      onUploaded();
    }
  };

  // What the browser can already tell: too many at once, too large, or a type without text.
  const refusals = (rejected: FileUploadFileRejectDetails['files']): Failure[] => {
    if (rejected.some(({ errors }) => errors.includes('TOO_MANY_FILES'))) return [{ name: '', message: i18n._(notices.uploadExceedsLimit) }];
    return rejected.map(({ file, errors }) => ({
      name: file.name,
      message: errors.includes('FILE_TOO_LARGE') ? i18n._(notices.fileTooLarge) : t`This file type is not supported`,
    }));
  };

  const upload = useFileUpload({
    translations: { dropzone: t`Drop zone for files` },
    maxFiles: APP_FILES_AT_ONCE,
    maxFileSize: APP_FILE_MAX_BYTES,
    accept: APP_FILE_ACCEPT,
    disabled: uploading !== null,
    onFileChange: ({ acceptedFiles, rejectedFiles }) => {
      if (acceptedFiles.length === 0 && rejectedFiles.length === 0) return;
      // Each selection is uploaded at once; the component keeps no list of its own.
      upload.clearFiles();
      const refused = refusals(rejectedFiles);
      setFailures(refused);
      if (acceptedFiles.length) void uploadAll(acceptedFiles, refused);
    },
  });

  const { name: fileName, index, count } = uploading ?? { name: '', index: 0, count: 0 };

  return (
    <Stack gap={3}>
      <FileUpload.RootProvider value={upload} alignItems="stretch">
        <FileUpload.HiddenInput aria-label={t`Choose files to upload`} />
        {/* Not a button itself: the button inside it is the keyboard's way in. */}
        <FileUpload.Dropzone minH="32" disableClick>
          <FileUpload.DropzoneContent>
            <Text fontWeight="medium">
              <Trans>Drop files here</Trans>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t`PDF, Word, Markdown, text, HTML, CSV or SVG; up to ${APP_FILES_AT_ONCE} files at a time, each at most 20 MB.`}
            </Text>
            <FileUpload.Trigger asChild>
              <Button size="sm" variant="outline" mt={2} disabled={uploading !== null}>
                <Trans>Choose files</Trans>
              </Button>
            </FileUpload.Trigger>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.RootProvider>
      {uploading ? (
        <Box role="status">
          <Text fontSize="sm" mb={1}>
            {i18n._(notices.fileUploading)}
          </Text>
          <Progress.Root value={Math.round(uploading.fraction * 100)} size="sm" colorPalette="brand">
            <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb={1}>
              {t`Uploading ${fileName} (${index} of ${count})`}
            </Progress.Label>
            <Progress.Track aria-label={t`Upload progress`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ) : null}
      {failures.length ? (
        <Stack as="ul" gap={1} role="alert" listStyleType="none" data-testid="upload-errors">
          {failures.map((failure, index) => (
            <Text as="li" key={`${failure.name}-${index}`} fontSize="sm" color="fg.error">
              {failure.name ? `${failure.name}: ${failure.message}` : failure.message}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
