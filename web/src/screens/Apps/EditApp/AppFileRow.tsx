import { Button, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AppFileRow_file$key } from '../../../__generated__/AppFileRow_file.graphql';
import { FileSize } from '../../../components/FileSize';
import { RelativeTime } from '../../../components/RelativeTime';
import { FileIndexState } from './FileIndexState';

export function AppFileRow({ file, onDelete }: { file: AppFileRow_file$key; onDelete: () => void }) {
  const data = useFragment(
    graphql`
      fragment AppFileRow_file on AppFile {
        name
        size
        mediaType
        createdAt
        ...FileIndexState_file
      }
    `,
    file,
  );
  const { t } = useLingui();
  const name = data.name;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" wordBreak="break-all">
        {name}
      </Table.Cell>
      <Table.Cell color="fg.muted">{data.mediaType}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <FileSize bytes={data.size} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <RelativeTime value={data.createdAt} />
      </Table.Cell>
      <Table.Cell>
        <FileIndexState file={data} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
          <Trans>Delete</Trans>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
