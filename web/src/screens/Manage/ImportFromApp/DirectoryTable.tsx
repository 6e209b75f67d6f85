import { Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The directory's people as a table, named for the app; the rows are `DirectoryPersonRow`s. */
export function DirectoryTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="10">
            <VisuallyHidden>
              <Trans>Pick</Trans>
            </VisuallyHidden>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Name</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>E-mail</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}
