import { Progress } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ChatFileUploading } from './useChatFileUpload';

/** The bar of a file being attached; loaded with the first upload (see ChatFiles). */
export function ChatUploadProgress({ uploading }: { uploading: ChatFileUploading }) {
  const { t } = useLingui();
  const { name: fileName, index, count } = uploading;
  return (
    <Progress.Root value={Math.round(uploading.fraction * 100)} size="xs" colorPalette="brand">
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb={1}>
        {t`Uploading ${fileName} (${index} of ${count})`}
      </Progress.Label>
      <Progress.Track aria-label={t`Upload progress`}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
