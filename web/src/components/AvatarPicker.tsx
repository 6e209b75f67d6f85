import { Avatar, Box, Button, FileUpload, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../api/request';
import { toaster } from './ui/toaster';
import { UPLOAD_LIMITS } from '../../../bff/src/validation/uploads.ts';

type AvatarChoice = { url: string; kind: 'builtin' | 'uploaded' };

/** Chooses an avatar: one of the built-in set, or an image of one's own (uploaded here). */
export function AvatarPicker({ value, name, onChange }: { value: string | null; name: string; onChange: (url: string) => void }) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<AvatarChoice[]>([]);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    void api.get<AvatarChoice[]>('/avatar/user').then(setChoices);
  }, []);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const uploaded = await api.post<{ url: string }>('/upload?purpose=avatar', form);
      setChoices((list) => [{ url: uploaded.url, kind: 'uploaded' }, ...list]);
      onChange(uploaded.url);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box>
      <HStack gap={4} mb={3}>
        <Avatar.Root size="xl" colorPalette="brand">
          <Avatar.Fallback name={name} />
          {value ? <Avatar.Image src={value} alt="" /> : null}
        </Avatar.Root>
        <Text fontWeight="medium">
          <Trans>Avatar</Trans>
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 5, md: 9 }} gap={2} role="radiogroup" aria-label={t`Choose an avatar`}>
        {choices.map((choice, index) => (
          <Button
            key={choice.url}
            variant={choice.url === value ? 'solid' : 'ghost'}
            colorPalette="brand"
            p={1}
            height="auto"
            role="radio"
            aria-checked={choice.url === value}
            aria-label={t`Avatar ${index + 1}`}
            onClick={() => onChange(choice.url)}
          >
            <img src={choice.url} alt="" width={40} height={40} style={{ borderRadius: '50%' }} />
          </Button>
        ))}
      </SimpleGrid>
      <FileUpload.Root
        mt={3}
        accept={[...UPLOAD_LIMITS.avatar.mediaTypes]}
        maxFiles={1}
        onFileAccept={(details) => {
          const file = details.files[0];
          if (file) void upload(file);
        }}
        // Refused here by its type, as the server would refuse it: in the same words.
        onFileReject={(details) => {
          if (details.files.length > 0) toaster.error({ title: t`An avatar must be an image: jpeg, png, gif, bmp, webp or svg` });
        }}
      >
        <FileUpload.HiddenInput aria-label={t`Upload an image`} />
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" loading={uploading} loadingText={t`Uploading…`}>
            <Trans>Upload an image</Trans>
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Root>
    </Box>
  );
}
