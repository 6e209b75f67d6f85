import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { FileIndexState_file$key } from '../../../__generated__/FileIndexState_file.graphql';

/** Where an uploaded file stands in search: indexing, searchable, failed (and why), or not indexed. */
export function FileIndexState({ file }: { file: FileIndexState_file$key | null }) {
  const data = useFragment(
    graphql`
      fragment FileIndexState_file on AppFile {
        indexState
        indexError
        indexErrorDetail
      }
    `,
    file,
  );
  const { t } = useLingui();
  // Just uploaded, before the file list has it: its run is under way.
  const state = data?.indexState ?? 'INDEXING';
  if (state === 'INDEXING') {
    return (
      <HStack gap={1.5} color="fg.muted" data-testid="file-index-state" data-state="indexing">
        <Spinner size="xs" />
        <Text fontSize="sm">{t`Indexing…`}</Text>
      </HStack>
    );
  }
  const badge = {
    SEARCHABLE: { label: t`Searchable`, palette: 'green' },
    FAILED: { label: t`Not indexed: ${data?.indexError ?? ''}`, palette: 'red' },
    NOT_INDEXED: { label: t`Not indexed yet: sync to take it in`, palette: 'gray' },
  }[state];
  return (
    <Badge
      colorPalette={badge.palette}
      variant="subtle"
      whiteSpace="normal"
      title={data?.indexErrorDetail ?? undefined}
      data-testid="file-index-state"
      data-state={state.toLowerCase()}
    >
      {badge.label}
    </Badge>
  );
}
