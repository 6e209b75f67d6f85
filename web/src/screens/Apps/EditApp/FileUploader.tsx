import { Box, Button, FileUpload, HStack, Progress, Stack, Text, useFileUpload, type FileUploadFileRejectDetails } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../api/request';
import { notices } from '../../../i18n/notices';
import { APP_FILE_ACCEPT, APP_FILE_MAX_BYTES, APP_FILES_AT_ONCE, uploadAppFile } from './uploadAppFile';

/** A file of the latest selection: waiting its turn, uploading, uploaded (then indexed), or refused. */
type Entry = { key: string; name: string; fraction: number } & (
  | { status: 'waiting' | 'uploading' }
  | { status: 'uploaded'; fileId: string }
  | { status: 'failed'; message: string }
);

/**
 * Takes files for a file app and uploads them one by one, each with its progress; each is then
 * indexed at once, and its line says so until it is searchable (`indexState` of an uploaded file,
 * by its ID), with the indexing's progress (`indexing`) under them. Files the browser can tell
 * are wrong (type, size, too many) are refused before anything is sent.
 */
export function FileUploader({
  appId,
  indexState,
  indexing,
  onUploaded,
}: {
  appId: string;
  indexState: (fileId: string) => ReactNode;
  indexing: ReactNode;
  onUploaded: () => void;
}) {
  const { t, i18n } = useLingui();
  const [entries, setEntries] = useState<Entry[]>([]);
  const selections = useRef(0);
  const [tooMany, setTooMany] = useState(false);
  const uploading = entries.some((entry) => entry.status === 'waiting' || entry.status === 'uploading');
  const update = (key: string, next: Partial<Entry>) => setEntries((now) => now.map((entry) => (entry.key === key ? ({ ...entry, ...next } as Entry) : entry)));

  const uploadAll = async (queue: { key: string; file: File }[]) => {
    for (const entry of queue) {
      update(entry.key, { status: 'uploading' });
      try {
        const stored = await uploadAppFile(appId, entry.file, (fraction) => update(entry.key, { fraction }));
        update(entry.key, { status: 'uploaded', fileId: stored.id, fraction: 1 });
        // The list reads the new file and the run that indexes it.
        onUploaded();
      } catch (error) {
        update(entry.key, { status: 'failed', message: error instanceof ApiError ? error.message : i18n._(notices.uploadFailed) });
      }
    }
  };

  // What the browser can already tell: a type without text, or too large.
  const refusal = (errors: FileUploadFileRejectDetails['files'][number]['errors']) =>
    errors.includes('FILE_TOO_LARGE') ? i18n._(notices.fileTooLarge) : t`This file type is not supported`;

  const upload = useFileUpload({
    translations: { dropzone: t`Drop zone for files` },
    maxFiles: APP_FILES_AT_ONCE,
    maxFileSize: APP_FILE_MAX_BYTES,
    accept: APP_FILE_ACCEPT,
    disabled: uploading,
    onFileChange: ({ acceptedFiles, rejectedFiles }) => {
      if (acceptedFiles.length === 0 && rejectedFiles.length === 0) return;
      // Each selection is uploaded at once; the component keeps no list of its own.
      upload.clearFiles();
      const many = rejectedFiles.some(({ errors }) => errors.includes('TOO_MANY_FILES'));
      setTooMany(many);
      const stamp = (selections.current += 1);
      const queue = acceptedFiles.map((file, i) => ({ key: `${stamp}-${i}`, file }));
      const refused = many
        ? []
        : rejectedFiles.map(({ file, errors }, i): Entry => ({ key: `${stamp}-r${i}`, name: file.name, fraction: 0, status: 'failed', message: refusal(errors) }));
      setEntries([...queue.map(({ key, file }): Entry => ({ key, name: file.name, fraction: 0, status: 'waiting' })), ...refused]);
      if (queue.length) void uploadAll(queue);
    },
  });

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
              {t`PDF, Word, Markdown, text, HTML, CSV or SVG; up to ${APP_FILES_AT_ONCE} files at a time, each at most 20 MB. Each file is searchable once it is indexed, right after its upload.`}
            </Text>
            <FileUpload.Trigger asChild>
              <Button size="sm" variant="outline" mt={2} disabled={uploading}>
                <Trans>Choose files</Trans>
              </Button>
            </FileUpload.Trigger>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.RootProvider>
      {tooMany ? (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="upload-errors">
          {i18n._(notices.uploadExceedsLimit)}
        </Text>
      ) : null}
      {entries.length ? (
        <Stack as="ul" gap={2} listStyleType="none" aria-label={t`Uploads`} data-testid="uploads">
          {entries.map((entry) => (
            <Box as="li" key={entry.key} data-testid="upload">
              <HStack justify="space-between" gap={3} align="start">
                <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
                  {entry.name}
                </Text>
                {entry.status === 'uploaded' ? indexState(entry.fileId) : <UploadState entry={entry} />}
              </HStack>
              {entry.status === 'uploading' ? (
                <Progress.Root value={Math.round(entry.fraction * 100)} size="xs" colorPalette="brand" mt={1}>
                  <Progress.Track aria-label={t`Upload progress: ${entry.name}`}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
      {indexing && entries.some((entry) => entry.status === 'uploaded') ? (
        <Box role="group" aria-label={t`Indexing progress`}>
          {indexing}
        </Box>
      ) : null}
    </Stack>
  );
}

function UploadState({ entry }: { entry: Exclude<Entry, { status: 'uploaded' }> }) {
  const { t, i18n } = useLingui();
  switch (entry.status) {
    case 'waiting':
      return (
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {t`Waiting`}
        </Text>
      );
    case 'uploading':
      return (
        <Text fontSize="sm" color="fg.muted" flexShrink={0} role="status">
          {t`Uploading ${i18n.number(entry.fraction, { style: 'percent' })}`}
        </Text>
      );
    case 'failed':
      return (
        <Text fontSize="sm" color="fg.error" role="alert">
          {entry.message}
        </Text>
      );
  }
}
