import { Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The members table's columns; the actions' is named for screen readers only. */
export function MemberTableHeader() {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>
          <Trans>Name</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <Trans>E-mail</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <Trans>Phone</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <Trans>Type</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <Trans>Roles</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <Trans>Joined</Trans>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          <VisuallyHidden>
            <Trans>Actions</Trans>
          </VisuallyHidden>
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}
