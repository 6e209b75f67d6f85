import { Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A file app's files as a table, named by the section's heading; a line saying so when there are none. */
export function AppFileTable({ labelledBy, empty, children }: { labelledBy: string; empty: boolean; children: ReactNode }) {
  if (empty) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>No files yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>File name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Size</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Uploaded</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>In search</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
